import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { loadPageTexts } from '../../../lib/i18n/i18n.ts';
import { BookmarkIcon } from './bookmark-icon.tsx';

// Saving, its answers and its texts load for signed-in people only; a visitor gets a link to sign in.
const SaveSearchAction = lazy(() =>
  Promise.all([import('./save-search-action.tsx'), loadPageTexts('watchlist')]).then(([module]) => ({
    default: module.SaveSearchAction,
  })),
);

/**
 * "Save this search" (issue 39 §5) for a /products address with a filter or search words: `query` is its
 * query string without the page. Signed in, it keeps the search for a daily digest of new matches;
 * signed out, it leads to sign-in and back here.
 */
export function SaveSearchButton({ query }: { query: string }) {
  const { user } = useAuth();
  const { t } = useTranslation('filters');
  const location = useLocation();
  const look = 'btn btn-outline btn-primary btn-sm min-h-11 sm:min-h-8';
  if (!user)
    return (
      <Link to={paths.signIn} state={{ from: location }} className={look}>
        <BookmarkIcon />
        {t('saveSearch')}
      </Link>
    );
  return (
    <Suspense
      fallback={
        <button type="button" className={look} disabled>
          <BookmarkIcon />
          {t('saveSearch')}
        </button>
      }
    >
      <SaveSearchAction query={query} className={look} />
    </Suspense>
  );
}
