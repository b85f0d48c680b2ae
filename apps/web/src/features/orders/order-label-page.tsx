import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { divisionOf, type Order, type OrderDelivery, type Parcel } from '@phonehaat/contract';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { paths } from '../../config/paths.ts';
import { useRole } from '../../lib/auth/use-role.ts';
import { useFormat } from '../../lib/i18n/use-format.ts';
import { useOrder } from './api/order-api.ts';

/**
 * Printed, only the label shows: the dashboard's header, menu and this page's buttons are hidden, and the
 * label sits at the top left of the sheet (its border kept, to cut along).
 */
const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  .parcel-label, .parcel-label * { visibility: visible !important; }
  .parcel-label { position: absolute; inset: 0 auto auto 0; width: 100mm; margin: 0; box-shadow: none; }
  @page { margin: 8mm; }
}`;

/** /dashboard/orders/{id}/label (issue 42): a courier order's parcel label, for its seller and admins to print. */
export default function OrderLabelPage() {
  const { t } = useTranslation('delivery');
  const { id = '' } = useParams();
  const order = useOrder(id);
  const role = useRole();

  let body: React.ReactNode;
  if (order.isPending || role.loading) body = <Spinner />;
  else if (order.isError) body = <Notice text={t('label.notYours')} />;
  else if (!mayPrint(order.data, role.isAdmin)) body = <Notice text={t('label.notYours')} />;
  else if (!order.data.courier?.parcel) body = <Notice text={t('label.notBooked')} />;
  else body = <ParcelLabel order={order.data} delivery={order.data.courier} parcel={order.data.courier.parcel} />;

  return (
    <section className="mx-auto flex max-w-xl flex-col gap-4">
      <PageTitle>{t('label.title')}</PageTitle>
      <style>{PRINT_CSS}</style>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link to={paths.order(id)} className="link link-hover text-sm">
          ← {t('label.back')}
        </Link>
        <button type="button" className="btn btn-primary" onClick={() => window.print()} disabled={!order.data?.courier?.parcel}>
          <PrinterIcon />
          {t('label.print')}
        </button>
      </div>
      {body}
    </section>
  );
}

const mayPrint = (order: Order, isAdmin: boolean) => isAdmin || (order.viewerSides ?? []).some((side) => side === 'seller' || side === 'admin');

function Notice({ text }: { text: string }) {
  return (
    <p role="alert" className="rounded-box border border-base-300 bg-base-200 p-6 text-center font-semibold">
      {text}
    </p>
  );
}

/** What the rider reads at a glance: the codes big, then who and where, and the cash to collect or none. */
function ParcelLabel({ order, delivery, parcel }: { order: Order; delivery: OrderDelivery; parcel: Parcel }) {
  const { t } = useTranslation(['delivery', 'common']);
  const { tk } = useFormat();
  const { address } = delivery;
  const division = divisionOf(address.division)?.en ?? address.division;
  return (
    <article className="parcel-label flex flex-col gap-3 rounded-box border-2 border-base-content bg-base-100 p-4 text-base-content" data-testid="parcel-label">
      <header className="flex items-baseline justify-between gap-2 border-b-2 border-base-content pb-2">
        <p className="text-2xl font-black tracking-tight">{t('common:brand.name')}</p>
        <p className="text-sm">{t(`couriers.${parcel.courier}`)}</p>
      </header>
      <dl className="grid gap-2">
        <LabelCode label={t('label.consignment')} value={parcel.consignmentId} />
        <LabelCode label={t('label.tracking')} value={parcel.trackingCode} />
        <div>
          <dt className="text-xs font-semibold uppercase">{t('label.invoice')}</dt>
          <dd className="font-mono text-sm break-all">{order._id}</dd>
        </div>
      </dl>
      <div className="border-t-2 border-dashed border-base-content pt-2">
        <p className="text-xs font-semibold uppercase">{t('label.to')}</p>
        <p className="text-lg font-bold break-words">{order.buyerName}</p>
        <p className="font-mono text-lg font-semibold">{address.phone}</p>
        <p className="break-words">{delivery.addressLine}</p>
        {/* The address line ends with the district; the division is the sorting hub's word. */}
        <p>
          {t('booking.division')}: {division}
        </p>
      </div>
      <p
        className={`rounded-box border-2 p-2 text-center text-lg font-bold ${parcel.codAmountTk > 0 ? 'border-base-content' : 'border-dashed border-base-content/60'}`}
        data-testid="label-cod"
      >
        {parcel.codAmountTk > 0 ? t('label.collect', { amount: tk(parcel.codAmountTk) }) : t('label.collectNothing')}
      </p>
      <div className="border-t-2 border-dashed border-base-content pt-2 text-sm">
        <p className="text-xs font-semibold uppercase">{t('label.from')}</p>
        <p className="font-semibold break-words">{order.sellerName}</p>
        <p className="break-words">{delivery.pickupFrom}</p>
      </div>
    </article>
  );
}

function LabelCode({ label, value }: { label: string; value: string | null }) {
  const { t } = useTranslation('delivery');
  return (
    <div>
      <dt className="text-xs font-semibold uppercase">{label}</dt>
      <dd className="font-mono text-3xl leading-tight font-black break-all sm:text-4xl">{value ?? t('order.none')}</dd>
    </div>
  );
}

function PrinterIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <path d="M7 9V3h10v6M7 17H5a2 2 0 0 1-2-2v-4a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v4a2 2 0 0 1-2 2h-2M7 14h10v7H7z" strokeLinejoin="round" />
    </svg>
  );
}
