import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import type { SavedSearch } from '@phonehaat/contract';
import type { FilterLabel } from '../../catalogue/index.ts';
import { Switch } from '../../../components/ui/switch.tsx';
import { paths } from '../../../config/paths.ts';
import { useWatchlistErrorText } from '../use-watchlist-error-text.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useUpdateSavedSearch } from '../api/update-saved-search.ts';

interface SavedSearchItemProps {
  search: SavedSearch;
  /** Its filters in words (the catalogue's labels). */
  labels: FilterLabel[];
  /** How the search is named to screen readers and in the delete dialog. */
  name: string;
  onDelete: () => void;
}

/** One saved search: its filters as chips, the phones it finds, its daily alerts on or off, and delete. */
export function SavedSearchItem({ search, labels, name, onDelete }: SavedSearchItemProps) {
  const { t } = useTranslation('watchlist');
  const { date } = useFormat();
  const errorText = useWatchlistErrorText();
  const update = useUpdateSavedSearch();
  const switchAlerts = (alerts: boolean) =>
    update.mutate(
      { id: search.id, alerts },
      {
        onSuccess: () => toast.info(t(alerts ? 'saved.alertsOn' : 'saved.alertsOff')),
        onError: (error) => toast.error(errorText(error)),
      },
    );

  return (
    <li>
      <article
        className="flex h-full flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-4"
        aria-label={name}
        data-testid="saved-search"
      >
        <ul className="flex flex-wrap gap-2" aria-label={t('saved.filters')}>
          {labels.length === 0 ? (
            <li className="badge badge-ghost h-auto py-1">{t('saved.everything')}</li>
          ) : (
            labels.map((label) => (
              <li key={label.key} className="badge badge-ghost h-auto border-base-300 py-1 text-sm [overflow-wrap:anywhere]">
                {label.label}
              </li>
            ))
          )}
        </ul>
        <p className="text-xs text-base-content/70">
          {t('saved.savedOn', { date: date(search.createdAt) })}
          {search.lastDigestAt && ` · ${t('saved.lastAlert', { date: date(search.lastDigestAt) })}`}
        </p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
          <label className="flex min-h-11 cursor-pointer items-center gap-3">
            <Switch
              checked={search.alerts}
              aria-label={t('saved.alertsNamed', { name })}
              onChange={(event) => switchAlerts(event.target.checked)}
            />
            <span className="text-sm">{t('saved.alerts')}</span>
          </label>
          <div className="flex flex-wrap gap-2">
            <Link to={{ pathname: paths.products, search: search.query }} className="btn btn-primary btn-sm min-h-11 sm:min-h-8">
              {t('saved.show')}
            </Link>
            <button
              type="button"
              className="btn btn-ghost btn-sm min-h-11 text-error sm:min-h-8"
              aria-label={t('saved.deleteNamed', { name })}
              onClick={onDelete}
            >
              {t('saved.delete')}
            </button>
          </div>
        </div>
      </article>
    </li>
  );
}
