import { disputeReasons, type NotificationKind, type OrderAction, type OrderActor, type OrderState } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import type { OrderRow } from '../orders/order-row.ts';
import { adminIds, notify, type NotificationDraft } from './notify.ts';

export interface OrderEventNotice {
  /** The order event's id: with the kind and recipient, the notification's identity. */
  eventId: number;
  order: Pick<OrderRow, 'id' | 'buyerId' | 'buyerName' | 'sellerId' | 'productId' | 'productName' | 'price'>;
  action: OrderAction;
  actor: OrderActor;
  from: OrderState | null;
  to: OrderState;
  note: string | null;
  now: Date;
}

type Side = 'buyer' | 'seller' | 'admins';

/** Who hears of each step of an order, and as what. Steps not listed tell no one (the actor knows). */
function noticesOf({ action, actor, from, to }: OrderEventNotice): [NotificationKind, Side[]][] {
  switch (action) {
    case 'book':
      return [['booking_made', ['seller']]];
    case 'accept':
      return [['booking_accepted', ['buyer']]];
    case 'decline':
    case 'decline_sold':
      return [['booking_declined', ['buyer']]];
    case 'expire':
      return [['booking_expired', from === 'cash_agreed' ? ['buyer', 'seller'] : ['buyer']]];
    case 'cancel':
      if (to === 'refunded') return [['refund_made', ['buyer']]];
      // The side that did not cancel hears of it.
      return [['booking_cancelled', actor === 'buyer' ? ['seller'] : actor === 'seller' ? ['buyer'] : ['buyer', 'seller']]];
    case 'pay':
      return [['order_paid', ['buyer', 'seller']]];
    case 'choose_cash':
      return [['cash_agreed', ['seller']]];
    case 'enter_code':
      return [['order_handed_over', ['buyer']]];
    case 'mark_sent':
      return [['order_sent', ['buyer']]];
    case 'complete':
    case 'auto_complete':
      return [['order_completed', ['seller']]];
    case 'dispute':
      return [['dispute_opened', ['seller', 'buyer', 'admins']]];
    case 'answer_dispute':
      return [['dispute_answered', ['buyer', 'admins']]];
    case 'resolve_refund':
      return [
        ['dispute_resolved', ['buyer', 'seller']],
        ['refund_made', ['buyer', 'seller']],
      ];
    case 'resolve_release':
      return [['dispute_resolved', ['buyer', 'seller']]];
    case 'handover_timeout':
      return [['refund_made', ['buyer', 'seller']]];
    case 'confirm_received':
    case 'parcel_in_transit':
      return [];
    case 'book_pickup':
      return [['pickup_booked', ['buyer']]];
    case 'parcel_picked_up':
      return [['order_sent', ['buyer']]];
    case 'parcel_delivered':
      return to === 'completed' ? [['order_completed', ['seller']]] : [['parcel_delivered', ['buyer', 'seller']]];
    case 'parcel_returned':
      return to === 'refunded'
        ? [
            ['parcel_returned', ['buyer', 'seller']],
            ['refund_made', ['buyer']],
          ]
        : [['parcel_returned', ['buyer', 'seller']]];
  }
}

/** Writes the notifications of one order event, in the transaction that appended it. */
export async function notifyOrderEvent(tx: Database, notice: OrderEventNotice): Promise<void> {
  const { order, eventId, now, note } = notice;
  const plan = noticesOf(notice);
  if (plan.length === 0) return;
  const admins = plan.some(([, sides]) => sides.includes('admins')) ? await adminIds(tx) : [];
  const params = {
    orderId: order.id,
    productId: order.productId,
    product: order.productName,
    amount: order.price * 100,
    name: order.buyerName,
    ...(note && { note: notice.action === 'dispute' ? withoutReasonCode(note) : note }),
  };
  const drafts: NotificationDraft[] = plan.flatMap(([kind, sides]) =>
    sides.flatMap((side) => {
      const userIds = side === 'buyer' ? [order.buyerId] : side === 'seller' ? [order.sellerId] : admins;
      const link = side === 'admins' ? '/dashboard/disputes' : `/dashboard/orders/${order.id}`;
      return userIds.map((userId) => ({ userId, kind, params, link, event: `order-event:${eventId}` }));
    }),
  );
  // An admin who is also a side hears once.
  const unique = drafts.filter((draft, index) => drafts.findIndex((other) => other.userId === draft.userId && other.kind === draft.kind) === index);
  await notify(tx, now, unique);
}

/** A dispute's note is `<reason code>: <the buyer's words>` (routes/disputes.ts); people read the words. */
const withoutReasonCode = (note: string) => {
  const reason = disputeReasons.find((code) => note.startsWith(`${code}: `));
  return reason ? note.slice(reason.length + 2) : note;
};
