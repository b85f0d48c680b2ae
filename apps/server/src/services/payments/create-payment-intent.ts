import { errorCodes, paymentMessages, wrongStateMessage, type PaymentIntentAnswer } from '@phonehaat/contract';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { conflict } from '../../errors/app-error.ts';
import { buyersBooking, type PaymentBooking } from './payment-booking.ts';
import type { CardProvider } from './provider.ts';

/**
 * POST /create-payment-intent: an intent for the buyer's booking, for the price stored on the booking.
 * Whatever else the browser sent about the booking (its price above all) is ignored.
 */
export async function createPaymentIntent(
  db: Database,
  provider: CardProvider,
  viewer: Viewer,
  bookingId: string,
): Promise<PaymentIntentAnswer> {
  const booking = await payableBooking(db, viewer, bookingId);

  const intent = await provider.createIntent({
    bookingId: booking.id,
    productId: booking.productId,
    productName: booking.productName,
    amount: booking.price,
    buyerEmail: booking.email,
  });
  return { clientSecret: intent.clientSecret, amount: booking.price, currency: intent.currency };
}

/** The buyer's booking, if it can still be paid (by any method): unpaid, its phone for sale, its order open. */
export async function payableBooking(db: Database, viewer: Viewer, bookingId: string): Promise<PaymentBooking> {
  const booking = await buyersBooking(db, viewer, bookingId);
  if (booking.paid) throw conflict(paymentMessages.alreadyPaid);
  if (booking.productStatus === 'sold') throw conflict(paymentMessages.productSold, errorCodes.productSold);
  if (booking.productRemoved) throw conflict(paymentMessages.productRemoved);
  if (booking.state !== 'booked' && booking.state !== 'accepted')
    throw conflict(wrongStateMessage(booking.state), errorCodes.orderWrongState);
  return booking;
}
