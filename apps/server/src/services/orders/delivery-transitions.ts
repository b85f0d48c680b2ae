import { eq, sql } from 'drizzle-orm';
import { deliveryMessages, errorCodes } from '@phonehaat/contract';
import { parcels, products } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { recordSettledOutside, settleOrderMoney } from '../ledger/ledger-entries.ts';
import { after, dealWindows } from './deal-windows.ts';
import type { OrderRow } from './order-row.ts';
import { relistProduct } from './product-sale.ts';
import { deliverByFrom, deliveryDaysFor } from '../delivery/courier-terms.ts';
import type { Transition, TransitionContext } from './transitions.ts';

/** A courier order (issue 42): booked with an address, its phone goes by parcel, never by a meet-up code. */
export const isCourierOrder = (order: Pick<OrderRow, 'delivery' | 'deliveryAddress'>) =>
  order.delivery === 'courier' && order.deliveryAddress !== null;
/** Cash on delivery: a courier order whose buyer chose to pay the courier at the door. */
const isCod = (order: OrderRow) => isCourierOrder(order) && order.cashAgreedAt !== null;

type Guard = NonNullable<Transition['guard']>;
const refuse = (message: string) => new AppError(errorCodes.conflict, 409, message);

/** Meet-up steps (the hand-over code, a typed tracking number) are refused on a courier order. */
export const notCourier: Guard = ({ order }) => (isCourierOrder(order) ? refuse(deliveryMessages.codeNotForCourier) : undefined);

const canBookPickup: Guard = ({ order }) => {
  if (!isCourierOrder(order)) return refuse(deliveryMessages.notCourierOrder);
  // A parcel the courier cancelled may be booked again; any other one stands.
  if (order.parcelStatus !== null && order.parcelStatus !== 'cancelled') return refuse(deliveryMessages.pickupBooked);
  return undefined;
};
const prepaid: Guard = ({ order }) => (isCod(order) ? refuse('A cash-on-delivery order') : undefined);
const cod: Guard = ({ order }) => (isCod(order) ? undefined : refuse('Not a cash-on-delivery order'));
const courier: Guard = ({ order }) => (isCourierOrder(order) ? undefined : refuse(deliveryMessages.notCourierOrder));

/** A late parcel's buyer may report it (not received) once the law's delivery deadline has passed. */
const lateParcel: Guard = ({ order, now }) =>
  isCourierOrder(order) && !isCod(order) && order.parcelDeliverBy && now >= order.parcelDeliverBy
    ? undefined
    : new AppError(errorCodes.orderWrongState, 409, 'You can report a problem once the parcel is delivered, or if it is late');

/**
 * The pickup's parcel row, in the transition's transaction: keyed by the order, so it is written once
 * (a parcel the courier cancelled is booked afresh). `requested` until the courier answers the create
 * (services/delivery/request-parcel.ts, after commit). Its deadline is the law's, from payment or the
 * cash agreement: 5 days within the seller's district, 10 elsewhere.
 */
async function writeParcel({ tx, order, now, input }: TransitionContext): Promise<void> {
  if (!input.courier || !order.deliveryAddress) throw refuse(deliveryMessages.noCourier);
  const [product] = await tx.select({ district: products.district }).from(products).where(eq(products.id, order.productId));
  const start = order.paidAt ?? order.cashAgreedAt ?? now;
  const row = {
    orderId: order.id,
    courier: input.courier,
    status: 'requested' as const,
    rawStatus: 'requested',
    consignmentId: null,
    trackingCode: null,
    // Cash on delivery: the courier collects the phone's price and the fee.
    codAmount: isCod(order) ? order.price + (order.deliveryFee ?? 0) : 0,
    collected: null,
    deliverBy: deliverByFrom(start, deliveryDaysFor(product?.district ?? null, order.deliveryAddress.district)),
    neirDeregistered: input.neirDeregistered === true,
    bookedAt: now,
    checkedAt: null,
    lastError: null,
    overdueNoticeAt: null,
  };
  await tx.insert(parcels).values(row).onConflictDoUpdate({ target: parcels.orderId, set: row, where: sql`${parcels.status} = 'cancelled'` });
}

const refund = async ({ tx, order, now }: TransitionContext) => {
  await settleOrderMoney(tx, order, 'refunded', now);
  await relistProduct(tx, order.productId);
};
const disputeDue = ({ now }: TransitionContext) => after(now, dealWindows.disputeMs);

/**
 * Delivery by courier, rows of the one transition table. The seller books the pickup (the order keeps its
 * state, timer and money; the parcel row is written by book-pickup.ts in the same transaction); the
 * courier's status updates (parcel-updates.ts) move the order: picked up → sent (the hand-over to the
 * courier, with the NEIR word given at booking), delivered → handed over (the buyer's 72 hours start) or,
 * cash on delivery, completed and recorded as settled outside; returned → refunded in full (the fee too)
 * or, cash on delivery, cancelled. The phone goes back on sale when it comes back.
 */
export const deliveryTransitions: readonly Transition[] = [
  // The seller's word that the phone is off their NEIR record is asked here (the hand-over to the courier
  // comes later, at pickup, with no one to ask) and kept on the parcel.
  { action: 'book_pickup', from: ['paid'], to: 'paid', actor: 'seller', guard: canBookPickup, handsOver: true, effect: writeParcel },
  { action: 'book_pickup', from: ['cash_agreed'], to: 'cash_agreed', actor: 'seller', guard: canBookPickup, handsOver: true, effect: writeParcel },
  {
    action: 'parcel_picked_up',
    from: ['paid', 'cash_agreed'],
    to: 'sent',
    actor: 'system',
    guard: courier,
    handsOver: true,
  },
  { action: 'parcel_in_transit', from: ['sent'], to: 'sent', actor: 'system', guard: courier },
  {
    action: 'parcel_delivered',
    from: ['sent'],
    to: 'handed_over',
    actor: 'system',
    guard: prepaid,
    writes: ({ now }) => ({ handedOverAt: now }),
    due: disputeDue,
  },
  {
    action: 'parcel_delivered',
    from: ['sent'],
    to: 'completed',
    actor: 'system',
    guard: cod,
    writes: ({ now }) => ({ handedOverAt: now, completedAt: now }),
    effect: async ({ tx, order, now }) => recordSettledOutside(tx, order, now),
  },
  { action: 'parcel_returned', from: ['paid', 'sent'], to: 'refunded', actor: 'system', guard: prepaid, effect: refund },
  {
    action: 'parcel_returned',
    from: ['cash_agreed', 'sent'],
    to: 'cancelled',
    actor: 'system',
    guard: cod,
    effect: async ({ tx, order }) => relistProduct(tx, order.productId),
  },
  { action: 'dispute', from: ['sent'], to: 'disputed', actor: 'buyer', guard: lateParcel },
];
