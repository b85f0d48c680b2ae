import { useTranslation } from 'react-i18next';
import { useReportedListings } from './api/moderation-api.ts';
import { MessageReportsSection } from './components/message-reports-section.tsx';
import { QueuePage } from './components/queue-page.tsx';
import { ReportedCard } from './components/reported-card.tsx';

/**
 * The admin's reports queue (issue 26 item 8): listings with open reports, hidden ones first; then the
 * reported messages (issue 39 §3), each thread readable through its report.
 */
export default function ReportsPage() {
  const { t } = useTranslation('moderation');
  return (
    <>
      <QueuePage title={t('reports.title')} intro={t('reports.intro')} empty={t('reports.empty')} what={t('reports.what')} query={useReportedListings()} badge>
        {(entries) => entries.map((entry) => <ReportedCard key={entry.product._id} entry={entry} />)}
      </QueuePage>
      <MessageReportsSection />
    </>
  );
}
