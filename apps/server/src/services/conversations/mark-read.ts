import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { conversations } from '../../db/schema/index.ts';
import { recordUserEvents } from '../realtime/user-events.ts';
import { conversationOfParty, otherPartyOf } from './thread-of-party.ts';

/**
 * The reader has read the thread up to now: their read mark moves (their unread count empties, the other
 * side's messages show as seen), and the other side's open page learns of it at once (a `read` event).
 */
export async function markConversationRead(db: Database, readerId: string, conversationId: string, now: Date): Promise<void> {
  const { conversation, side } = await conversationOfParty(db, readerId, conversationId);
  await db.transaction(async (tx) => {
    await tx
      .update(conversations)
      .set(side === 'buyer' ? { buyerReadAt: now } : { sellerReadAt: now })
      .where(eq(conversations.id, conversation.id));
    await recordUserEvents(tx, now, [
      { userId: otherPartyOf(conversation, side), kind: 'read', data: { conversationId: conversation.id } },
    ]);
  });
}
