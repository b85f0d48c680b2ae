import { and, eq } from 'drizzle-orm';
import { isUuid, type ConversationRef } from '@phonehaat/contract';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { conversations, orderEvents } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../errors/app-error.ts';
import { findOrderRow } from '../orders/order-row.ts';

/** Whether the order is disputed now, or was once (resolved since): a dispute lets an admin read its thread. */
export async function everDisputed(db: Database, order: { id: string; state: string }): Promise<boolean> {
  if (order.state === 'disputed') return true;
  const [disputed] = await db
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.action, 'dispute')))
    .limit(1);
  return disputed !== undefined;
}

/** The thread of a buyer and a listing, if they have one. */
async function threadOf(db: Database, buyerId: string, productId: string): Promise<ConversationRef> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.buyerId, buyerId), eq(conversations.productId, productId)))
    .limit(1);
  return { conversationId: row?.id ?? null };
}

/** GET /products/:id/conversation: the viewer's own thread about a listing (a seller has one per buyer, so none here). */
export async function conversationAboutProduct(db: Database, viewerId: string, productId: string): Promise<ConversationRef> {
  if (!isUuid(productId)) return { conversationId: null };
  return threadOf(db, viewerId, productId);
}

/** GET /orders/:id/conversation: the thread an order goes on in, for its buyer or seller. */
export async function conversationOfOrder(db: Database, viewer: Viewer, orderId: string): Promise<ConversationRef> {
  const order = await findOrderRow(db, orderId);
  if (!order) throw notFound('Order');
  if (order.buyerId !== viewer.id && order.sellerId !== viewer.id) throw forbidden('This order is not yours');
  return threadOf(db, order.buyerId, order.productId);
}

/**
 * GET /admin/disputes/:orderId/conversation: the thread behind a dispute, for the admins' dispute page.
 * Only an order that is or was disputed has one to show; reading it is a second, logged step.
 */
export async function conversationOfDispute(db: Database, orderId: string): Promise<ConversationRef> {
  const order = await findOrderRow(db, orderId);
  if (!order || !(await everDisputed(db, order))) throw notFound('Dispute');
  return threadOf(db, order.buyerId, order.productId);
}
