import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useLatestNotifications } from '../api/get-notifications.ts';
import { useMarkAllRead } from '../api/mark-read.ts';
import { useListFollowsCount } from '../use-list-follows-count.ts';
import { NotificationEntry } from './notification-entry.tsx';

/**
 * The bell's dropdown on wider screens (a phone opens the page instead): the newest notifications, Mark
 * all read, and See all. Loaded, with the notifications' texts, the first time it opens.
 */
export function NotificationPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('notifications-ui');
  const headingId = useId();
  const latest = useLatestNotifications();
  const markAll = useMarkAllRead();
  const [now] = useState(() => Date.now());
  useListFollowsCount(latest.data?.unread, latest.refetch);
  const items = latest.data?.items ?? [];

  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="absolute right-0 top-full z-50 mt-2 flex w-[min(24rem,calc(100vw-1.5rem))] flex-col overflow-hidden rounded-box border border-base-300 bg-base-100 text-base-content shadow-xl"
    >
      <header className="flex items-center justify-between gap-2 border-b border-base-300 py-2 pr-2 pl-4">
        <h2 id={headingId} className="text-base font-bold">
          {t('panel.title')}
        </h2>
        {(latest.data?.unread ?? 0) > 0 && (
          <button
            type="button"
            className="btn btn-ghost btn-sm text-primary"
            disabled={markAll.isPending}
            onClick={() => markAll.mutate(undefined, { onError: () => toast.error(t('list.markFailed')) })}
          >
            {t('list.markAllRead')}
          </button>
        )}
      </header>
      <div className="max-h-[min(30rem,65vh)] overflow-y-auto overscroll-contain">
        {latest.isPending ? (
          <Spinner label={t('panel.loading')} />
        ) : latest.isError ? (
          <div className="p-3">
            <LoadFailed what={t('list.what')} onRetry={() => void latest.refetch()} retrying={latest.isFetching} />
          </div>
        ) : items.length === 0 ? (
          <p className="p-6 text-center text-base-content/80">{t('list.empty')}</p>
        ) : (
          <ul className="divide-y divide-base-300">
            {items.map((item) => (
              <NotificationEntry key={item.id} item={item} now={now} compact onOpen={onClose} />
            ))}
          </ul>
        )}
      </div>
      <footer className="border-t border-base-300 p-2">
        <Link to={paths.notifications} className="btn btn-ghost btn-block" onClick={onClose}>
          {t('panel.seeAll')}
        </Link>
      </footer>
    </section>
  );
}
