import { and, eq, isNull, lt, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings, paymentIntents, payments, products } from '../../db/schema/index.ts';

/**
 * How long a confirmed intent may wait for its record: the payment page records it the moment the card
 * is confirmed, so one still unrecorded after this is a closed tab or a lost connection.
 */
export const UNRECORDED_GRACE_MS = 15 * 60_000;

/** Confirmed simulated intents with no payment recorded, confirmed before `before`, not yet released. */
const unrecorded = (db: Database, before: Date) =>
  db
    .select({ id: paymentIntents.id, productId: bookings.productId })
    .from(paymentIntents)
    .innerJoin(bookings, eq(bookings.id, paymentIntents.bookingId))
    .where(
      and(
        eq(paymentIntents.status, 'succeeded'),
        isNull(paymentIntents.refundedAt),
        lt(paymentIntents.succeededAt, before),
        notExists(db.select({ one: sql`1` }).from(payments).where(eq(payments.transactionId, paymentIntents.id))),
      ),
    )
    .orderBy(paymentIntents.succeededAt)
    .limit(100);

/**
 * Gives back the money of simulated intents that were confirmed but never recorded as a payment
 * (the buyer closed the tab between confirming and recording): the simulated processor's refund.
 * Idempotent: a released intent is never picked again, and one recorded meanwhile is left alone.
 * Answers the ids released.
 *
 * Each release locks the booking's product first, as recording a payment does (settle-payment.ts): a
 * record and a release of one intent queue on that row, and the one that comes second sees the first.
 */
export async function releaseUnrecordedIntents(db: Database, now: Date, graceMs = UNRECORDED_GRACE_MS): Promise<string[]> {
  const released: string[] = [];
  for (const candidate of await unrecorded(db, new Date(now.getTime() - graceMs))) {
    const done = await db.transaction(async (tx) => {
      await tx.select({ id: products.id }).from(products).where(eq(products.id, candidate.productId)).for('update');
      return tx
        .update(paymentIntents)
        .set({ refundedAt: now })
        .where(
          and(
            eq(paymentIntents.id, candidate.id),
            eq(paymentIntents.status, 'succeeded'),
            isNull(paymentIntents.refundedAt),
            notExists(tx.select({ one: sql`1` }).from(payments).where(eq(payments.transactionId, paymentIntents.id))),
          ),
        )
        .returning({ id: paymentIntents.id });
    });
    released.push(...done.map((row) => row.id));
  }
  return released;
}
