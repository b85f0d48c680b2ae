import { useTranslation } from 'react-i18next';
import { useReviewQueue } from './api/moderation-api.ts';
import { QueuePage } from './components/queue-page.tsx';
import { ReviewCard } from './components/review-card.tsx';

/** The admin's review queue (issue 26 item 7): listings of sellers not yet verified, the longest waiting first. */
export default function ReviewQueuePage() {
  const { t } = useTranslation('moderation');
  return (
    <QueuePage title={t('queue.title')} intro={t('queue.intro')} empty={t('queue.empty')} what={t('queue.what')} query={useReviewQueue()} badge>
      {(items) => items.map((item) => <ReviewCard key={item.product._id} item={item} />)}
    </QueuePage>
  );
}
