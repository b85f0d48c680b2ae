import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed } from '../../components/ui/load-failed.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { paths } from '../../config/paths.ts';
import { useWatchlist } from './api/get-watchlist.ts';
import { HeartIcon } from './components/heart-icon.tsx';
import { WatchedItem } from './components/watched-item.tsx';

/**
 * /dashboard/watchlist (issue 39 §5), for every signed-in person: the phones they pressed the heart on, those
 * still on sale first. A price drop or a sale is also told through the notifications.
 */
export default function WatchlistPage() {
  const { t } = useTranslation('watchlist');
  const list = useWatchlist();
  const items = list.data?.items ?? [];
  // Still for sale first, each group in the server's order (the latest watched first).
  const sorted = [...items.filter((item) => item.status === 'live'), ...items.filter((item) => item.status !== 'live')];

  return (
    <section className="max-w-6xl">
      <PageTitle>{t('page.title')}</PageTitle>
      <div className="mb-5 max-w-3xl">
        <h1 className="text-2xl font-bold">{t('page.title')}</h1>
        <p className="mt-1 text-base-content/70">{t('page.intro')}</p>
      </div>
      {list.isPending ? (
        <Spinner />
      ) : list.isError && items.length === 0 ? (
        <LoadFailed what={t('page.what')} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : items.length === 0 ? (
        <div className="flex max-w-3xl flex-col items-center gap-3 rounded-box bg-base-200 p-8 text-center">
          <HeartIcon filled={false} className="size-12 text-error" />
          <p className="text-lg font-semibold">{t('empty.title')}</p>
          <p className="text-base-content/80">{t('empty.body')}</p>
          <Link to={paths.products} className="btn btn-primary mt-2 min-h-11">
            {t('empty.browse')}
          </Link>
        </div>
      ) : (
        <ul className="grid gap-3 sm:gap-4 lg:grid-cols-2 2xl:grid-cols-3" aria-label={t('page.title')}>
          {sorted.map((item) => (
            <WatchedItem key={item.productId} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
