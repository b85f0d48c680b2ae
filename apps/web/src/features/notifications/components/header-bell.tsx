import { lazy, Suspense } from 'react';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { loadPageTexts } from '../../../lib/i18n/i18n.ts';

// The bell's code and words load once someone is known to be signed in (after the page is interactive:
// the account is read after the first paint), never for visitors, and not with the first page.
const NotificationBell = lazy(() =>
  Promise.all([import('./notification-bell.tsx'), loadPageTexts('notifications-ui')]).then(([module]) => ({
    default: module.NotificationBell,
  })),
);

/**
 * The notifications' bell for a header (issue 38): nothing for a visitor; for a signed-in person a bell,
 * after a moment with its own code. The space it takes is held meanwhile, so the header does not shift.
 */
export function HeaderBell() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Suspense fallback={<span className="inline-block size-10 sm:size-11" aria-hidden="true" />}>
      <NotificationBell />
    </Suspense>
  );
}
