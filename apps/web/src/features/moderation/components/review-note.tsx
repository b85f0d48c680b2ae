import { useTranslation } from 'react-i18next';
import type { Product } from '@phonehaat/contract';

/**
 * Where the seller's own listing stands in review when it is not public (issue 26): waiting, rejected
 * with the admin's reason (fixed by editing), or hidden by reports. Nothing for a live listing. A listing
 * that was live and waits again says why, from its cause code (decision 0052: an unverified seller's edit).
 */
export function ReviewNote({ review, compact = false }: { review: Product['review']; compact?: boolean }) {
  const { t } = useTranslation('moderation');
  if (!review) return null;
  const tone = review.status === 'pending' ? 'alert-info' : review.status === 'rejected' ? 'alert-error' : 'alert-warning';
  const hint = t(`review.${review.status}Hint`);
  return (
    <div role="status" className={`alert ${tone} ${compact ? 'alert-soft items-start px-3 py-2 text-sm' : 'alert-soft'} grid-cols-1`}>
      <div className="flex flex-col gap-1 [overflow-wrap:anywhere]">
        <span className="font-semibold">{t(`review.${review.status}`)}</span>
        {review.status === 'rejected' && review.reason && <span>{t('review.reason', { reason: review.reason })}</span>}
        {review.cause ? (
          <span className="text-base-content/80">{t(`review.causes.${review.cause}`)}</span>
        ) : !compact || review.status === 'rejected' ? (
          <span className="text-base-content/80">{hint}</span>
        ) : null}
      </div>
    </div>
  );
}
