import { Suspense } from 'react';
import { MessagesIcon } from '../features/conversations/index.ts';
import { useAuth } from '../lib/auth/use-auth.ts';

/**
 * The top bar's messages icon (issue 39), in the site's header and the dashboard's: nothing for a visitor;
 * for a signed-in person the icon, after a moment with its own code. Its place is held meanwhile, so the
 * header does not shift.
 */
export function HeaderMessages() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Suspense fallback={<span className="inline-block size-10 sm:size-11" aria-hidden="true" />}>
      <MessagesIcon />
    </Suspense>
  );
}
