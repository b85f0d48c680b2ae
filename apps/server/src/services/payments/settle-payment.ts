import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { errorCodes, paymentMessages, type InsertResult } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { paymentIntents, payments, products } from '../../db/schema/index.ts';
import { AppError, conflict } from '../../errors/app-error.ts';
import { isUniqueViolation, retryingDeadlocks } from '../../lib/pg-errors.ts';
import { transitionInTransaction } from '../orders/apply-transition.ts';
import { findOrderRow } from '../orders/order-row.ts';
import { findPaymentBooking, paymentOfBooking, type PaymentBooking } from './payment-booking.ts';
import { PAYMENT_CURRENCY, type PaymentProvider, type ProviderIntent } from './provider.ts';
import type { CatalogueChanged } from '../catalogue-read/catalogue-changed.ts';
import { tellWatchersOfSale } from '../watchlist/watch-alerts.ts';

class NotForSale extends Error {}
class Released extends Error {}

const recorded = (insertedId: string): InsertResult => ({ acknowledged: true, insertedId });

/**
 * Records a succeeded intent as the booking's payment: in one transaction the product is marked sold
 * with a conditional update, the payment row inserted (unique per booking and per transaction id) and
 * the booking marked paid. If someone else bought the phone first, or its seller removed it after the
 * intent was created, nothing is written and the buyer's money goes back. Recording the same intent
 * again answers the first record.
 */
export async function settlePayment(
  db: Database,
  catalogueChanged: CatalogueChanged,
  provider: PaymentProvider,
  booking: PaymentBooking,
  intent: ProviderIntent,
  log?: FastifyBaseLogger,
  now = new Date(),
): Promise<InsertResult> {
  if (intent.bookingId !== booking.id) throw new AppError(errorCodes.validation, 400, paymentMessages.intentMismatch);
  if (intent.status !== 'succeeded') throw new AppError(errorCodes.paymentFailed, 402, paymentMessages.notSucceeded);
  if (intent.amount !== booking.price || intent.currency !== PAYMENT_CURRENCY) {
    throw new AppError(errorCodes.validation, 400, paymentMessages.amountMismatch);
  }

  try {
    // A deadlock with another writer (their events' counters) ends this attempt whole: run again.
    const insertedId = await retryingDeadlocks(() =>
      db.transaction(async (tx) => {
        // The product first: every writer locks a product before its bookings (its triggers copy its
        // state onto them, migration 0004), so buyers paying for one phone at once queue on the
        // product instead of deadlocking on each other's bookings.
        const sold = await tx
          .update(products)
          .set({ status: 'sold', soldAt: sql`now()`, updatedAt: sql`now()` })
          .where(and(eq(products.id, booking.productId), eq(products.status, 'available'), isNull(products.deletedAt)))
          .returning({ id: products.id });
        if (sold.length === 0) throw new NotForSale();
        // Its watchers hear it sold (issue 39 §5), but the buyer; a rolled-back payment tells no one.
        await tellWatchersOfSale(tx, booking.productId, now, booking.buyerId);
        // The simulated processor's release job may have given this intent back (it locks the product
        // first too, release-unrecorded-intents.ts); a Stripe intent has no row here.
        const [released] = await tx
          .select({ id: paymentIntents.id })
          .from(paymentIntents)
          .where(and(eq(paymentIntents.id, intent.id), isNotNull(paymentIntents.refundedAt)));
        if (released) throw new Released();
        const [payment] = await tx
          .insert(payments)
          .values({
            bookingId: booking.id,
            productId: booking.productId,
            buyerId: booking.buyerId,
            amount: booking.price,
            currency: 'BDT',
            provider: provider.name,
            transactionId: intent.id,
            email: booking.email,
          })
          .returning({ id: payments.id });
        if (!payment) throw new Error('insert returned no row');
        // The order moves to paid: money held, the phone's other open bookings declined (decision 0020).
        const order = await findOrderRow(tx, booking.id);
        if (!order) throw new Error('the booking being paid has no order row');
        await transitionInTransaction(tx, order, 'pay', ['buyer'], now, {}, booking.buyerId);
        return payment.id;
      }),
    );
    // The phone is sold: it leaves the lists.
    catalogueChanged();
    return recorded(insertedId);
  } catch (error) {
    // The order was declined, cancelled or expired before this payment: nothing is written, the money goes back.
    if (error instanceof AppError && error.code === errorCodes.orderWrongState) {
      await release(provider, intent.id, log);
      throw error;
    }
    if (error instanceof Released) throw new AppError(errorCodes.paymentFailed, 402, paymentMessages.released);
    if (error instanceof NotForSale) {
      // The phone is sold: to this booking by this very intent (a replay, or a concurrent twin), which
      // answers that record; or with another intent (two tabs), or to someone else first. Or it is
      // still unsold but its listing was removed. Except for a replay, this charge goes back.
      const existing = await paymentOfBooking(db, booking.id);
      if (existing?.transactionId === intent.id) return recorded(existing.id);
      await release(provider, intent.id, log);
      if (existing) throw conflict(paymentMessages.alreadyPaid);
      const current = await findPaymentBooking(db, booking.id, { includeDeleted: true });
      if (current?.productStatus === 'available' && current.productRemoved) throw conflict(paymentMessages.productRemoved);
      throw conflict(paymentMessages.productSold, errorCodes.productSold);
    }
    if (isUniqueViolation(error)) {
      // A payment row for this booking or intent exists while the product was still available (no
      // path writes that today): a replay answers it, another intent goes back.
      const existing = await paymentOfBooking(db, booking.id);
      if (existing?.transactionId === intent.id) return recorded(existing.id);
      if (existing) await release(provider, intent.id, log);
      throw conflict(paymentMessages.alreadyPaid);
    }
    throw error;
  }
}

/** Refunds or cancels with the provider; a failure is logged, and the webhook's retry tries again. */
async function release(provider: PaymentProvider, intentId: string, log?: FastifyBaseLogger): Promise<void> {
  try {
    await provider.release(intentId);
    log?.warn({ intentId }, 'payment released: the phone was sold or removed, or the booking already paid');
  } catch (error) {
    log?.error({ err: error, intentId }, 'could not release a payment with the provider; refund it by hand');
  }
}
