import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useDisputes } from './api/get-disputes.ts';
import { DisputeCard } from './components/dispute-card.tsx';

/** The admin's disputes queue (issue 24): every open dispute, the longest waiting first, each resolved here. */
export default function DisputesPage() {
  const { t } = useTranslation('admin');
  const { amount } = useFormat();
  const disputes = useDisputes();
  // The ages are read against one moment per visit, so they do not tick while the admin reads.
  const [now] = useState(() => Date.now());

  return (
    <section>
      <PageTitle>{t('disputes.title')}</PageTitle>
      <div className="mb-5 max-w-3xl">
        <h1 className="text-2xl font-bold">
          {t('disputes.title')}
          {disputes.data && disputes.data.length > 0 && (
            <span className="badge badge-error ml-2 align-middle">{amount(disputes.data.length)}</span>
          )}
        </h1>
        <p className="mt-1 text-base-content/70">{t('disputes.intro')}</p>
      </div>
      {disputes.isPending ? (
        <Spinner />
      ) : disputes.isError ? (
        <LoadFailed what={t('disputes.what')} onRetry={() => void disputes.refetch()} retrying={disputes.isFetching} />
      ) : disputes.data.length === 0 ? (
        <p className="rounded-box bg-base-200 p-6 text-center text-lg text-base-content/80">{t('disputes.empty')}</p>
      ) : (
        <div className="flex flex-col gap-4">
          {disputes.data.map((order) => (
            <DisputeCard key={order._id} order={order} now={now} />
          ))}
        </div>
      )}
    </section>
  );
}
