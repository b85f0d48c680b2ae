import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import { errorCodes } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { findPaymentBooking } from './payment-booking.ts';
import { settlePayment } from './settle-payment.ts';
import { stripeIntent, type StripeProvider } from './stripe-provider.ts';
import type { CatalogueChanged } from '../catalogue-read/catalogue-changed.ts';

/**
 * POST /payments/stripe/webhook: Stripe tells us an intent succeeded, perhaps before (or instead of)
 * the buyer's browser reporting it. The signature is checked against the raw body; the payment is
 * recorded through the same transaction as POST /payments, so a second delivery records nothing new.
 */
export async function handleStripeWebhook(
  db: Database,
  catalogueChanged: CatalogueChanged,
  provider: StripeProvider,
  rawBody: Buffer,
  signature: string | undefined,
  log: FastifyBaseLogger,
): Promise<{ received: true }> {
  let event: Stripe.Event;
  try {
    if (!signature) throw new Error('no Stripe-Signature header');
    event = provider.verifyWebhook(rawBody, signature);
  } catch {
    throw new AppError(errorCodes.validation, 400, 'Webhook signature verification failed');
  }
  if (event.type !== 'payment_intent.succeeded') return { received: true };

  const intent = stripeIntent(event.data.object);
  const booking = intent.bookingId ? await findPaymentBooking(db, intent.bookingId, { includeDeleted: true }) : null;
  if (!booking) {
    log.warn({ intentId: intent.id }, 'succeeded payment intent for no known booking');
    return { received: true };
  }
  try {
    await settlePayment(db, catalogueChanged, provider, booking, intent, log);
  } catch (error) {
    // Refused for good (sold to someone else and refunded, amount wrong): retrying will not help.
    if (error instanceof AppError) {
      log.warn({ intentId: intent.id, reason: error.message }, 'webhook payment not recorded');
      return { received: true };
    }
    throw error;
  }
  return { received: true };
}
