import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { MAX_REVIEW_REASON, type ReviewQueueItem } from '@phonehaat/contract';
import { Modal } from '../../../components/ui/modal.tsx';
import { paths } from '../../../config/paths.ts';
import { useErrorText } from '../../../lib/i18n/translate-message.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useReviewDecision } from '../api/moderation-api.ts';
import { ListingSummary } from './listing-summary.tsx';

/**
 * What the admin checks besides the listing: the verification photo, whose paper should read the
 * listing code the seller was shown that day (decision 0040), and other live listings with its IMEI.
 */
function ReviewEvidence({ item }: { item: ReviewQueueItem }) {
  const { t } = useTranslation(['moderation', 'photos']);
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-2" data-testid="review-evidence">
      <div>
        <dt className="font-semibold">{t('queue.verificationPhoto')}</dt>
        <dd className="text-base-content/70">
          {item.verificationPhoto ? (
            <>
              <span className="mt-1 block">
                {t('photos:verification.expected')}{' '}
                <strong className="font-mono tracking-widest text-base-content" data-testid="review-listing-code">
                  {item.listingCode}
                </strong>
              </span>
              <a href={item.verificationPhoto} target="_blank" rel="noreferrer" className="mt-1 block w-fit">
                <img src={item.verificationPhoto} alt={t('queue.verificationPhoto')} className="max-h-48 rounded-box border border-base-300" />
              </a>
            </>
          ) : (
            t('queue.noVerificationPhoto')
          )}
        </dd>
      </div>
      <div>
        <dt className="font-semibold">{t('queue.imeiCollisions')}</dt>
        <dd className="text-base-content/70">
          {item.imeiCollisions.length === 0 ? (
            t('queue.noImeiCollisions')
          ) : (
            <ul className="list-disc pl-5">
              {item.imeiCollisions.map((other) => (
                <li key={other.productId}>
                  <Link to={paths.product(other.productId)} className="link">
                    {other.productName}
                  </Link>{' '}
                  · {other.seller}
                </li>
              ))}
            </ul>
          )}
        </dd>
      </div>
    </dl>
  );
}

/** One waiting listing: approve it, or reject it with a reason its seller reads. */
export function ReviewCard({ item }: { item: ReviewQueueItem }) {
  const { t } = useTranslation('moderation');
  const { date } = useFormat();
  const errorText = useErrorText();
  const decide = useReviewDecision();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const { product } = item;

  async function approve() {
    try {
      await decide.mutateAsync({ id: product._id, body: { decision: 'approve' } });
      toast.success(t('queue.approved'));
    } catch (error) {
      toast.error(errorText(error));
    }
  }

  async function reject(event: React.FormEvent) {
    event.preventDefault();
    if (reason.trim() === '') return setMissing(true);
    try {
      await decide.mutateAsync({ id: product._id, body: { decision: 'reject', reason: reason.trim() } });
      setRejecting(false);
      toast.success(t('queue.rejectedToast'));
    } catch (error) {
      toast.error(errorText(error));
    }
  }

  return (
    <article className="card border border-base-300 bg-base-100" aria-label={product.productName}>
      <div className="card-body gap-4 p-4 sm:p-5">
        <ListingSummary product={product} />
        <p className="text-sm text-base-content/80 [overflow-wrap:anywhere]">
          <span className="font-semibold">{t('queue.seller')}:</span> {product.seller} · {item.sellerEmail} ·{' '}
          {t('queue.waiting', { when: date(item.waitingSince) })}
        </p>
        <details className="text-sm">
          <summary className="cursor-pointer font-semibold">{t('queue.details')}</summary>
          <p className="mt-2 whitespace-pre-line text-base-content/80 [overflow-wrap:anywhere]">{product.details}</p>
        </details>
        <ReviewEvidence item={item} />
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn btn-success" disabled={decide.isPending} onClick={() => void approve()}>
            {t('queue.approve')}
          </button>
          <button type="button" className="btn btn-outline btn-error" disabled={decide.isPending} onClick={() => setRejecting(true)}>
            {t('queue.reject')}
          </button>
        </div>
      </div>
      <Modal open={rejecting} onClose={() => setRejecting(false)} title={t('queue.reject')}>
        <form noValidate onSubmit={(event) => void reject(event)} className="flex flex-col gap-3">
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('queue.rejectReason')}
            <textarea
              className={`textarea w-full ${missing ? 'textarea-error' : ''}`}
              rows={3}
              maxLength={MAX_REVIEW_REASON}
              placeholder={t('queue.rejectPlaceholder')}
              value={reason}
              aria-invalid={missing || undefined}
              onChange={(event) => {
                setReason(event.target.value);
                setMissing(false);
              }}
            />
          </label>
          {missing && (
            <p className="text-sm text-error" role="alert">
              {t('queue.reasonRequired')}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <button type="button" className="btn btn-ghost" onClick={() => setRejecting(false)}>
              {t('queue.cancel')}
            </button>
            <button type="submit" className="btn btn-error" disabled={decide.isPending}>
              {t('queue.confirmReject')}
            </button>
          </div>
        </form>
      </Modal>
    </article>
  );
}
