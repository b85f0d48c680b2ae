import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { OrderEvent, OrderState } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { bookings, conversations, users } from '../../db/schema/index.ts';

/**
 * Issue 39 §3: once the seller accepts a booking, buyer and seller see each other's phone number, and
 * their conversation stops hiding numbers, emails and links. "Accepted" is a fact of the order's history:
 * the seller's `accept` on its timeline, or a state the order reaches only past that point of the deal
 * (paid straight from booked, cash agreed, handed over…). A booking declined, expired or cancelled
 * before the seller accepted it reveals nothing.
 */
export const statesPastAcceptance: readonly OrderState[] = [
  'accepted',
  'cash_agreed',
  'paid',
  'sent',
  'handed_over',
  'disputed',
  'completed',
  'refunded',
];

const quoted = sql.raw(statesPastAcceptance.map((state) => `'${state}'`).join(', '));

/** SQL: the booking row (bookings, in the query) was accepted by its seller. */
const acceptedBooking: SQL = sql`(${bookings.state} in (${quoted}) or exists (select 1 from order_events e where e.order_id = ${bookings.id} and e.action = 'accept'))`;

/** SQL: the thread's (conversations, in the query) buyer has a booking of its listing that the seller accepted. */
export const threadRevealed: SQL<boolean> = sql<boolean>`exists (select 1 from bookings b where b.buyer_id = ${conversations.buyerId} and b.product_id = ${conversations.productId} and (b.state in (${quoted}) or exists (select 1 from order_events e where e.order_id = b.id and e.action = 'accept')))`;

/** Whether one order's seller has accepted it, from its state and timeline (get-order.ts has both). */
export function orderAccepted(state: OrderState, timeline: readonly Pick<OrderEvent, 'action'>[]): boolean {
  return statesPastAcceptance.includes(state) || timeline.some((event) => event.action === 'accept');
}

/** The newest booking of this buyer for this listing that its seller accepted (its phone is the buyer's for the deal), or null. */
export async function acceptedBookingOf(
  db: Database,
  buyerId: string,
  productId: string,
): Promise<{ id: string; phone: string } | null> {
  const [row] = await db
    .select({ id: bookings.id, phone: bookings.phone })
    .from(bookings)
    .where(and(eq(bookings.buyerId, buyerId), eq(bookings.productId, productId), acceptedBooking))
    .orderBy(desc(bookings.createdAt))
    .limit(1);
  return row ?? null;
}

/** A person's phone number, if they verified one (issue 38): the only number of theirs PhoneHaat vouches for. */
export async function verifiedPhoneOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ phone: users.phoneNumber, verified: users.phoneNumberVerified })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.verified ? row.phone : null;
}

/**
 * The other side's phone number, for a party of a deal whose seller accepted: the seller's verified number
 * for the buyer, the number the buyer gave with the booking for the seller.
 */
export async function otherPhoneFor(
  db: Database,
  side: 'buyer' | 'seller',
  deal: { sellerId: string; bookingPhone: string },
): Promise<string | null> {
  return side === 'buyer' ? verifiedPhoneOf(db, deal.sellerId) : deal.bookingPhone;
}
