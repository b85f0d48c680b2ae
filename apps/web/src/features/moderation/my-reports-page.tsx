import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useFormat } from '../../lib/i18n/use-format.ts';
import { useMyReports } from './api/moderation-api.ts';
import { QueuePage } from './components/queue-page.tsx';

const statusTone = { open: 'badge-info', dismissed: 'badge-ghost', upheld: 'badge-success' } as const;

/** The reporter's side (issue 26 item 8): the listings they reported and what an admin decided. */
export default function MyReportsPage() {
  const { t } = useTranslation('moderation');
  const { date } = useFormat();
  return (
    <QueuePage title={t('mine.title')} intro={t('mine.intro')} empty={t('mine.empty')} what={t('mine.what')} query={useMyReports()}>
      {(reports) => (
        <ul className="flex flex-col gap-3">
          {reports.map((report) => (
            <li key={report._id} className="rounded-box border border-base-300 p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                {report.status === 'upheld' ? (
                  <p className="font-semibold [overflow-wrap:anywhere]">{report.productName}</p>
                ) : (
                  <Link to={paths.product(report.productId)} className="link-hover font-semibold [overflow-wrap:anywhere]">
                    {report.productName}
                  </Link>
                )}
                <span className={`badge ${statusTone[report.status]}`}>{t(`reportStatus.${report.status}`)}</span>
              </div>
              <p className="mt-1 text-sm">{t(`reasons.${report.reason}`)}</p>
              {report.text && <p className="text-sm text-base-content/80 [overflow-wrap:anywhere]">{report.text}</p>}
              <p className="mt-1 text-xs text-base-content/70">
                {t('mine.reported', { when: date(report.createdAt) })}
                {report.resolvedAt && ` · ${t('mine.resolved', { when: date(report.resolvedAt) })}`}
              </p>
            </li>
          ))}
        </ul>
      )}
    </QueuePage>
  );
}
