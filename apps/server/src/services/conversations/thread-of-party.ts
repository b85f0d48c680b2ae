import { eq } from 'drizzle-orm';
import { isUuid } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { conversations } from '../../db/schema/index.ts';
import { notFound } from '../../errors/app-error.ts';
import type { ConversationRow } from './append-message.ts';

export type ThreadSide = 'buyer' | 'seller';

/** A conversation by id, or null (a malformed id too). */
export async function findConversation(db: Database, id: string): Promise<ConversationRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id)).limit(1);
  return row ?? null;
}

/**
 * A conversation and which side of it the person is. Anyone else, admins included, is told there is none:
 * only its buyer and seller read a thread here; an admin reads one only through a dispute or a report
 * (admin-read-conversation.ts), and that read is logged (issue 39 §3).
 */
export async function conversationOfParty(
  db: Database,
  userId: string,
  id: string,
): Promise<{ conversation: ConversationRow; side: ThreadSide }> {
  const conversation = await findConversation(db, id);
  if (conversation?.buyerId === userId) return { conversation, side: 'buyer' };
  if (conversation?.sellerId === userId) return { conversation, side: 'seller' };
  throw notFound('Conversation');
}

/** The person on the other side of the thread from `side`. */
export const otherPartyOf = (conversation: Pick<ConversationRow, 'buyerId' | 'sellerId'>, side: ThreadSide) =>
  side === 'buyer' ? conversation.sellerId : conversation.buyerId;

/** Each side's read mark. */
export const readMarkOf = (conversation: Pick<ConversationRow, 'buyerReadAt' | 'sellerReadAt'>, side: ThreadSide) =>
  side === 'buyer' ? conversation.buyerReadAt : conversation.sellerReadAt;
