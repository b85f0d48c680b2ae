import { and, eq, isNull } from 'drizzle-orm';
import { errorCodes, isUuid, type InsertResult, type NewBookingBody } from '@phonehaat/contract';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { bookings, orderEvents, products } from '../../db/schema/index.ts';
import { conflict, forbidden, notFound } from '../../errors/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { after, dealWindows } from '../orders/deal-windows.ts';
import { notifyOrderEvent } from '../notifications/order-notifications.ts';
import { bookingCopy } from './booking-copy.ts';

type BookingInput = Pick<NewBookingBody, 'productId'> & { pickUpLocation: string; phone: string };

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
    // The booking is an order's first state: its event and its answer window are written with it.
    const created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(bookings)
        .values({
          ...bookingCopy(product, buyer),
          pickUpLocation: input.pickUpLocation,
          phone: input.phone,
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
      const order = { id: row.id, ...bookingCopy(product, buyer) };
      await notifyOrderEvent(tx, { eventId: event!.id, order, action: 'book', actor: 'buyer', from: null, to: 'booked', note: null, now });
      return row;
    });
    return { acknowledged: true, insertedId: created.id };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('You have already booked this product');
    throw error;
  }
}
