import { and, asc, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { offers } from '../../db/schema/index.ts';
import { recordOfferStep } from './record-offer-step.ts';

/**
 * Expires one offer if it is still pending and its 48 hours are over, in the caller's transaction: a
 * conditional update, so a repeated sweep, or an answer that got there first, leaves it as it is.
 * Answers whether it expired it.
 */
export async function expireOffer(
  tx: Database,
  where: { offerId: string } | { conversationId: string },
  now: Date,
): Promise<boolean> {
  const [expired] = await tx
    .update(offers)
    .set({ state: 'expired' })
    .where(
      and(
        'offerId' in where ? eq(offers.id, where.offerId) : eq(offers.conversationId, where.conversationId),
        eq(offers.state, 'pending'),
        lte(offers.expiresAt, now),
      ),
    )
    .returning();
  if (!expired) return false;
  // The thread's line is the maker's: their offer lapsed.
  await recordOfferStep(tx, expired, 'expired', expired.madeBy === 'buyer' ? expired.buyerId : expired.sellerId, now);
  return true;
}

/**
 * The timers' sweep step for offers (issue 39 §4): every pending offer past its 48 hours expires, with
 * its line in the thread and a notification to both sides, each in its own transaction. Answers how many.
 */
export async function expireDueOffers(db: Database, now: Date, limit = 200): Promise<number> {
  const due = await db
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.state, 'pending'), lte(offers.expiresAt, now)))
    .orderBy(asc(offers.expiresAt))
    .limit(limit);
  let expired = 0;
  for (const { id } of due) {
    if (await db.transaction((tx) => expireOffer(tx, { offerId: id }, now))) expired += 1;
  }
  return expired;
}
