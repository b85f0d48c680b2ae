import { and, count, eq, inArray } from 'drizzle-orm';
import type { OrderState } from '@phonehaat/contract';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema/index.ts';

/**
 * States in which an order waits for its seller: a booking to answer, a phone to hand over, paid
 * online or to be paid in cash at the meet-up. The seller's partial index has the same list.
 */
export const SELLER_ATTENTION_STATES = ['booked', 'paid', 'cash_agreed'] as const satisfies readonly OrderState[];
/** States in which an order waits for its buyer: to pay, to show the code, to confirm a parcel or the hand-over. */
export const BUYER_ATTENTION_STATES = ['accepted', 'paid', 'sent', 'handed_over'] as const satisfies readonly OrderState[];

/**
 * How many orders wait for this user: as a seller, new bookings to answer and paid or cash ones to hand over;
 * as a buyer, accepted ones to pay, paid ones whose code to show, parcels and hand-overs to confirm.
 * Two counts, each read from its own small partial index (the badge asks often): one query with
 * `or` over both sides read every booking (175 ms with 100,000 orders, bench/README.md).
 */
export async function attentionCount(db: Database, viewer: Viewer): Promise<number> {
  const [asSeller] = await db
    .select({ n: count() })
    .from(bookings)
    .where(and(eq(bookings.sellerId, viewer.id), inArray(bookings.state, [...SELLER_ATTENTION_STATES])));
  const [asBuyer] = await db
    .select({ n: count() })
    .from(bookings)
    .where(and(eq(bookings.buyerId, viewer.id), inArray(bookings.state, [...BUYER_ATTENTION_STATES])));
  return (asSeller?.n ?? 0) + (asBuyer?.n ?? 0);
}
