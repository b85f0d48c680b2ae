import { and, eq, inArray, isNull, lte, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings, parcels } from '../../db/schema/index.ts';
import { adminIds, type NotificationDraft } from '../notifications/notify.ts';

/**
 * The law's delivery deadline (5 days within the seller's district, 10 elsewhere; issue 42 §3) as
 * notifications: a parcel not delivered by then tells its buyer, its seller and the admins, once (the
 * event names the order; `overdue_notice_at` keeps later sweeps from reading it again). Nothing is
 * refunded by the clock while the phone is with the courier: a parcel that comes back refunds.
 */
export async function deliveryOverdueDrafts(db: Database, now: Date): Promise<{ drafts: NotificationDraft[]; orderIds: string[] }> {
  const late = await db
    .select({ id: bookings.id, buyerId: bookings.buyerId, sellerId: bookings.sellerId, productId: bookings.productId, productName: bookings.productName })
    .from(parcels)
    .innerJoin(bookings, eq(bookings.id, parcels.orderId))
    .where(
      and(
        lte(parcels.deliverBy, now),
        isNull(parcels.overdueNoticeAt),
        notInArray(parcels.status, ['delivered', 'returned', 'cancelled']),
        inArray(bookings.state, ['paid', 'cash_agreed', 'sent']),
      ),
    )
    .limit(200);
  if (late.length === 0) return { drafts: [], orderIds: [] };
  const admins = await adminIds(db);
  const drafts = late.flatMap((order) => {
    const params = { orderId: order.id, productId: order.productId, product: order.productName };
    const people = [...new Set([order.buyerId, order.sellerId, ...admins])];
    return people.map((userId) => ({
      userId,
      kind: 'delivery_overdue' as const,
      params,
      link: `/dashboard/orders/${order.id}`,
      event: `delivery-overdue:${order.id}`,
    }));
  });
  return { drafts, orderIds: late.map((order) => order.id) };
}

/** Marks the parcels told of, in the notifications' transaction. */
export async function markOverdueNoticed(tx: Database, orderIds: string[], now: Date): Promise<void> {
  if (orderIds.length > 0) await tx.update(parcels).set({ overdueNoticeAt: now }).where(inArray(parcels.orderId, orderIds));
}
