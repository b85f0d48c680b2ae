import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { bookings, payments } from '../../db/schema/index.ts';
import type { PaymentProvider } from './provider.ts';

/**
 * Gives the buyer's money back with the provider for every refunded order not yet given back. The
 * refund transition records the ledger's `refunded` entry in its transaction; the provider is called
 * here, after it committed, so a provider outage delays the refund (the next sweep tries again) and
 * never undoes or blocks the order's change. `release` is safe to call twice for one intent, and the
 * payment is marked only after it succeeded. Answers the payments refunded.
 */
export async function issueProviderRefunds(db: Database, provider: PaymentProvider, now: Date, log?: FastifyBaseLogger): Promise<string[]> {
  const pending = await db
    .select({ id: payments.id, transactionId: payments.transactionId })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(and(eq(bookings.state, 'refunded'), isNull(payments.providerRefundedAt), eq(payments.provider, provider.name)))
    .limit(100);
  const refunded: string[] = [];
  for (const payment of pending) {
    try {
      await provider.release(payment.transactionId);
    } catch (error) {
      log?.error({ err: error, transactionId: payment.transactionId }, 'the provider did not take the refund; the next sweep tries again');
      continue;
    }
    await db.update(payments).set({ providerRefundedAt: now }).where(and(eq(payments.id, payment.id), isNull(payments.providerRefundedAt)));
    refunded.push(payment.id);
  }
  return refunded;
}
