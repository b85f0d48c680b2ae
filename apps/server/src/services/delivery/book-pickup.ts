import { deliveryMessages, errorCodes } from '@phonehaat/contract';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../errors/app-error.ts';
import type { Courier } from '../couriers/courier.ts';
import { transitionInTransaction } from '../orders/apply-transition.ts';
import { lockPhone } from '../orders/lock-phone.ts';
import { findOrderRow } from '../orders/order-row.ts';
import { sidesOf } from '../orders/order-sides.ts';
import { requestParcel } from './request-parcel.ts';
import type { CatalogueChanged } from '../catalogue-read/catalogue-changed.ts';

/**
 * The seller books the courier's pickup (issue 42 §3). Under the phone's lock, like every order write:
 * the transition table's `book_pickup` (its guard refuses an order with a parcel already), which writes
 * the parcel's row (keyed by the order: two bookings at once make one), the event and the buyer's notification. Then,
 * after commit, the courier is asked to create the parcel under the order's id as invoice; a courier that
 * does not answer leaves the parcel `requested` and the job queue's sweep asks again (poll-parcels.ts).
 */
export async function bookPickup(
  db: Database,
  catalogueChanged: CatalogueChanged,
  courier: Courier | null,
  viewer: Viewer,
  orderId: string,
  now: Date,
): Promise<void> {
  if (!courier) throw new AppError(errorCodes.conflict, 409, deliveryMessages.noCourier);
  const order = await findOrderRow(db, orderId);
  if (!order) throw notFound('Order');
  const sides = sidesOf(order, viewer);
  if (sides.length === 0) throw forbidden('This order is not yours');
  if (!sides.includes('seller')) throw forbidden('Only the seller books the pickup');

  await db.transaction(async (tx) => {
    await lockPhone(tx, order.productId);
    const current = await findOrderRow(tx, order.id);
    if (!current) throw notFound('Order');
    await transitionInTransaction(tx, current, 'book_pickup', ['seller'], now, { neirDeregistered: true, courier: courier.name }, viewer.id);
  });
  await requestParcel(db, catalogueChanged, courier, order.id, now);
}
