import { Link } from 'react-router';
import type { Booking } from '@phonehaat/contract';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { paths } from '../../config/paths.ts';
import { formatTk } from '../../lib/i18n/format.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { useDeleteBooking } from './api/delete-booking.ts';
import { useMyBookings } from './api/get-my-bookings.ts';
import { PageHeading } from './components/page-heading.tsx';
import { RecordsTable } from './components/records-table.tsx';
import { useConfirmedDelete } from './components/use-confirmed-delete.ts';

/** What a booking's buyer can do about paying (spec §4): Pay Now, Paid, or nothing once someone else bought it. */
function PaymentAction({ booking }: { booking: Booking }) {
  if (booking.paid) {
    return (
      <button type="button" className="btn btn-success btn-sm" disabled>
        Paid
      </button>
    );
  }
  if (booking.productStatus === 'sold') return <span className="badge badge-warning whitespace-nowrap">Sold</span>;
  if (booking.productStatus === 'removed') return <span className="badge badge-ghost whitespace-nowrap">No longer listed</span>;
  if (!booking.price) return null;
  return (
    <Link to={paths.payment(booking._id)} className="btn btn-primary btn-sm">
      Pay Now
    </Link>
  );
}

export default function MyOrdersPage() {
  const { user } = useAuth();
  const bookings = useMyBookings(user?.email ?? '');
  const remove = useConfirmedDelete(useDeleteBooking());
  const rows = bookings.data ?? [];

  return (
    <section>
      <PageHeading title="My Orders" />
      <RecordsTable
        label="My Orders"
        columns={['Product info', 'Buyer info', 'Contact info', 'Action']}
        rows={rows}
        pending={bookings.isPending}
        errorText={bookings.isError ? 'We could not load your orders.' : undefined}
        onRetry={() => void bookings.refetch()}
        emptyAction={
          <Link to={paths.products} className="btn btn-primary btn-sm">
            Browse phones
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
                  <p className="text-sm text-base-content/70">{formatTk(booking.price)}</p>
                </div>
              </div>
            </td>
            <td data-label="Buyer info">
              <p className="font-medium">{booking.buyerName}</p>
              <p className="text-sm text-base-content/70">{booking.email}</p>
            </td>
            <td data-label="Contact info">
              <p>{booking.phone}</p>
              <p className="text-sm text-base-content/70">{booking.pickUpLocation}</p>
            </td>
            <td>
              <div className="flex flex-wrap items-center gap-2">
                <PaymentAction booking={booking} />
                <button
                  type="button"
                  className="btn btn-outline btn-error btn-sm"
                  aria-label={`Delete booking of ${booking.productName}`}
                  onClick={() => remove.ask({ id: booking._id, name: booking.productName })}
                >
                  Delete
                </button>
              </div>
            </td>
          </>
        )}
      </RecordsTable>
      <ConfirmDialog {...remove.dialogProps} />
    </section>
  );
}
