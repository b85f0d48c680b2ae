import { and, eq, sql } from 'drizzle-orm';
import type { MessageKind, OfferStep } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { conversations, messages, users } from '../../db/schema/index.ts';
import { notify } from '../notifications/notify.ts';
import { recordUserEvents } from '../realtime/user-events.ts';

export type ConversationRow = typeof conversations.$inferSelect;

/**
 * The conversation of a buyer and a listing, opened if there is none (issue 39 §1: one per buyer and
 * listing). Safe against two first messages at once: the unique (product, buyer) index keeps one row,
 * and the loser reads the winner's.
 */
export async function findOrOpenConversation(
  tx: Database,
  thread: { productId: string; buyerId: string; sellerId: string },
  now: Date,
): Promise<{ conversation: ConversationRow; opened: boolean }> {
  const [opened] = await tx
    .insert(conversations)
    .values({ ...thread, createdAt: now, lastMessageAt: now })
    .onConflictDoNothing({ target: [conversations.productId, conversations.buyerId] })
    .returning();
  if (opened) return { conversation: opened, opened: true };
  const [existing] = await tx
    .select()
    .from(conversations)
    .where(and(eq(conversations.productId, thread.productId), eq(conversations.buyerId, thread.buyerId)))
    .limit(1);
  if (!existing) throw new Error('conversation neither inserted nor found');
  return { conversation: existing, opened: false };
}

export interface MessageDraft {
  senderId: string;
  kind: MessageKind;
  body?: string | null;
  photo?: string | null;
  offerId?: string | null;
  /** Which step of the offer the message shows (kind 'offer'). */
  offerStep?: OfferStep | null;
  /** It looks like a payment asked outside PhoneHaat (decided by the caller from the text). */
  scam?: boolean;
}

/**
 * Adds a message to a conversation in the caller's transaction: the row, the thread's time, a real-time
 * event for both sides, and, for a typed message, a `message_received` notification to the other side
 * once per unread streak (its event is the other side's read mark, so a second message before they read
 * tells no one again; nothing is sent to a person twice).
 */
export async function appendMessage(
  tx: Database,
  conversation: ConversationRow,
  draft: MessageDraft,
  now: Date,
  product: { name: string },
): Promise<typeof messages.$inferSelect> {
  const [row] = await tx
    .insert(messages)
    .values({
      conversationId: conversation.id,
      senderId: draft.senderId,
      kind: draft.kind,
      body: draft.body ?? null,
      photo: draft.photo ?? null,
      offerId: draft.offerId ?? null,
      offerStep: draft.offerStep ?? null,
      scam: draft.scam ?? false,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  await tx
    .update(conversations)
    .set({ lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(conversations.id, conversation.id));

  const otherId = draft.senderId === conversation.buyerId ? conversation.sellerId : conversation.buyerId;
  await recordUserEvents(tx, now, [
    { userId: conversation.buyerId, kind: 'message', data: { conversationId: conversation.id, messageId: row.id } },
    { userId: conversation.sellerId, kind: 'message', data: { conversationId: conversation.id, messageId: row.id } },
  ]);

  if (draft.kind === 'text') {
    const otherReadAt = otherId === conversation.buyerId ? conversation.buyerReadAt : conversation.sellerReadAt;
    const [sender] = await tx.select({ name: users.name }).from(users).where(eq(users.id, draft.senderId)).limit(1);
    await notify(tx, now, [
      {
        userId: otherId,
        kind: 'message_received',
        params: { conversationId: conversation.id, product: product.name, name: sender?.name ?? '' },
        link: `/dashboard/messages/${conversation.id}`,
        event: `message:${conversation.id}:${otherReadAt?.toISOString() ?? 'never'}`,
      },
    ]);
  }
  return row;
}
