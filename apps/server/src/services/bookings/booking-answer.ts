import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Booking } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { bookings, payments, products } from '../../db/schema/index.ts';

const { buyerId, deletedAt: _deletedAt, paidAt: _paidAt, ...bookingFields } = getTableColumns(bookings);

/**
 * A booking's answer: its own columns (the snapshot of what was booked), the booked product's state
 * now, and the payment's transaction id once paid.
 */
const bookingRowColumns = {
  ...bookingFields,
  buyerId,
  productStatus: sql<Booking['productStatus']>`case when ${products.status} = 'sold' then 'sold'
    when ${products.deletedAt} is not null then 'removed' else 'available' end`,
  transactionId: payments.transactionId,
};

/** Starts a select of booking rows with their product's state and payment. */
export const selectBookingRows = (db: Database) =>
  db
    .select(bookingRowColumns)
    .from(bookings)
    .innerJoin(products, eq(products.id, bookings.productId))
    .leftJoin(payments, eq(payments.bookingId, bookings.id));

export type BookingRow = Awaited<ReturnType<ReturnType<typeof selectBookingRows>['execute']>>[number];

/** The contract's `booking` from a row; the serializer keeps only the contract's fields. */
export function bookingAnswer(row: BookingRow): Booking {
  const { id, createdAt, transactionId, ...fields } = row;
  return { ...fields, _id: id, createdAt: createdAt.toISOString(), ...(transactionId !== null && { transactionId }) };
}
