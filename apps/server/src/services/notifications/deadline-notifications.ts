import { and, eq, gt, gte, lte, notExists } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings, orderEvents } from '../../db/schema/index.ts';
import { after, dealWindows } from '../orders/deal-windows.ts';
import { adminIds, notify, type NotificationDraft } from './notify.ts';
import { deliveryOverdueDrafts, markOverdueNoticed } from '../delivery/delivery-overdue.ts';

/**
 * The deadlines the law names, as notifications (issue 38): a paid phone not handed over or sent within
 * 48 hours tells its buyer and reminds its seller; a dispute its seller has not answered in 72 hours goes
 * to the admins. Run by every sweep of the order timers; each notice's event names the order (and the dispute's
 * start), so later sweeps write nothing more. Answers how many notifications were new.
 */
export async function notifyDeadlines(db: Database, now: Date): Promise<number> {
  const paidLongAgo = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.state, 'paid'),
        lte(bookings.paidAt, after(now, -dealWindows.handoverNoticeMs)),
        // Past the refund's deadline the timers refund it instead.
        gt(bookings.paidAt, after(now, -dealWindows.handoverMs)),
      ),
    );
  // Disputes the seller has not answered since they opened, 72 hours on.
  const openDisputes = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.state, 'disputed'),
        lte(bookings.stateChangedAt, after(now, -dealWindows.complaintActionMs)),
        notExists(
          db
            .select({ id: orderEvents.id })
            .from(orderEvents)
            .where(and(eq(orderEvents.orderId, bookings.id), eq(orderEvents.action, 'answer_dispute'), gte(orderEvents.at, bookings.stateChangedAt))),
        ),
      ),
    );
  const admins = openDisputes.length > 0 ? await adminIds(db) : [];

  const paramsOf = (order: typeof bookings.$inferSelect) => ({ orderId: order.id, productId: order.productId, product: order.productName });
  const drafts: NotificationDraft[] = [
    ...paidLongAgo.flatMap((order) =>
      [order.buyerId, order.sellerId].map((userId) => ({
        userId,
        kind: 'handover_overdue' as const,
        params: paramsOf(order),
        link: `/dashboard/orders/${order.id}`,
        event: `handover-overdue:${order.id}`,
      })),
    ),
    ...openDisputes.flatMap((order) =>
      admins.map((userId) => ({
        userId,
        kind: 'dispute_overdue' as const,
        params: paramsOf(order),
        link: '/dashboard/disputes',
        event: `dispute-overdue:${order.id}:${order.stateChangedAt.toISOString()}`,
      })),
    ),
  ];
  const overdue = await deliveryOverdueDrafts(db, now);
  return db.transaction(async (tx) => {
    await markOverdueNoticed(tx, overdue.orderIds, now);
    return notify(tx, now, [...drafts, ...overdue.drafts]);
  });
}
