import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Message } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { messages, offers, users } from '../../db/schema/index.ts';
import { offerAnswer } from '../offers/offer-answer.ts';
import type { ConversationRow } from './append-message.ts';
import { messageAnswer, type ReadingContext } from './message-answer.ts';

/** Most messages one read of a thread answers: the newest ones (issue 39 §1; older ones wait for paging). */
export const THREAD_MESSAGES_MAX = 200;

/** A thread's messages, oldest first (the newest THREAD_MESSAGES_MAX), or one of them, as `context.reader` sees them. */
export async function threadMessages(
  db: Database,
  conversation: Pick<ConversationRow, 'id'>,
  context: ReadingContext,
  now: Date,
  { only }: { only?: string } = {},
): Promise<Message[]> {
  const where: SQL | undefined = and(
    eq(messages.conversationId, conversation.id),
    only === undefined ? undefined : eq(messages.id, only),
  );
  const rows = await db
    .select({ message: messages, senderName: users.name, offer: offers })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .leftJoin(offers, eq(offers.id, messages.offerId))
    .where(where)
    .orderBy(desc(messages.createdAt), desc(messages.position))
    .limit(THREAD_MESSAGES_MAX);
  return rows
    .reverse()
    .map((row) =>
      messageAnswer(row.message, { senderName: row.senderName, offer: row.offer ? offerAnswer(row.offer, now) : null }, context),
    );
}
