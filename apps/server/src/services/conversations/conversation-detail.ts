import { and, desc, eq, sql } from 'drizzle-orm';
import { finalOrderStates, type ConversationDetail } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { bookings, conversations, offers } from '../../db/schema/index.ts';
import { notFound } from '../../errors/app-error.ts';
import { hasOpenBooking } from '../offers/offer-listing.ts';
import { isOpen, offerAnswer } from '../offers/offer-answer.ts';
import { cannotWriteReason } from './blocks.ts';
import { acceptedBookingOf, otherPhoneFor } from './contact-reveal.ts';
import { threadMessages } from './thread-messages.ts';
import { conversationOfParty, readMarkOf } from './thread-of-party.ts';
import { threadSummaries, type ThreadSummary } from './thread-summaries.ts';

const finalStates = sql.raw(finalOrderStates.map((state) => `'${state}'`).join(', '));

/** The buyer's booking of the listing the thread continues on: the one still going, else the newest; null if none. */
async function latestOrderId(db: Database, buyerId: string, productId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.buyerId, buyerId), eq(bookings.productId, productId)))
    .orderBy(sql`${bookings.state} in (${finalStates})`, desc(bookings.createdAt), desc(bookings.id))
    .limit(1);
  return row?.id ?? null;
}

/** What a side may do now and see of the other: write, offer, their phone number. An admin does none of it. */
async function partyView(db: Database, thread: ThreadSummary, openOffer: boolean) {
  const { conversation, reader } = thread;
  if (reader.readerId === null) return { otherPhone: null, canWrite: false, canOffer: false };
  const canWrite = (await cannotWriteReason(db, reader.readerId, thread.summary.other.id)) === null;
  const accepted = thread.revealed ? await acceptedBookingOf(db, conversation.buyerId, conversation.productId) : null;
  const otherPhone = accepted
    ? await otherPhoneFor(db, reader.side, { sellerId: conversation.sellerId, bookingPhone: accepted.phone })
    : null;
  const canOffer =
    reader.side === 'buyer' &&
    canWrite &&
    !openOffer &&
    thread.product.isListed &&
    !(await hasOpenBooking(db, conversation.buyerId, conversation.productId));
  return { otherPhone, canWrite, canOffer };
}

/**
 * One conversation as `readerId` reads it (a side of it; null for an admin, whose access the caller
 * checked and logged): the summary, its messages oldest first, the open offer, the order it goes on in.
 */
export async function conversationDetail(
  db: Database,
  readerId: string | null,
  conversationId: string,
  now: Date,
): Promise<ConversationDetail> {
  const [thread] = await threadSummaries(db, readerId, eq(conversations.id, conversationId), 1);
  if (!thread) throw notFound('Conversation');
  const { conversation, reader, revealed } = thread;
  const [pending] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.conversationId, conversation.id), eq(offers.state, 'pending')))
    .limit(1);
  const openOffer = pending && isOpen(pending, now) ? offerAnswer(pending, now) : null;
  const otherSide = reader.side === 'buyer' ? 'seller' : 'buyer';
  const messages = await threadMessages(
    db,
    conversation,
    { reader, revealed, otherReadAt: readMarkOf(conversation, otherSide) },
    now,
  );
  return {
    ...thread.summary,
    messages,
    openOffer,
    orderId: await latestOrderId(db, conversation.buyerId, conversation.productId),
    ...(await partyView(db, thread, openOffer !== null)),
  };
}

/** GET /conversations/:id: the thread for one of its two sides; anyone else, admins included, is told there is none. */
export async function conversationForParty(
  db: Database,
  readerId: string,
  conversationId: string,
  now: Date,
): Promise<ConversationDetail> {
  const { conversation } = await conversationOfParty(db, readerId, conversationId);
  return conversationDetail(db, readerId, conversation.id, now);
}
