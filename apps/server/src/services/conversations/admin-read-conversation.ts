import { eq } from 'drizzle-orm';
import { isUuid, type ConversationDetail } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { bookings, conversationReads, messageReports } from '../../db/schema/index.ts';
import { notFound } from '../../errors/app-error.ts';
import type { ConversationRow } from './append-message.ts';
import { conversationDetail } from './conversation-detail.ts';
import { everDisputed } from './conversation-refs.ts';
import { findConversation } from './thread-of-party.ts';

export interface AdminReadReason {
  via: 'dispute' | 'report';
  /** The disputed order's id, or the message report's. */
  ref: string;
}

/** An order of this thread's buyer and listing that is or was disputed. */
async function disputeOfThread(db: Database, conversation: ConversationRow, orderId: string): Promise<boolean> {
  const [order] = await db
    .select({ state: bookings.state, buyerId: bookings.buyerId, productId: bookings.productId })
    .from(bookings)
    .where(eq(bookings.id, orderId))
    .limit(1);
  if (!order || order.buyerId !== conversation.buyerId || order.productId !== conversation.productId) return false;
  return everDisputed(db, { id: orderId, state: order.state });
}

/** A report of a message in this thread. */
async function reportOfThread(db: Database, conversation: ConversationRow, reportId: string): Promise<boolean> {
  const [report] = await db
    .select({ conversationId: messageReports.conversationId })
    .from(messageReports)
    .where(eq(messageReports.id, reportId))
    .limit(1);
  return report?.conversationId === conversation.id;
}

/**
 * An admin reads a conversation (issue 39 §3, §6): only through a dispute of its buyer's order for its
 * listing, or a report of one of its messages, and every such read is logged (conversation_reads). Without
 * such a reason the thread is not found, as for anyone who is not one of its sides. The admin reads it as
 * written: nothing masked, every scam flag shown.
 */
export async function adminReadConversation(
  db: Database,
  adminId: string,
  conversationId: string,
  reason: AdminReadReason,
  now: Date,
): Promise<ConversationDetail> {
  const conversation = await findConversation(db, conversationId);
  if (!conversation || !isUuid(reason.ref)) throw notFound('Conversation');
  const allowed =
    reason.via === 'dispute'
      ? await disputeOfThread(db, conversation, reason.ref)
      : await reportOfThread(db, conversation, reason.ref);
  if (!allowed) throw notFound('Conversation');
  await db
    .insert(conversationReads)
    .values({ conversationId: conversation.id, adminId, via: reason.via, ref: reason.ref, at: now });
  return conversationDetail(db, null, conversation.id, now);
}
