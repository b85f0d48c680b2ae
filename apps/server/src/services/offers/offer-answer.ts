import type { Offer } from '@phonehaat/contract';
import type { offers } from '../../db/schema/index.ts';

export type OfferRow = typeof offers.$inferSelect;

/** Whether an offer still waits for its answer at `now`: pending, and its 48 hours not over. */
export const isOpen = (row: Pick<OfferRow, 'state' | 'expiresAt'>, now: Date) => row.state === 'pending' && row.expiresAt > now;

/**
 * The contract's `Offer`. A pending offer past its 48 hours reads as expired before the timers' sweep
 * writes it so: nobody can answer it any more (the answers' conditional update says the same).
 */
export function offerAnswer(row: OfferRow, now: Date): Offer {
  return {
    id: row.id,
    conversationId: row.conversationId,
    productId: row.productId,
    amount: row.amount,
    madeBy: row.madeBy,
    state: row.state === 'pending' && !isOpen(row, now) ? 'expired' : row.state,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    orderId: row.bookingId,
  };
}
