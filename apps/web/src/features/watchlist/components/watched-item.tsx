import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import type { WatchedListing } from '@phonehaat/contract';
import { paths } from '../../../config/paths.ts';
import { useWatchlistErrorText } from '../use-watchlist-error-text.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useSetWatched } from '../api/set-watched.ts';

/**
 * One watched phone: its photo, name and price now, what it cost when watched if it has dropped since, and
 * whether it was sold or removed (greyed: it can no longer be booked). Removing it asks nothing: the heart
 * on the phone's page puts it back.
 */
export function WatchedItem({ item }: { item: WatchedListing }) {
  const { t } = useTranslation('watchlist');
  const { tk, date } = useFormat();
  const errorText = useWatchlistErrorText();
  const setWatched = useSetWatched();
  // Sold or removed: kept on the list, greyed, so the person knows.
  const gone = item.status === 'live' ? null : item.status;
  const drop = item.priceWhenWatched - item.price;
  const headingId = `watched-${item.productId}`;
  const remove = () =>
    setWatched.mutate(
      { productId: item.productId, watched: false },
      {
        onSuccess: () => toast.info(t('heart.removed')),
        onError: (error) => toast.error(t('heart.failed', { reason: errorText(error) })),
      },
    );
  // A removed listing has no page left to open.
  const name =
    item.status === 'removed' ? (
      item.productName
    ) : (
      <Link to={paths.product(item.productId)} className="link-hover">
        {item.productName}
      </Link>
    );

  return (
    <li>
      <article
        aria-labelledby={headingId}
        data-testid="watched-item"
        data-status={item.status}
        className={`flex h-full gap-3 rounded-box border border-base-300 p-3 sm:gap-4 sm:p-4 ${gone ? 'bg-base-200' : 'bg-base-100'}`}
      >
        <img
          src={item.image}
          alt=""
          loading="lazy"
          className={`size-20 shrink-0 rounded-lg bg-base-200 object-contain sm:size-24 ${gone ? 'opacity-50 grayscale' : ''}`}
        />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-start gap-2">
            <h2
              id={headingId}
              className={`min-w-0 flex-1 font-semibold leading-snug [overflow-wrap:anywhere] ${gone ? 'text-base-content/70' : ''}`}
            >
              {name}
            </h2>
            {gone && <span className="badge badge-neutral badge-sm h-auto py-0.5">{t(`item.status.${gone}`)}</span>}
          </div>
          <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
            <span className={`text-lg font-bold ${gone ? 'text-base-content/60' : 'text-primary'}`}>{tk(item.price)}</span>
            {drop > 0 && (
              <>
                <span className="text-sm text-base-content/70">{t('item.was', { price: tk(item.priceWhenWatched) })}</span>
                {!gone && (
                  <span className="badge badge-success badge-sm h-auto py-0.5">{t('item.dropped', { amount: tk(drop) })}</span>
                )}
              </>
            )}
          </p>
          <p className="text-sm text-base-content/70">{gone ? t(`item.gone.${gone}`) : item.location}</p>
          <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
            <span className="text-xs text-base-content/70">{t('item.since', { date: date(item.watchedAt) })}</span>
            <button
              type="button"
              className="btn btn-ghost btn-sm min-h-11 text-error sm:min-h-8"
              aria-label={t('item.removeNamed', { name: item.productName })}
              disabled={setWatched.isPending}
              onClick={remove}
            >
              {t('item.remove')}
            </button>
          </div>
        </div>
      </article>
    </li>
  );
}
