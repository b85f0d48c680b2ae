import type { Database } from '../../db/client.ts';
import { setBlocked } from './blocks.ts';
import { conversationOfParty, otherPartyOf } from './thread-of-party.ts';

/**
 * PUT /conversations/:id/block: the reader blocks (or unblocks) the other side of the thread. A block
 * is between two people, not one thread: neither may write to the other anywhere while it stands.
 */
export async function blockInConversation(
  db: Database,
  readerId: string,
  conversationId: string,
  blocked: boolean,
  now: Date,
): Promise<{ blocked: boolean }> {
  const { conversation, side } = await conversationOfParty(db, readerId, conversationId);
  await setBlocked(db, readerId, otherPartyOf(conversation, side), blocked, now);
  return { blocked };
}
