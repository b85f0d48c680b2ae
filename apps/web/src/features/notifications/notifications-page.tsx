import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { LoadFailed } from '../../components/ui/load-failed.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { paths } from '../../config/paths.ts';
import { useRole } from '../../lib/auth/use-role.ts';
import { useNotificationFeed } from './api/get-notifications.ts';
import { useUnreadCount } from './api/get-unread-count.ts';
import { useMarkAllRead } from './api/mark-read.ts';
import { NotificationEntry } from './components/notification-entry.tsx';
import { useListFollowsCount } from './use-list-follows-count.ts';

/**
 * /dashboard/notifications (issue 38), for every signed-in role: all of a person's notifications, newest
 * first, unread ones marked; each opens what it is about. Older ones load on demand.
 */
export default function NotificationsPage() {
  const { t } = useTranslation('notifications-ui');
  const feed = useNotificationFeed();
  const { isAdmin } = useRole();
  const markAll = useMarkAllRead();
  const [now] = useState(() => Date.now());
  const firstPage = feed.data?.pages[0];
  useListFollowsCount(firstPage?.unread, feed.refetch);
  const unread = useUnreadCount().data?.unread ?? firstPage?.unread ?? 0;
  const items = feed.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section className="max-w-3xl">
      <PageTitle>{t('page.title')}</PageTitle>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <div>
          <h1 className="text-2xl font-bold">{t('page.title')}</h1>
          <p className="mt-1 text-base-content/70">{t('page.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {unread > 0 && (
            <button
              type="button"
              className="btn btn-outline btn-primary min-h-11 sm:min-h-0"
              disabled={markAll.isPending}
              onClick={() => markAll.mutate(undefined, { onError: () => toast.error(t('list.markFailed')) })}
            >
              {markAll.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
              {t('list.markAllRead')}
            </button>
          )}
          <Link to={paths.notificationSettings} className="btn btn-ghost min-h-11 sm:min-h-0">
            <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
              <path strokeLinecap="round" d="M4 7h10M18 7h2M4 17h4M12 17h8" />
              <circle cx="16" cy="7" r="2" />
              <circle cx="10" cy="17" r="2" />
            </svg>
            {t('page.settings')}
          </Link>
          {isAdmin && (
            <Link to={paths.notificationTrouble} className="btn btn-ghost min-h-11 sm:min-h-0">
              {t('trouble.link')}
            </Link>
          )}
        </div>
      </div>
      {feed.isPending ? (
        <Spinner />
      ) : feed.isError && items.length === 0 ? (
        <LoadFailed what={t('list.what')} onRetry={() => void feed.refetch()} retrying={feed.isFetching} />
      ) : items.length === 0 ? (
        <p className="rounded-box bg-base-200 p-6 text-center text-lg text-base-content/80">{t('list.empty')}</p>
      ) : (
        <>
          <ul
            className="divide-y divide-base-300 overflow-hidden rounded-box border border-base-300 bg-base-100"
            aria-label={t('page.title')}
          >
            {items.map((item) => (
              <NotificationEntry key={item.id} item={item} now={now} />
            ))}
          </ul>
          {feed.hasNextPage && (
            <div className="mt-4 flex justify-center">
              <button
                type="button"
                className="btn btn-outline min-h-11 w-full sm:w-auto"
                disabled={feed.isFetchingNextPage}
                onClick={() => void feed.fetchNextPage()}
              >
                {feed.isFetchingNextPage && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
                {t('list.loadMore')}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
