import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useMessageReports } from '../api/message-reports.ts';
import { MessageReportCard } from './message-report-card.tsx';

/** The reports page's second list (issue 39 §3): messages people reported, the oldest first as the server sends them. */
export function MessageReportsSection() {
  const { t } = useTranslation('moderation');
  const { amount } = useFormat();
  const reports = useMessageReports();
  const items = reports.data ?? [];
  return (
    <section aria-labelledby="message-reports" className="mt-10">
      <div className="mb-5 max-w-3xl">
        <h2 id="message-reports" className="text-xl font-bold">
          {t('messageReports.title')}
          {items.length > 0 && <span className="badge badge-warning ml-2 align-middle">{amount(items.length)}</span>}
        </h2>
        <p className="mt-1 text-base-content/70">{t('messageReports.intro')}</p>
      </div>
      {reports.isPending ? (
        <Spinner />
      ) : reports.isError ? (
        <LoadFailed what={t('messageReports.what')} onRetry={() => void reports.refetch()} retrying={reports.isFetching} />
      ) : items.length === 0 ? (
        <p className="rounded-box bg-base-200 p-6 text-center text-lg text-base-content/80">{t('messageReports.empty')}</p>
      ) : (
        <div className="flex flex-col gap-4">
          {items.map((report) => (
            <MessageReportCard key={report.id} report={report} />
          ))}
        </div>
      )}
    </section>
  );
}
