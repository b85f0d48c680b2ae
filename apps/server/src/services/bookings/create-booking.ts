import { and, eq, isNull } from 'drizzle-orm';
import { errorCodes, isUuid, type DeliveryAddress, type InsertResult, type NewBookingBody } from '@phonehaat/contract';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { bookings, orderEvents, products } from '../../db/schema/index.ts';
import { conflict, forbidden, notFound } from '../../errors/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { after, dealWindows } from '../orders/deal-windows.ts';
import { notifyOrderEvent } from '../notifications/order-notifications.ts';
import { bookingCopy } from './booking-copy.ts';

type BookingInput = Pick<NewBookingBody, 'productId'> & {
  pickUpLocation: string;
  phone: string;
  /** Delivery by courier (issue 42): the address and the fee quoted for it (services/delivery/courier-terms.ts). */
  courier?: CourierTerms | undefined;
};
export interface CourierTerms {
  address: DeliveryAddress;
  feeTk: number;
}
type ProductRow = typeof products.$inferSelect;

/** What a booking is made on: where and how to meet, and the price when an accepted offer agreed one. */
export interface BookingTerms {
  pickUpLocation: string;
  phone: string;
  /** Whole TK; the listing's price when absent (issue 39 §4: an accepted offer books at its amount). */
  price?: number;
  /** An accepted offer tells both sides itself (offer_accepted): its booking tells no one again. */
  quietly?: boolean;
  courier?: CourierTerms | undefined;
}

/**
 * Books a product for the signed-in buyer. The buyer comes from the session and the price and
 * product snapshot from the product row: whatever the browser sent for them is ignored.
 */
export async function createBooking(db: Database, buyer: Viewer, input: BookingInput, now = new Date()): Promise<InsertResult> {
  if (!isUuid(input.productId)) throw notFound('Product');
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, input.productId), isNull(products.deletedAt)))
    .limit(1);
  if (!product) throw notFound('Product');
  if (product.status === 'sold') throw conflict('Sorry, this phone has already been sold', errorCodes.productSold);
  // Waiting for review, rejected or held by reports: not public, so not bookable (decision 0037).
  if (product.reviewStatus !== 'live') throw notFound('Product');
  if (product.sellerId === buyer.id) throw forbidden('You cannot book your own listing');

  try {
    // Named one by one: the body may carry a `price` of the browser's, which is never the booking's.
    const terms = { pickUpLocation: input.pickUpLocation, phone: input.phone, courier: input.courier };
    const created = await db.transaction((tx) => bookInTransaction(tx, product, buyer, terms, now));
    return { acknowledged: true, insertedId: created.id };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('You have already booked this product');
    throw error;
  }
}

/**
 * The booking's rows, in the caller's transaction: the order in its first state, its event, its answer
 * window and the seller's notification. Shared by a buyer's booking and an accepted offer, which then
 * accepts it in the same transaction. The caller has checked the listing is bookable.
 */
export async function bookInTransaction(
  tx: Database,
  product: ProductRow,
  buyer: Pick<Viewer, 'id' | 'name' | 'email'>,
  terms: BookingTerms,
  now: Date,
): Promise<{ id: string }> {
  const copy = { ...bookingCopy(product, buyer), price: terms.price ?? product.selling };
  const [row] = await tx
    .insert(bookings)
    .values({
      ...copy,
      pickUpLocation: terms.pickUpLocation,
      phone: terms.phone,
      ...(terms.courier && { delivery: 'courier' as const, deliveryAddress: terms.courier.address, deliveryFee: terms.courier.feeTk }),
      state: 'booked',
      // The app's clock, like every later state's time: the admin overview counts orders by this day.
      createdAt: now,
      stateChangedAt: now,
      dueAt: after(now, dealWindows.answerMs),
    })
    .returning({ id: bookings.id });
  if (!row) throw new Error('insert returned no row');
  const [event] = await tx
    .insert(orderEvents)
    .values({
      orderId: row.id,
      action: 'book',
      fromState: null,
      toState: 'booked',
      actor: 'buyer',
      actorId: buyer.id,
      note: null,
      at: now,
    })
    .returning({ id: orderEvents.id });
  // The seller hears of it (issue 38), if and only if the booking commits.
  if (!terms.quietly)
    await notifyOrderEvent(tx, {
      eventId: event!.id,
      order: { id: row.id, ...copy },
      action: 'book',
      actor: 'buyer',
      from: null,
      to: 'booked',
      note: null,
      now,
    });
  return row;
}
