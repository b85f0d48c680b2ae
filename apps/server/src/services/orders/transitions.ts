import type { OrderAction, OrderActor, OrderState } from '@phonehaat/contract';
import { errorCodes } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import type { CourierName } from '../couriers/courier.ts';
import type { bookings } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { holdOrderMoney, settleOrderMoney } from '../ledger/ledger-entries.ts';
import { cashTransitions } from './cash-transitions.ts';
import { deliveryTransitions, isCourierOrder, notCourier } from './delivery-transitions.ts';
import { after, dealWindows } from './deal-windows.ts';
import { dueNow } from './due-now.ts';
import { openOrdersOfProduct } from './open-orders.ts';
import type { OrderRow } from './order-row.ts';
import { relistProduct, removeRefundedProduct } from './product-sale.ts';

/** What an action brings besides the order: a reason, a tracking reference, an admin's choice. */
export interface TransitionInput {
  note?: string | undefined;
  trackingReference?: string | undefined;
  /** On a dispute refunded: the listing goes back on sale (default) or is removed. */
  relist?: boolean | undefined;
  /** On a hand-over: the seller confirmed the phone is off their NEIR registration (decision 0045). */
  neirDeregistered?: boolean | undefined;
  /** On choosing cash on delivery: the fee quoted with the courier's cash charge (issue 42). */
  deliveryFee?: number | undefined;
  /** On booking a pickup: the configured courier (issue 42); without one the pickup is refused. */
  courier?: CourierName | undefined;
}

export interface TransitionContext {
  tx: Database;
  order: OrderRow;
  now: Date;
  input: TransitionInput;
  actorId: string | null;
  /** Runs another transition in this transaction (the pay transition declines the phone's other bookings). */
  cascade: (order: OrderRow, action: OrderAction, note: string) => Promise<void>;
}

/** One row of the table: `actor` may take the order from one of `from` to `to` by `action`, if `guard` allows. */
export interface Transition {
  action: OrderAction;
  from: readonly OrderState[];
  to: OrderState;
  actor: OrderActor;
  /** An error when the transition may not happen now, beyond actor and state (reads only the order and the clock). */
  guard?: (context: Pick<TransitionContext, 'order' | 'now'>) => AppError | undefined;
  /**
   * The phone leaves the seller (the code at a meet-up, the parcel's dispatch): refused without their
   * word that it is off their NEIR registration, which its event row keeps (decision 0045).
   */
  handsOver?: true;
  /** Columns written with the new state. */
  writes?: (context: TransitionContext) => Partial<typeof bookings.$inferInsert>;
  /** When the new state's timer fires; none when absent. */
  due?: (context: TransitionContext) => Date;
  /** Money and listing changes, in the same transaction. */
  effect?: (context: TransitionContext) => Promise<void>;
}

const OPEN: OrderState[] = ['booked', 'accepted'];
const answerDue = ({ now }: TransitionContext) => after(now, dealWindows.answerMs);
const disputeDue = ({ now }: TransitionContext) => after(now, dealWindows.disputeMs);
const paidAt = (order: OrderRow) => order.paidAt ?? order.stateChangedAt;

const refund = async ({ tx, order, now }: TransitionContext) => {
  await settleOrderMoney(tx, order, 'refunded', now);
  await relistProduct(tx, order.productId);
};
const release = async ({ tx, order, now }: TransitionContext) => {
  await settleOrderMoney(tx, order, 'released', now);
};

/** Sharetribe's process.edn, for a meet-up market: every way an order moves, and who may move it. */
export const transitions: readonly Transition[] = [
  { action: 'accept', from: ['booked'], to: 'accepted', actor: 'seller', due: answerDue },
  { action: 'decline', from: OPEN, to: 'declined', actor: 'seller' },
  { action: 'cancel', from: OPEN, to: 'cancelled', actor: 'buyer' },
  { action: 'expire', from: OPEN, to: 'expired', actor: 'system', guard: dueNow },
  // The spec's Pay Now shows on every unpaid booking: the buyer may pay before the seller answers.
  {
    action: 'pay',
    from: OPEN,
    to: 'paid',
    actor: 'buyer',
    writes: ({ now }) => ({ paid: true, paidAt: now }),
    due: ({ now }) => after(now, dealWindows.handoverMs),
    effect: async (context) => {
      const { tx, order, now } = context;
      await holdOrderMoney(tx, order, now);
      for (const other of await openOrdersOfProduct(tx, order.productId, order.id)) {
        await context.cascade(other, 'decline_sold', 'Another buyer has paid for this phone');
      }
    },
  },
  { action: 'decline_sold', from: OPEN, to: 'declined', actor: 'system' },
  // The seller cancels a paid order: the buyer gets everything back and the phone is on sale again. Not
  // once a parcel is with the courier: it comes back as a returned parcel, which refunds.
  {
    action: 'cancel',
    from: ['paid', 'sent'],
    to: 'refunded',
    actor: 'seller',
    guard: ({ order }) => (order.state === 'sent' && isCourierOrder(order) ? notCourier({ order, now: new Date(0) }) : undefined),
    effect: refund,
  },
  {
    action: 'enter_code',
    from: ['paid'],
    to: 'handed_over',
    actor: 'seller',
    handsOver: true,
    guard: notCourier,
    writes: ({ now }) => ({ delivery: 'meetup', handedOverAt: now }),
    due: disputeDue,
  },
  {
    action: 'mark_sent',
    from: ['paid'],
    to: 'sent',
    actor: 'seller',
    handsOver: true,
    guard: notCourier,
    writes: ({ input }) => ({ delivery: 'courier', trackingReference: input.trackingReference ?? null }),
    due: ({ order }) => after(paidAt(order), dealWindows.courierHandoverMs),
  },
  // A parcel's arrival, confirmed by its buyer, is the courier's hand-over.
  {
    action: 'confirm_received',
    from: ['sent'],
    to: 'handed_over',
    actor: 'buyer',
    writes: ({ now }) => ({ handedOverAt: now }),
    due: disputeDue,
  },
  { action: 'handover_timeout', from: ['paid', 'sent'], to: 'refunded', actor: 'system', guard: dueNow, effect: refund },
  { action: 'complete', from: ['handed_over'], to: 'completed', actor: 'buyer', writes: ({ now }) => ({ completedAt: now }), effect: release },
  { action: 'auto_complete', from: ['handed_over'], to: 'completed', actor: 'system', guard: dueNow, writes: ({ now }) => ({ completedAt: now }), effect: release },
  {
    action: 'dispute',
    from: ['handed_over'],
    to: 'disputed',
    actor: 'buyer',
    guard: ({ order, now }) =>
      order.handedOverAt && now.getTime() < order.handedOverAt.getTime() + dealWindows.disputeMs
        ? undefined
        : new AppError(errorCodes.disputeWindowClosed, 409, 'The time to report a problem with this order has passed'),
  },
  {
    action: 'resolve_refund',
    from: ['disputed'],
    to: 'refunded',
    actor: 'admin',
    effect: async (context) => {
      await settleOrderMoney(context.tx, context.order, 'refunded', context.now);
      if (context.input.relist === false) await removeRefundedProduct(context.tx, context.order.productId, context.now);
      else await relistProduct(context.tx, context.order.productId);
    },
  },
  // The seller's answer to a reported problem: the order stays disputed (its time and timer unchanged).
  { action: 'answer_dispute', from: ['disputed'], to: 'disputed', actor: 'seller' },
  { action: 'resolve_release', from: ['disputed'], to: 'completed', actor: 'admin', writes: ({ now }) => ({ completedAt: now }), effect: release },
  ...cashTransitions,
  ...deliveryTransitions,
];
