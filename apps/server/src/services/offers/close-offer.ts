import { and, eq, gt } from 'drizzle-orm';
import { errorCodes, type OfferState } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { offers } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import type { OfferRow } from './offer-answer.ts';

/** What a person is told when the offer they answer is closed already: which way it went. */
const closedMessages: Record<Exclude<OfferState, 'pending'>, string> = {
  accepted: 'This offer was already accepted',
  declined: 'This offer was already declined',
  countered: 'This offer was already answered with a counter-offer',
  withdrawn: 'This offer was withdrawn',
  expired: 'This offer has expired',
};

/** The refusal of an answer to an offer not open: a pending one here is past its 48 hours, so expired. */
export const offerNotPending = (row: Pick<OfferRow, 'state'>) =>
  new AppError(errorCodes.offerNotPending, 409, closedMessages[row.state === 'pending' ? 'expired' : row.state]);

/**
 * Closes an open offer as `state`, in the caller's transaction: one conditional update, so of two
 * answers at once (two tabs, an accept and the expiry sweep) exactly one finds it pending and wins; the
 * other is refused naming the state the winner left. Answers the closed row.
 */
export async function closePendingOffer(
  tx: Database,
  offerId: string,
  state: 'accepted' | 'declined' | 'countered' | 'withdrawn',
  now: Date,
): Promise<OfferRow> {
  const [closed] = await tx
    .update(offers)
    .set({ state, answeredAt: now })
    .where(and(eq(offers.id, offerId), eq(offers.state, 'pending'), gt(offers.expiresAt, now)))
    .returning();
  if (closed) return closed;
  const [latest] = await tx.select().from(offers).where(eq(offers.id, offerId)).limit(1);
  if (!latest) throw new Error(`offer ${offerId} vanished`);
  throw offerNotPending(latest);
}
