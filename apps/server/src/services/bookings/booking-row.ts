import { eq, getTableColumns } from 'drizzle-orm';
import type { Booking } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { bookings, payments, products } from '../../db/schema/index.ts';

export const bookingSelection = {
  ...getTableColumns(bookings),
  productStatus: products.status,
  productDeletedAt: products.deletedAt,
  transactionId: payments.transactionId,
};

export const selectBookings = (db: Database) =>
  db
    .select(bookingSelection)
    .from(bookings)
    .innerJoin(products, eq(products.id, bookings.productId))
    .leftJoin(payments, eq(payments.bookingId, bookings.id));

type BookingRow = Awaited<ReturnType<typeof selectBookings>>[number];

export function toBooking(row: BookingRow): Booking {
  const productStatus = row.productStatus === 'sold' ? 'sold' : row.productDeletedAt ? 'removed' : 'available';
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
    productStatus,
    ...(row.transactionId && { transactionId: row.transactionId }),
    createdAt: row.createdAt.toISOString(),
  };
}
