import { eq } from 'drizzle-orm';
import { deletableOrderStates, type Booking } from '@phonehaat/contract';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { bookings, parcels, payments, products } from '../../db/schema/index.ts';
import { allowedActions } from '../orders/order-answer.ts';
import { orderRowColumns } from '../orders/order-row.ts';
import { sidesOf } from '../orders/order-sides.ts';

/**
 * A booking's row: the order's (its own columns, the snapshot of what was booked, and its phone's sale
 * state, which the transitions read) and the payment's transaction id once paid.
 */
const bookingRowColumns = { ...orderRowColumns, transactionId: payments.transactionId };

/** Starts a select of booking rows with their product's state and payment. */
export const selectBookingRows = (db: Database) =>
  db
    .select(bookingRowColumns)
    .from(bookings)
    .innerJoin(products, eq(products.id, bookings.productId))
    .leftJoin(payments, eq(payments.bookingId, bookings.id))
    .leftJoin(parcels, eq(parcels.orderId, bookings.id));

export type BookingRow = Awaited<ReturnType<ReturnType<typeof selectBookingRows>['execute']>>[number];

const productStatusOf = (row: BookingRow): Booking['productStatus'] =>
  row.productStatus === 'sold' ? 'sold' : row.productDeletedAt !== null ? 'removed' : 'available';

/**
 * The contract's `booking` for one viewer: the spec's fields, the order's state, what the viewer may do
 * now (the transition table's answer, as the order page gets it) and whether they may delete it.
 */
export function bookingAnswer(row: BookingRow, viewer: Viewer, now: Date): Booking {
  return {
    _id: row.id,
    productId: row.productId,
    productName: row.productName,
    productImage: row.productImage,
    buyerName: row.buyerName,
    email: row.email,
    price: row.price,
    sellerLocation: row.sellerLocation,
    pickUpLocation: row.pickUpLocation,
    phone: row.phone,
    paid: row.paid,
    productStatus: productStatusOf(row),
    ...(row.transactionId !== null && { transactionId: row.transactionId }),
    createdAt: row.createdAt.toISOString(),
    state: row.state,
    actions: allowedActions(row, sidesOf(row, viewer), now),
    deletable: deletableOrderStates.includes(row.state),
  };
}
