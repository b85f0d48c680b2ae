import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { savedSearchMessages } from '@phonehaat/contract';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useWatchlistErrorText } from '../use-watchlist-error-text.ts';
import { useSaveSearch } from '../api/save-search.ts';
import { BookmarkIcon } from './bookmark-icon.tsx';

/**
 * A signed-in person's "Save this search". Once this address is kept (now, or before: a 409), the button
 * gives way to a note that links to the saved searches.
 */
export function SaveSearchAction({ query, className }: { query: string; className: string }) {
  const { t } = useTranslation(['filters', 'watchlist']);
  const errorText = useWatchlistErrorText();
  const save = useSaveSearch();
  // Which address was kept, and how: a new filter choice brings the button back.
  const [kept, setKept] = useState<{ query: string; already: boolean } | null>(null);

  if (kept?.query === query)
    return (
      <p role="status" className="flex min-h-11 items-center gap-1 text-sm sm:min-h-8">
        <span>{t(kept.already ? 'watchlist:save.already' : 'watchlist:save.saved')}</span>
        <Link to={paths.savedSearches} className="link link-primary font-semibold">
          {t('watchlist:save.seeAll')}
        </Link>
      </p>
    );

  const submit = () =>
    save.mutate(query, {
      onSuccess: () => {
        setKept({ query, already: false });
        toast.success(t('watchlist:save.toast'));
      },
      onError: (error) => {
        // 409: this search is kept already (unless the refusal is the limit of saved searches).
        if (error instanceof ApiError && error.status === 409 && error.message !== savedSearchMessages.tooMany)
          setKept({ query, already: true });
        else toast.error(errorText(error));
      },
    });

  return (
    <button type="button" className={className} disabled={save.isPending} onClick={submit}>
      {save.isPending ? <span className="loading loading-spinner loading-xs" aria-hidden="true" /> : <BookmarkIcon />}
      {t('filters:saveSearch')}
    </button>
  );
}
