import { and, eq, isNull, sql } from 'drizzle-orm';
import { isUuid, type OrderState } from '@phonehaat/contract';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { bookings, payments, products } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../errors/app-error.ts';

/** What paying for a booking needs to know about it. */
export interface PaymentBooking {
  id: string;
  productId: string;
  productName: string;
  buyerId: string;
  email: string;
  /**
   * Whole TK the buyer pays: the price snapshotted when the phone was booked, plus a courier order's
   * delivery fee (issue 42), held with it and refunded with it.
   */
  price: number;
  paid: boolean;
  /** The order's state: only a booked or accepted order can be paid. */
  state: OrderState;
  productStatus: 'available' | 'sold';
  productRemoved: boolean;
}

/** A booking by id, deleted ones included when `includeDeleted` (a webhook settles what was paid). */
export async function findPaymentBooking(db: Database, id: string, { includeDeleted = false } = {}): Promise<PaymentBooking | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      id: bookings.id,
      productId: bookings.productId,
      productName: bookings.productName,
      buyerId: bookings.buyerId,
      email: bookings.email,
      price: sql<number>`${bookings.price} + coalesce(${bookings.deliveryFee}, 0)`.mapWith(Number),
      paid: bookings.paid,
      state: bookings.state,
      productStatus: products.status,
      productDeletedAt: products.deletedAt,
    })
    .from(bookings)
    .innerJoin(products, eq(products.id, bookings.productId))
    .where(includeDeleted ? eq(bookings.id, id) : and(eq(bookings.id, id), isNull(bookings.deletedAt)))
    .limit(1);
  if (!row) return null;
  const { productDeletedAt, ...booking } = row;
  return { ...booking, productRemoved: productDeletedAt !== null };
}

/** The signed-in buyer's own booking; anyone else's is refused, admins' included: only the buyer pays. */
export async function buyersBooking(db: Database, viewer: Viewer, id: string): Promise<PaymentBooking> {
  const booking = await findPaymentBooking(db, id);
  if (!booking) throw notFound('Booking');
  if (booking.buyerId !== viewer.id) throw forbidden('This booking is not yours');
  return booking;
}

/** The payment recorded for a booking, if any. */
export async function paymentOfBooking(db: Database, bookingId: string) {
  const [payment] = await db
    .select({ id: payments.id, transactionId: payments.transactionId })
    .from(payments)
    .where(eq(payments.bookingId, bookingId))
    .limit(1);
  return payment ?? null;
}
