import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Order, OrderState } from '@phonehaat/contract';
import { paths } from '../../../config/paths.ts';
import { formatMoment } from '../format-deal.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { CashOrderNote } from './cash-order-note.tsx';
import { OrderStateBadge } from './order-state-badge.tsx';
import { SellerOrderSteps } from './seller-order-steps.tsx';

/** States whose deadline the card shows (the server's `dueAt`), with the words for it. */
const dueStates = ['booked', 'accepted', 'paid', 'sent', 'handed_over'] as const satisfies readonly OrderState[];
type DueState = (typeof dueStates)[number];
const isDueState = (state: OrderState): state is DueState => (dueStates as readonly OrderState[]).includes(state);

/** One booking of the seller's phone, as a card that reads on a 360 px phone: who, where, what state, what to do. */
export function SellingOrderCard({ order }: { order: Order }) {
  const { t } = useTranslation('selling');
  const { tk, language } = useFormat();
  const headingId = `order-${order._id}`;

  return (
    <article aria-labelledby={headingId} className="card card-border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-start gap-3 sm:flex-nowrap">
          <img src={order.productImage} alt="" className="size-16 shrink-0 rounded-lg bg-base-200 object-cover" loading="lazy" />
          <div className="min-w-0 flex-1">
            <h2 id={headingId} className="font-semibold [overflow-wrap:anywhere]">
              {order.productName}
            </h2>
            <p className="text-sm font-semibold text-primary">{tk(order.price)}</p>
            <p className="text-xs text-base-content/70">{t('bookings.bookedOn', { time: formatMoment(order.createdAt, language) })}</p>
          </div>
          {/* On a phone the state takes its own line above, so the name keeps the card's width. */}
          <div className="order-first basis-full sm:order-none sm:basis-auto sm:shrink-0">
            <OrderStateBadge state={order.state} />
          </div>
        </div>

        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-xs font-semibold text-base-content/70">{t('bookings.buyer')}</dt>
            <dd className="font-medium [overflow-wrap:anywhere]">{order.buyerName}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold text-base-content/70">{t('bookings.phone')}</dt>
            <dd>
              <a
                href={`tel:${order.phone.replace(/[^\d+]/g, '')}`}
                className="link link-primary inline-flex min-h-8 items-center font-medium"
                aria-label={t('bookings.call', { name: order.buyerName, phone: order.phone })}
              >
                {order.phone}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-xs font-semibold text-base-content/70">{t('bookings.pickUp')}</dt>
            <dd className="[overflow-wrap:anywhere]">{order.pickUpLocation}</dd>
          </div>
        </dl>

        <CashOrderNote order={order} />
        {order.state === 'disputed' && <p className="text-sm text-base-content/80">{t('bookings.due.disputed')}</p>}
        {order.dueAt && isDueState(order.state) && (
          <p className="text-sm font-medium text-base-content/80">{t(`bookings.due.${order.state}`, { time: formatMoment(order.dueAt, language) })}</p>
        )}
        {order.trackingReference && (
          <p className="text-sm text-base-content/80 [overflow-wrap:anywhere]">{t('bookings.tracking', { reference: order.trackingReference })}</p>
        )}

        <div className="flex flex-wrap gap-2 border-t border-base-200 pt-3">
          <SellerOrderSteps order={order} size="sm" />
          <Link to={paths.order(order._id)} className="btn btn-ghost btn-sm">
            {t('bookings.details')}
          </Link>
        </div>
      </div>
    </article>
  );
}
