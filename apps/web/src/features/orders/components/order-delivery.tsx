import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { divisionOf, type Order, type Parcel } from '@phonehaat/contract';
import { paths } from '../../../config/paths.ts';
import { useFormat, useLanguage } from '../../../lib/i18n/use-format.ts';
import { DeliveryAmounts } from '../../delivery/index.ts';
import { useMoment } from '../use-moment.ts';

/**
 * A courier order's delivery (issue 42), to both sides and admins: where it goes, the fee apart from the
 * price and the total; once the seller booked the pickup, the parcel — courier, codes, status, the law's
 * deadline and its tracking — and, for the seller and admins, the label to print.
 */
export function OrderDeliverySection({ order }: { order: Order }) {
  const { t } = useTranslation('delivery');
  const { tk } = useFormat();
  const language = useLanguage();
  const delivery = order.courier;
  if (!delivery) return null;
  const sides = order.viewerSides ?? [];
  const mayPrint = sides.includes('seller') || sides.includes('admin');
  const division = divisionOf(delivery.address.division);

  return (
    <section aria-labelledby="order-delivery-title" className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-4" data-testid="order-delivery">
      <h2 id="order-delivery-title" className="text-lg font-semibold">
        {t('order.title')}
      </h2>
      <dl className="grid grid-cols-1 gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-base-content/70">{t('order.address')}</dt>
        <dd className="mb-1 break-words sm:mb-0">
          {delivery.addressLine}
          {division && <span className="text-base-content/70"> · {language === 'bn' ? division.bn : division.en}</span>}
        </dd>
        <dt className="text-base-content/70">{t('order.mobile')}</dt>
        <dd className="mb-1 sm:mb-0">
          <a href={`tel:${delivery.address.phone}`} className="link">
            {delivery.address.phone}
          </a>
        </dd>
        <dt className="text-base-content/70">{t('order.pickupFrom')}</dt>
        <dd className="break-words">{delivery.pickupFrom}</dd>
      </dl>
      <DeliveryAmounts priceTk={order.price} feeTk={delivery.feeTk} totalTk={delivery.totalTk} className="max-w-sm text-sm" />
      {delivery.cashOnDelivery && (
        <p className="rounded-box bg-warning/10 px-3 py-2 text-sm">{t('order.cod', { amount: tk(delivery.totalTk) })}</p>
      )}
      {delivery.parcel ? (
        <ParcelDetails parcel={delivery.parcel} labelPath={mayPrint ? paths.orderLabel(order._id) : null} />
      ) : (
        <p className="text-sm text-base-content/70">{t('order.notBooked')}</p>
      )}
    </section>
  );
}

function ParcelDetails({ parcel, labelPath }: { parcel: Parcel; labelPath: string | null }) {
  const { t } = useTranslation('delivery');
  const { tk } = useFormat();
  const moment = useMoment();
  const none = t('order.none');
  return (
    <div className="flex flex-col gap-3 border-t border-base-300 pt-3" data-testid="parcel">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{t('order.parcel')}</h3>
        <ParcelStatus parcel={parcel} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-base-content/70">{t('order.courier')}</dt>
        <dd>{t(`couriers.${parcel.courier}`)}</dd>
        <dt className="text-base-content/70">{t('order.trackingCode')}</dt>
        <dd className="font-mono text-base font-semibold break-all">{parcel.trackingCode ?? none}</dd>
        <dt className="text-base-content/70">{t('order.consignmentId')}</dt>
        <dd className="font-mono break-all">{parcel.consignmentId ?? none}</dd>
        <dt className="text-base-content/70">{t('order.deliverBy')}</dt>
        <dd>
          <time dateTime={parcel.deliverBy}>{moment(parcel.deliverBy)}</time>
        </dd>
        {parcel.collectedTk !== null && (
          <>
            <dt className="text-base-content/70">{t('order.collected')}</dt>
            <dd>{tk(parcel.collectedTk)}</dd>
          </>
        )}
      </dl>
      {parcel.events.length > 0 && <ParcelEvents events={parcel.events} />}
      {labelPath && (
        <Link to={labelPath} className="btn btn-outline btn-sm w-fit">
          {t('order.printLabel')}
        </Link>
      )}
    </div>
  );
}

function ParcelStatus({ parcel }: { parcel: Pick<Parcel, 'status' | 'rawStatus'> }) {
  const { t } = useTranslation('delivery');
  const tone = parcel.status === 'delivered' ? 'badge-success' : parcel.status === 'returned' || parcel.status === 'cancelled' ? 'badge-error' : 'badge-info';
  return (
    <span className={`badge badge-soft ${tone} h-auto whitespace-normal`} title={parcel.rawStatus} data-testid="parcel-status">
      {t(`statuses.${parcel.status}`)}
    </span>
  );
}

/** The courier's updates, newest first: what a buyer checks while waiting. */
function ParcelEvents({ events }: { events: Parcel['events'] }) {
  const { t } = useTranslation('delivery');
  const moment = useMoment();
  const newestFirst = [...events].reverse();
  return (
    <div>
      <h4 className="mb-1 text-sm font-semibold">{t('order.tracking')}</h4>
      <ol className="flex flex-col gap-1.5 text-sm" aria-label={t('order.tracking')}>
        {newestFirst.map((event, index) => (
          <li key={`${event.at}-${index}`} className="flex flex-col border-s-2 border-base-300 ps-3 sm:flex-row sm:gap-3">
            <time dateTime={event.at} className="shrink-0 text-base-content/70 tabular-nums">
              {moment(event.at)}
            </time>
            <span>
              <span className="font-medium">{t(`statuses.${event.status}`)}</span>
              {event.message && <span className="text-base-content/70"> · {event.message}</span>}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
