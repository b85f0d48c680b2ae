import { desc, eq } from 'drizzle-orm';
import type { OrderState, ParcelMismatch, ParcelStatusName } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { bookings, parcels } from '../../db/schema/index.ts';

const ENDED: readonly OrderState[] = ['refunded', 'cancelled', 'expired', 'declined'];
const MOVING: readonly ParcelStatusName[] = ['picked_up', 'in_transit', 'on_hold'];

/** Why a parcel's status and its order's state disagree, or null when they fit each other. */
export function mismatchOf(orderState: OrderState, parcel: { status: ParcelStatusName; lastError: string | null }): string | null {
  const { status } = parcel;
  if (status === 'delivered' && (orderState === 'paid' || orderState === 'cash_agreed' || orderState === 'sent'))
    return 'The courier delivered the parcel but the order has not moved to delivered';
  if (status === 'delivered' && ENDED.includes(orderState)) return 'The courier delivered a parcel whose order was refunded or cancelled';
  if (status === 'returned' && !ENDED.includes(orderState) && orderState !== 'disputed')
    return 'The parcel came back to the seller but the order was not refunded or cancelled';
  if (MOVING.includes(status) && ENDED.includes(orderState)) return 'The phone is with the courier but the order has ended';
  if ((status === 'pending' || status === 'requested') && ENDED.includes(orderState))
    return 'The order ended but its pickup is still booked with the courier: cancel it in the courier\u2019s panel';
  if ((orderState === 'handed_over' || orderState === 'completed') && status !== 'delivered')
    return 'The order counts the phone as delivered but the courier does not';
  if (status === 'cancelled' && (orderState === 'sent' || orderState === 'handed_over'))
    return 'The courier cancelled a parcel it had picked up: confirm with the courier and the seller that the phone went back, then refund';
  if (status === 'requested' && parcel.lastError) return `The courier has not taken the pickup: ${parcel.lastError}`;
  return null;
}

/**
 * Parcels whose courier status disagrees with their order's state (issue 42 §5), newest booking first:
 * what the polling or a webhook could not apply (the order moved first: a dispute, a refund), and parcels
 * the courier would not take. The admins act on the order or in the courier's panel.
 */
export async function parcelMismatches(db: Database): Promise<ParcelMismatch[]> {
  const rows = await db
    .select({ parcel: parcels, orderState: bookings.state, productName: bookings.productName })
    .from(parcels)
    .innerJoin(bookings, eq(bookings.id, parcels.orderId))
    .orderBy(desc(parcels.bookedAt))
    .limit(1000);
  return rows.flatMap(({ parcel, orderState, productName }) => {
    const problem = mismatchOf(orderState, parcel);
    if (!problem) return [];
    return [
      {
        orderId: parcel.orderId,
        productName,
        orderState,
        courier: parcel.courier,
        parcelStatus: parcel.status,
        rawStatus: parcel.rawStatus,
        consignmentId: parcel.consignmentId,
        problem,
        checkedAt: parcel.checkedAt?.toISOString() ?? null,
      },
    ];
  });
}
