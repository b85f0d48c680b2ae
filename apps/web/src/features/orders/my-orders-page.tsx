import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Booking } from '@phonehaat/contract';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { paths } from '../../config/paths.ts';
import { useFormat } from '../../lib/i18n/use-format.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { useDeleteBooking } from './api/delete-booking.ts';
import { useMyBookings } from './api/get-my-bookings.ts';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { RecordsTable } from '../../components/ui/records-table.tsx';
import { OrderStateBadge } from './components/order-state-badge.tsx';
import { useConfirmedDelete } from '../../components/ui/use-confirmed-delete.ts';

/**
 * What a booking's buyer can do about paying (spec §4): Pay Now only when the server lists `pay` among
 * the booking's actions (issue 36: never on an expired, declined or cancelled one), Paid (disabled)
 * while the payment stands, nothing once it was refunded (the state badge says "Refunded").
 */
function PaymentAction({ booking }: { booking: Booking }) {
  const { t } = useTranslation('dashboard');
  if (booking.actions?.includes('pay') && booking.price) {
    return (
      <Link to={paths.payment(booking._id)} className="btn btn-primary btn-sm">
        {t('myOrders.payNow')}
      </Link>
    );
  }
  if (booking.state === 'refunded') return null;
  if (booking.paid) {
    return (
      <button type="button" className="btn btn-success btn-sm" disabled>
        {t('myOrders.paid')}
      </button>
    );
  }
  // A cash order (decision 0034) is not paid online: its state badge beside says what it is, not "Sold".
  if (booking.state === 'cash_agreed' || booking.state === 'completed') return null;
  if (booking.productStatus === 'sold') return <span className="badge badge-warning whitespace-nowrap">{t('myOrders.sold')}</span>;
  if (booking.productStatus === 'removed') return <span className="badge badge-ghost whitespace-nowrap">{t('myOrders.removed')}</span>;
  return null;
}

export default function MyOrdersPage() {
  const { t } = useTranslation(['dashboard', 'orders']);
  const { tk } = useFormat();
  const { user } = useAuth();
  const bookings = useMyBookings(user?.email ?? '');
  const remove = useConfirmedDelete(useDeleteBooking());
  const rows = bookings.data ?? [];

  return (
    <section>
      <PageHeading title={t('myOrders.title')} />
      <RecordsTable
        label={t('myOrders.title')}
        columns={[t('myOrders.columns.product'), t('myOrders.columns.buyer'), t('myOrders.columns.contact'), t('myOrders.columns.action')]}
        rows={rows}
        pending={bookings.isPending}
        errorText={bookings.isError ? t('myOrders.loadError') : undefined}
        onRetry={() => void bookings.refetch()}
        emptyAction={
          <Link to={paths.products} className="btn btn-primary btn-sm">
            {t('myOrders.browse')}
          </Link>
        }
      >
        {(booking) => (
          <>
            <td>
              <div className="flex items-center gap-3">
                <img src={booking.productImage} alt="" className="size-14 shrink-0 rounded-lg object-cover" loading="lazy" />
                <div className="min-w-32">
                  <p className="font-semibold">{booking.productName}</p>
                  <p className="text-sm text-base-content/70">{tk(booking.price)}</p>
                </div>
              </div>
            </td>
            <td data-label={t('myOrders.columns.buyer')}>
              <p className="font-medium">{booking.buyerName}</p>
              <p className="text-sm text-base-content/70">{booking.email}</p>
            </td>
            <td data-label={t('myOrders.columns.contact')}>
              <p>{booking.phone}</p>
              <p className="text-sm text-base-content/70">{booking.pickUpLocation}</p>
            </td>
            <td>
              <div className="flex flex-wrap items-center gap-2">
                <PaymentAction booking={booking} />
                {booking.state && (
                  <OrderStateBadge state={booking.state} mayPay={booking.actions?.includes('pay') ?? false} />
                )}
                <Link
                  to={paths.order(booking._id)}
                  className="btn btn-ghost btn-sm"
                  aria-label={t('orders:list.detailsLabel', { name: booking.productName })}
                >
                  {t('orders:list.details')}
                </Link>
                {/* Not while the order holds the buyer's money or a hand-over code: its page has what they can do. */}
                {booking.deletable && (
                  <button
                    type="button"
                    className="btn btn-outline btn-error btn-sm"
                    aria-label={t('myOrders.deleteLabel', { name: booking.productName })}
                    onClick={() => remove.ask({ id: booking._id, name: booking.productName })}
                  >
                    {t('myOrders.delete')}
                  </button>
                )}
              </div>
            </td>
          </>
        )}
      </RecordsTable>
      <ConfirmDialog {...remove.dialogProps} />
    </section>
  );
}
