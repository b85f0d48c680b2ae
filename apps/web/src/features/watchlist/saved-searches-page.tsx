import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { LoadFailed } from '../../components/ui/load-failed.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { paths } from '../../config/paths.ts';
import { useWatchlistErrorText } from './use-watchlist-error-text.ts';
import { useFilterLabels } from '../catalogue/index.ts';
import { useDeleteSavedSearch } from './api/delete-saved-search.ts';
import { useSavedSearches } from './api/get-saved-searches.ts';
import { BookmarkIcon } from './components/bookmark-icon.tsx';
import { SavedSearchItem } from './components/saved-search-item.tsx';

/**
 * /dashboard/saved-searches (issue 39 §5), for every signed-in person: the /products filters they kept with
 * "Save this search", each with a daily alert of new matches that can be switched off, and deleted.
 */
export default function SavedSearchesPage() {
  const { t } = useTranslation('watchlist');
  const errorText = useWatchlistErrorText();
  const searches = useSavedSearches();
  const labelsOf = useFilterLabels();
  const remove = useDeleteSavedSearch();
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const items = (searches.data?.items ?? []).map((search) => {
    const labels = labelsOf(search.query);
    return { search, labels, name: labels.length > 0 ? labels.map((label) => label.label).join(', ') : t('saved.everything') };
  });

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast.success(t('saved.deleted')),
      onError: (error) => toast.error(errorText(error)),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <section className="max-w-6xl">
      <PageTitle>{t('saved.title')}</PageTitle>
      <div className="mb-5 max-w-3xl">
        <h1 className="text-2xl font-bold">{t('saved.title')}</h1>
        <p className="mt-1 text-base-content/70">{t('saved.intro')}</p>
      </div>
      {searches.isPending ? (
        <Spinner />
      ) : searches.isError && items.length === 0 ? (
        <LoadFailed what={t('saved.what')} onRetry={() => void searches.refetch()} retrying={searches.isFetching} />
      ) : items.length === 0 ? (
        <div className="flex max-w-3xl flex-col items-center gap-3 rounded-box bg-base-200 p-8 text-center">
          <p className="text-lg font-semibold">{t('saved.emptyTitle')}</p>
          <p className="text-base-content/80">{t('saved.emptyBody')}</p>
          <Link to={paths.products} className="btn btn-primary mt-2 min-h-11">
            <BookmarkIcon />
            {t('saved.emptyBrowse')}
          </Link>
        </div>
      ) : (
        <ul className="grid gap-3 sm:gap-4 lg:grid-cols-2 2xl:grid-cols-3" aria-label={t('saved.title')}>
          {items.map(({ search, labels, name }) => (
            <SavedSearchItem
              key={search.id}
              search={search}
              labels={labels}
              name={name}
              onDelete={() => setDeleting({ id: search.id, name })}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        name={deleting?.name ?? ''}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
