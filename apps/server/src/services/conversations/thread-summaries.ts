import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ConversationSummary } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { conversations, messages, products, users } from '../../db/schema/index.ts';
import type { ConversationRow } from './append-message.ts';
import { threadRevealed } from './contact-reveal.ts';
import { previewOf, type ThreadReader } from './message-answer.ts';

/** Most threads the Messages page lists (newest first); older ones wait for paging. */
export const THREADS_LISTED_MAX = 200;

export interface ThreadSummary {
  summary: ConversationSummary;
  conversation: ConversationRow;
  reader: ThreadReader;
  revealed: boolean;
  product: { isListed: boolean; sellerId: string };
}

/**
 * Conversations as one reader sees them in a list, newest first: the listing now, the other side, the last
 * message (hidden parts masked), unread count and block. `readerId` null is an admin reading the evidence:
 * from the buyer's side, nothing unread, nothing hidden.
 */
export async function threadSummaries(
  db: Database,
  readerId: string | null,
  where: SQL | undefined,
  limit = THREADS_LISTED_MAX,
): Promise<ThreadSummary[]> {
  const me = readerId === null ? sql`${conversations.buyerId}` : sql`${readerId}`;
  const isBuyer = sql`${conversations.buyerId} = ${me}`;
  const otherId = sql<string>`case when ${isBuyer} then ${conversations.sellerId} else ${conversations.buyerId} end`;
  const myReadAt = sql`coalesce(case when ${isBuyer} then ${conversations.buyerReadAt} else ${conversations.sellerReadAt} end, '-infinity'::timestamptz)`;
  const unread =
    readerId === null
      ? sql<number>`0`
      : sql<number>`(select count(*)::int from messages m where m.conversation_id = ${conversations.id} and m.sender_id <> ${me} and m.created_at > ${myReadAt})`;
  const blocked =
    readerId === null
      ? sql<boolean>`false`
      : sql<boolean>`exists (select 1 from user_blocks ub where ub.blocker_id = ${me} and ub.blocked_id = ${otherId})`;

  const rows = await db
    .select({
      conversation: conversations,
      product: {
        name: products.productName,
        image: products.image,
        price: products.selling,
        status: products.status,
        deletedAt: products.deletedAt,
        isListed: products.isListed,
        sellerId: products.sellerId,
      },
      other: { id: users.id, name: users.name, photo: users.image },
      unread,
      blocked,
      revealed: threadRevealed,
    })
    .from(conversations)
    .innerJoin(products, eq(products.id, conversations.productId))
    .innerJoin(users, eq(users.id, otherId))
    .where(where)
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(limit);
  if (rows.length === 0) return [];

  const last = await db
    .selectDistinctOn([messages.conversationId], {
      conversationId: messages.conversationId,
      senderId: messages.senderId,
      body: messages.body,
      kind: messages.kind,
    })
    .from(messages)
    .where(
      inArray(
        messages.conversationId,
        rows.map((row) => row.conversation.id),
      ),
    )
    .orderBy(messages.conversationId, desc(messages.createdAt), desc(messages.position));
  const lastOf = new Map(last.map((row) => [row.conversationId, row]));

  return rows.map((row) => {
    const { conversation } = row;
    const side = conversation.buyerId === (readerId ?? conversation.buyerId) ? 'buyer' : 'seller';
    const reader: ThreadReader = { side, readerId };
    const lastMessage = lastOf.get(conversation.id);
    return {
      conversation,
      reader,
      revealed: row.revealed,
      product: { isListed: row.product.isListed, sellerId: row.product.sellerId },
      summary: {
        id: conversation.id,
        productId: conversation.productId,
        productName: row.product.name,
        productImage: row.product.image,
        price: row.product.price,
        productGone: row.product.status === 'sold' || row.product.deletedAt !== null,
        role: side,
        other: row.other,
        lastMessage: lastMessage
          ? previewOf(lastMessage.body, lastMessage.senderId === readerId, { reader, revealed: row.revealed })
          : null,
        lastMessageKind: lastMessage ? (lastMessage.kind === 'offer' ? 'offer' : lastMessage.body === null ? 'photo' : 'text') : null,
        lastMessageAt: conversation.lastMessageAt.toISOString(),
        unread: Number(row.unread),
        blocked: Boolean(row.blocked),
      },
    };
  });
}

/** SQL: the person is one side of the thread. */
export const partyOf = (userId: string): SQL => or(eq(conversations.buyerId, userId), eq(conversations.sellerId, userId))!;

/** How many of the person's threads have messages they have not read (the Messages badge). */
export async function unreadThreads(db: Database, userId: string): Promise<number> {
  const myReadAt = sql`coalesce(case when ${conversations.buyerId} = ${userId} then ${conversations.buyerReadAt} else ${conversations.sellerReadAt} end, '-infinity'::timestamptz)`;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(conversations)
    .where(
      and(
        partyOf(userId),
        sql`exists (select 1 from messages m where m.conversation_id = ${conversations.id} and m.sender_id <> ${userId} and m.created_at > ${myReadAt})`,
      ),
    );
  return Number(row?.n ?? 0);
}
