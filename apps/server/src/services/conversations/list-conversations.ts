import type { ConversationList } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { partyOf, threadSummaries, unreadThreads } from './thread-summaries.ts';

/** GET /conversations: the person's threads, newest first, and how many have unread messages. */
export async function listConversations(db: Database, userId: string): Promise<ConversationList> {
  const threads = await threadSummaries(db, userId, partyOf(userId));
  return { items: threads.map((thread) => thread.summary), unread: await unreadThreads(db, userId) };
}
