import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Order } from '@phonehaat/contract';
import { Spinner } from '../../components/ui/spinner.tsx';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-error.ts';
import { useFormat } from '../../lib/i18n/use-format.ts';
import { CashAtMeetupOption } from '../payments/index.ts';
// Issue 39 §1: the buyer's and the seller's conversation goes on below the deal (its code loads with it).
import { OrderConversation } from '../conversations/index.ts';
import { CashOrderNote } from './components/cash-order-note.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { useOrder } from './api/order-api.ts';
import { HandoverCodeCard } from './components/handover-code-card.tsx';
import { OrderActions } from './components/order-actions.tsx';
import { OrderDeliverySection } from './components/order-delivery.tsx';
import { OrderImei } from './components/order-imei.tsx';
import { OrderReviews } from './components/order-reviews.tsx';
import { OrderStateBadge } from './components/order-state-badge.tsx';
import { OrderTimeline } from './components/order-timeline.tsx';
import { ReviewForm } from './components/review-form.tsx';
import { useMoment } from './use-moment.ts';

/** The order's page: its buyer, its seller and admins see the phone, the people, the state, the code (buyer), the actions and the timeline. */
export default function OrderPage() {
  const { t } = useTranslation('orders');
  const { id = '' } = useParams();
  const order = useOrder(id);

  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-4">
      <Link to={paths.myOrders} className="link link-hover w-fit text-sm">
        ← {t('page.back')}
      </Link>
      <PageHeading title={t('page.title')} />
      {order.isPending ? (
        <Spinner />
      ) : order.isError ? (
        <OrderLoadError error={order.error} onRetry={() => void order.refetch()} retrying={order.isFetching} />
      ) : (
        <OrderDetails order={order.data} />
      )}
    </section>
  );
}

/** Where a buyer reads how held money, problem reports and refunds work (issue 36 item 21). */
function BuyerHelp() {
  const { t } = useTranslation('orders');
  return (
    <nav aria-label={t('help.label')} className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      <Link to={paths.help.buyerProtection} className="link">
        {t('help.protection')}
      </Link>
      <Link to={paths.help.refunds} className="link">
        {t('help.refunds')}
      </Link>
    </nav>
  );
}

function OrderLoadError({ error, onRetry, retrying }: { error: Error; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('orders');
  const status = error instanceof ApiError ? error.status : 0;
  const text = status === 403 ? t('page.notYours') : status === 404 ? t('page.notFound') : t('page.loadError');
  return (
    <div role="alert" className="rounded-box border border-base-300 bg-base-200 p-6 text-center">
      <p className="font-semibold">{text}</p>
      {status !== 403 && status !== 404 && (
        <button type="button" className="btn btn-primary mt-4" onClick={onRetry} disabled={retrying}>
          {t('actions.retry')}
        </button>
      )}
    </div>
  );
}

function OrderDetails({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const { tk } = useFormat();
  const moment = useMoment();
  const isBuyer = order.viewerSides?.includes('buyer') ?? false;
  // An admin reads the order, not the conversation (theirs is logged and opened from a dispute or a report).
  const isParty = isBuyer || (order.viewerSides?.includes('seller') ?? false);
  const due = dueNote(order, isBuyer);

  return (
    <>
      {/* A small photo beside the facts, so that on a phone the hand-over code is on the first screen too. */}
      <article className="grid grid-cols-[5rem_1fr] items-start gap-3 rounded-box border border-base-300 bg-base-100 p-4 sm:grid-cols-[10rem_1fr] sm:gap-x-4">
        <img
          src={order.productImage}
          alt=""
          className="aspect-square w-20 rounded-lg bg-base-200 object-contain sm:row-span-2 sm:aspect-[4/3] sm:w-40"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h2 className="text-xl font-semibold break-words">
              <Link to={paths.product(order.productId)} className="link-hover">
                {order.productName}
              </Link>
            </h2>
            <OrderStateBadge state={order.state} mayPay={isBuyer && order.actions.includes('pay')} />
          </div>
          <p className="text-2xl font-bold text-primary">
            <span className="sr-only">{t('page.price')}: </span>
            {tk(order.price)}
          </p>
        </div>
        <div className="col-span-2 flex flex-col gap-2 sm:col-span-1 sm:col-start-2">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-base-content/70">{t('page.seller')}</dt>
            <dd>
              <Link
                to={paths.seller(order.sellerId)}
                className="link"
                aria-label={t('page.sellerPage', { name: order.sellerName })}
              >
                {order.sellerName}
              </Link>
              <span className="text-base-content/70"> · {order.sellerLocation}</span>
              {/* Issue 39 §3: the seller's number, once they have accepted. */}
              {isBuyer && order.otherPhone && (
                <>
                  {' · '}
                  <a href={`tel:${order.otherPhone}`} className="link link-primary font-semibold">
                    {order.otherPhone}
                  </a>
                </>
              )}
            </dd>
            <dt className="text-base-content/70">{t('page.buyer')}</dt>
            <dd>
              {order.buyerName}
              {!isBuyer && <span className="text-base-content/70"> · {order.phone}</span>}
            </dd>
            {/* A courier order's address is in its delivery section (issue 42). */}
            {!order.courier && (
              <>
                <dt className="text-base-content/70">{t('page.pickUp')}</dt>
                <dd className="break-words">{order.pickUpLocation}</dd>
              </>
            )}
          </dl>
          <p className="text-sm text-base-content/70">{t('page.booked', { date: moment(order.createdAt) })}</p>
          {order.trackingReference && (
            <p className="text-sm">{t('page.trackingReference', { reference: order.trackingReference })}</p>
          )}
        </div>
      </article>

      {/* A cash-on-delivery order is paid to the courier, not at a meet-up (issue 42): its delivery section says so. */}
      {!order.courier && <CashOrderNote order={order} />}
      <OrderDeliverySection order={order} />
      {/* A courier order has no meet-up, so no hand-over code to show. */}
      {order.handoverCode && !order.courier ? (
        <HandoverCodeCard code={order.handoverCode} dueText={due} />
      ) : (
        due && <p className="rounded-box bg-base-200 px-4 py-3 text-sm">{due}</p>
      )}
      <OrderImei order={order} />
      <OrderActions order={order} />
      {isBuyer && <BuyerHelp />}
      <CashAtMeetupOption order={order} />
      {isParty && (
        <Suspense fallback={null}>
          <OrderConversation orderId={order._id} otherName={isBuyer ? order.sellerName : order.buyerName} />
        </Suspense>
      )}
      {order.canReview && <ReviewForm order={order} />}
      {order.reviews && <OrderReviews reviews={order.reviews} />}
      {order.timeline && <OrderTimeline events={order.timeline} />}
    </>
  );

  /** What the pending timer means to the buyer, in words: none for a seller or admin (their pages say it their way). */
  function dueNote(current: Order, buyer: boolean): string | undefined {
    if (!buyer || !current.dueAt) return undefined;
    const date = moment(current.dueAt);
    if (current.state === 'booked') return t('page.answerDue', { date });
    if (current.state === 'paid' || current.state === 'sent') return t('page.handoverDue', { date });
    if (current.state === 'handed_over') return t('page.autoComplete', { date });
    return undefined;
  }
}
