import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { NotificationTrouble } from '@phonehaat/contract';
import { LoadFailed } from '../../components/ui/load-failed.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useFormat } from '../../lib/i18n/use-format.ts';
import { useNotificationTrouble, useRetryDelivery } from './api/notification-trouble.ts';

/**
 * /dashboard/notification-trouble (issue 38, admins): emails, SMS and pushes that failed after their
 * retries, or that a worker's crash left uncertain (an email then may or may not have arrived: sending it
 * again is the admin's call, once they know).
 */
export default function NotificationTroublePage() {
  const { t } = useTranslation('notifications-ui');
  const trouble = useNotificationTrouble();
  return (
    <section className="max-w-4xl">
      <PageTitle>{t('trouble.title')}</PageTitle>
      <h1 className="text-2xl font-bold">{t('trouble.title')}</h1>
      <p className="mt-1 mb-4 text-base-content/70">{t('trouble.intro')}</p>
      {trouble.isPending ? (
        <Spinner />
      ) : trouble.isError ? (
        <LoadFailed what={t('trouble.what')} onRetry={() => void trouble.refetch()} retrying={trouble.isFetching} />
      ) : trouble.data.length === 0 ? (
        <p className="rounded-box bg-base-200 p-6 text-center text-lg text-base-content/80">{t('trouble.empty')}</p>
      ) : (
        <ul className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100" aria-label={t('trouble.title')}>
          {trouble.data.map((item) => (
            <TroubleEntry key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}

function TroubleEntry({ item }: { item: NotificationTrouble }) {
  const { t } = useTranslation('notifications-ui');
  const format = useFormat();
  const retry = useRetryDelivery();
  const send = () =>
    retry.mutate(item.id, {
      onSuccess: () => toast.success(t('trouble.retried')),
      onError: () => toast.error(t('trouble.retryFailed')),
    });
  return (
    <li className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="delivery-trouble">
      <div className="min-w-0">
        <p className="font-medium">
          <span className={`badge me-2 ${item.state === 'failed' ? 'badge-error' : 'badge-warning'}`}>
            {t(`trouble.states.${item.state}`)}
          </span>
          {t(`settings.channels.${item.channel}`)} · {t(`kinds.${item.kind}`)}
        </p>
        <p className="break-all text-sm">{item.recipient}</p>
        <p className="text-sm text-base-content/70">
          {format.date(item.updatedAt)} · {t('trouble.attempts', { count: item.attempts })}
          {item.lastError && <span className="block break-words">{item.lastError}</span>}
        </p>
      </div>
      <button
        type="button"
        className="btn btn-outline btn-sm min-h-11 shrink-0 sm:min-h-8"
        disabled={retry.isPending}
        onClick={send}
      >
        {retry.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {t('trouble.retry')}
      </button>
    </li>
  );
}
