import { useTranslation } from 'react-i18next';
import type { Order } from '@phonehaat/contract';
import { useFormat } from '../../../../lib/i18n/use-format.ts';
import { disputeAge, disputeDetails } from './dispute-details.ts';
import { DisputeConversation } from './dispute-conversation.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { ResolveForm } from './resolve-form.tsx';

/** One open dispute: the phone and both sides, what the buyer reported and how long ago, the timeline, and the decision. */
export function DisputeCard({ order, now }: { order: Order; now: number }) {
  const { t } = useTranslation('admin');
  const { tk, amount } = useFormat();
  const details = disputeDetails(order);
  const age = details.at ? disputeAge(details.at, now) : null;
  const headingId = `dispute-${order._id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-box border border-base-300 bg-base-100 p-4 sm:p-5"
      data-testid="dispute"
    >
      <header className="flex flex-wrap items-start gap-3">
        <img src={order.productImage} alt="" className="size-16 shrink-0 rounded-lg object-cover" loading="lazy" />
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-lg font-semibold">
            {order.productName}
          </h2>
          <p className="text-base-content/80">{tk(order.price)}</p>
          {age && (
            <span className={`badge mt-1 h-auto py-0.5 ${age.overdue ? 'badge-error' : 'badge-warning'}`}>
              {age.unit === 'hours' && age.count === 0
                ? t('disputes.openUnderAnHour')
                : t(age.unit === 'hours' ? 'disputes.openForHours' : 'disputes.openForDays', {
                    count: age.count,
                    age: amount(age.count),
                  })}
            </span>
          )}
        </div>
      </header>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-base-content/70">{t('disputes.buyer')}</dt>
          <dd className="font-medium">
            {order.buyerName} ·{' '}
            <a className="link" href={`tel:${order.phone}`}>
              {order.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-base-content/70">{t('disputes.seller')}</dt>
          <dd className="font-medium">{order.sellerName}</dd>
        </div>
      </dl>
      <div className="mt-4 rounded-box bg-warning/10 p-3">
        <p className="text-sm font-semibold">
          {t('disputes.reason')}: {details.reason ? t(`disputes.reasons.${details.reason}`) : t('disputes.reasons.other')}
        </p>
        <blockquote className="mt-1 break-words whitespace-pre-line">{details.text}</blockquote>
      </div>
      {/* Issue 39 §6: what the buyer and the seller wrote to each other, opened on demand (the read is logged). */}
      <DisputeConversation orderId={order._id} />
      <div className="mt-4 grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-label={t('disputes.timeline')}>
          <h3 className="mb-2 text-sm font-semibold">{t('disputes.timeline')}</h3>
          <OrderTimeline events={order.timeline ?? []} />
        </section>
        <ResolveForm orderId={order._id} productName={order.productName} />
      </div>
    </article>
  );
}
