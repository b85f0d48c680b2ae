import type { FastifyBaseLogger } from 'fastify';
import { errorCodes, paymentMessages, type InsertResult, type PaymentRecordBody } from '@phonehaat/contract';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { AppError, conflict } from '../../errors/app-error.ts';
import { buyersBooking, paymentOfBooking } from './payment-booking.ts';
import type { CardProvider } from './provider.ts';
import { settlePayment } from './settle-payment.ts';
import type { CatalogueChanged } from '../catalogue-read/catalogue-changed.ts';

/**
 * POST /payments: the buyer reports a confirmed payment. The intent is looked up with the provider,
 * which is the authority on its status, amount and booking; the `price` and `email` sent are ignored.
 */
export async function recordPayment(
  db: Database,
  catalogueChanged: CatalogueChanged,
  provider: CardProvider,
  viewer: Viewer,
  body: PaymentRecordBody,
  log?: FastifyBaseLogger,
  now = new Date(),
): Promise<InsertResult> {
  const booking = await buyersBooking(db, viewer, body.bookingId);
  const existing = await paymentOfBooking(db, booking.id);
  if (existing?.transactionId === body.transactionId) return { acknowledged: true, insertedId: existing.id };

  const intent = await provider.retrieveIntent(body.transactionId);
  if (!intent) throw existing ? conflict(paymentMessages.alreadyPaid) : new AppError(errorCodes.paymentFailed, 402, paymentMessages.intentNotFound);
  // Also when the booking is paid already: a second succeeded charge for it is released there.
  return settlePayment(db, catalogueChanged, provider, booking, intent, log, now);
}
