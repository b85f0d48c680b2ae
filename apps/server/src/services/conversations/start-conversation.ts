import { and, eq } from 'drizzle-orm';
import { isUuid } from '@phonehaat/contract';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { conversations, products } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../errors/app-error.ts';
import { appendMessage, findOrOpenConversation } from './append-message.ts';
import { refuseIfCannotWrite } from './blocks.ts';
import { lockSender, refuseOverLimits } from './messaging-limits.ts';
import { looksLikeScam } from './scam-signals.ts';

/**
 * "Ask the seller" (issue 39 §1): the buyer's first message about a listing, in their one conversation
 * about it — opened now, or the one they have (which goes on even once the listing is sold or removed).
 * A new conversation needs a live listing; nobody asks about their own.
 */
export async function startConversation(
  db: Database,
  buyer: Viewer,
  input: { productId: string; text: string },
  { now, ownHost }: { now: Date; ownHost: string },
): Promise<{ conversationId: string }> {
  if (!isUuid(input.productId)) throw notFound('Product');
  const [product] = await db
    .select({ id: products.id, name: products.productName, sellerId: products.sellerId, isListed: products.isListed })
    .from(products)
    .where(eq(products.id, input.productId))
    .limit(1);
  if (!product) throw notFound('Product');
  if (product.sellerId === buyer.id) throw forbidden('This is your own listing');
  await refuseIfCannotWrite(db, buyer.id, product.sellerId);

  return db.transaction(async (tx) => {
    // Locked first: the buyer's starts queue, so whether this one opens a thread is known when counted.
    const sender = await lockSender(tx, buyer.id);
    const [existing] = await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.productId, product.id), eq(conversations.buyerId, buyer.id)))
      .limit(1);
    if (!existing && !product.isListed) throw notFound('Product');
    await refuseOverLimits(tx, sender, now, { opensConversation: !existing });
    const { conversation } = await findOrOpenConversation(
      tx,
      { productId: product.id, buyerId: buyer.id, sellerId: product.sellerId },
      now,
    );
    await appendMessage(
      tx,
      conversation,
      { senderId: buyer.id, kind: 'text', body: input.text, scam: looksLikeScam(input.text, ownHost) },
      now,
      product,
    );
    return { conversationId: conversation.id };
  });
}
