import { asc, eq } from 'drizzle-orm';
import type { Order, OrderAction, OrderActor, OrderEvent } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { orderEvents } from '../../db/schema/index.ts';
import { handoverCodeStates, type HandoverCodes } from './handover-code.ts';
import type { OrderRow } from './order-row.ts';
import { after, dealWindows } from './deal-windows.ts';
import { transitions } from './transitions.ts';
import { isCourierOrder } from './delivery-transitions.ts';

/** Actions that sell the phone: offered only while it is on sale (payment and cash refuse it otherwise). */
const sellingActions: readonly OrderAction[] = ['pay', 'choose_cash'];

/**
 * What these sides may do to the order now: the table's rows that fit its state and whose guard allows,
 * less paying for a phone that is no longer for sale. (That check is not a guard of `pay`: recording a
 * payment marks the phone sold before the transition runs, under the same lock.)
 */
export function allowedActions(order: OrderRow, sides: readonly OrderActor[], now: Date): OrderAction[] {
  const forSale = order.productStatus === 'available' && order.productDeletedAt === null;
  const actions = transitions
    .filter((row) => row.actor !== 'system' && sides.includes(row.actor) && row.from.includes(order.state))
    .filter((row) => !row.guard?.({ order, now }))
    .map((row) => row.action)
    .filter((action) => forSale || !sellingActions.includes(action));
  return [...new Set(actions)];
}

/** The order's timeline, oldest first. */
export async function orderTimeline(db: Database, orderId: string): Promise<OrderEvent[]> {
  const rows = await db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
  return rows.map((row) => ({
    action: row.action,
    from: row.fromState,
    to: row.toState,
    actor: row.actor,
    note: row.note,
    // Only on the hand-over's event, so older timelines and answers keep their shape.
    ...(row.neirDeregistered && { neirDeregistered: true }),
    at: row.at.toISOString(),
  }));
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * The contract's `order` for one viewer. The hand-over code is added only for the buyer, only while
 * the order is paid (or cash agreed) and waiting for the meet-up.
 */
export function orderAnswer(
  order: OrderRow,
  view: { sides: readonly OrderActor[]; now: Date; codes: HandoverCodes; timeline?: OrderEvent[] },
): Order {
  // A courier order has no meet-up: its phone is handed to the courier, not exchanged for a code.
  const code =
    view.sides.includes('buyer') && handoverCodeStates.includes(order.state) && !isCourierOrder(order) ? view.codes.codeOf(order) : null;
  return {
    _id: order.id,
    productId: order.productId,
    productName: order.productName,
    productImage: order.productImage,
    price: order.price,
    state: order.state,
    buyerName: order.buyerName,
    phone: order.phone,
    pickUpLocation: order.pickUpLocation,
    sellerLocation: order.sellerLocation,
    sellerId: order.sellerId,
    sellerName: order.sellerName,
    delivery: order.delivery,
    trackingReference: order.trackingReference,
    createdAt: order.createdAt.toISOString(),
    paidAt: iso(order.paidAt),
    handedOverAt: iso(order.handedOverAt),
    dueAt: iso(order.dueAt),
    actions: allowedActions(order, view.sides, view.now),
    ...(code && { handoverCode: code }),
    cash: order.cashAgreedAt !== null,
    ...(view.timeline && { timeline: view.timeline }),
    viewerSides: [...view.sides],
    completedAt: iso(order.completedAt),
    reviewUntil: order.completedAt ? after(order.completedAt, dealWindows.reviewMs).toISOString() : null,
  };
}
