import { z } from 'zod';
import { orderDelivery } from './delivery.ts';
import { review } from './review.ts';

/**
 * The states of an order. An order is the spec's booking carried on past payment (decision 0020):
 * `booked` is the booking as the booking modal creates it, `paid` is the spec's "Paid".
 */
export const orderStates = [
  'booked',
  'accepted',
  // Cash at the meet-up (decision 0034): the buyer will pay the seller in hand; nothing is held online.
  'cash_agreed',
  'declined',
  'expired',
  'cancelled',
  'paid',
  'sent',
  'handed_over',
  'disputed',
  'completed',
  'refunded',
] as const;
export const orderState = z.enum(orderStates);
export type OrderState = z.infer<typeof orderState>;

/** States an order never leaves. */
export const finalOrderStates = [
  'declined',
  'expired',
  'cancelled',
  'completed',
  'refunded',
] as const satisfies readonly OrderState[];

/**
 * States in which an order holds the phone: it shows as Reserved to everyone else. A cash order
 * holds it too, from the buyer's choice until the hand-over (decision 0034).
 */
export const holdingOrderStates = [
  'paid',
  'cash_agreed',
  'sent',
  'handed_over',
  'disputed',
] as const satisfies readonly OrderState[];

/**
 * States in which the buyer may delete (hide) a booking from My Orders: every state but those that
 * hold the phone, which carry the buyer's money or a hand-over code (issue 36). A booked or accepted
 * one is cancelled as it is deleted; a final one is only hidden.
 */
export const deletableOrderStates = (orderStates as readonly OrderState[]).filter(
  (state) => !(holdingOrderStates as readonly OrderState[]).includes(state),
);

/** The 409's message of a delete refused: the order holds the buyer's money or a hand-over code. */
export const orderNotDeletableMessage =
  'This order holds your payment or a hand-over code, so it cannot be deleted. Open it to see what you can do.';

/** What can happen to an order; each is a row (or rows) of the server's transition table. */
export const orderActions = [
  'book',
  'accept',
  'decline',
  'cancel',
  'pay',
  'choose_cash',
  'enter_code',
  'mark_sent',
  'confirm_received',
  'complete',
  'dispute',
  'resolve_refund',
  'resolve_release',
  'expire',
  'handover_timeout',
  'auto_complete',
  'decline_sold',
  // The seller's answer to a reported problem (issue 38): the order stays disputed, the admins decide.
  'answer_dispute',
  // Delivery by courier (issue 42): the seller books the pickup; the courier's status updates move the order.
  'book_pickup',
  'parcel_picked_up',
  'parcel_in_transit',
  'parcel_delivered',
  'parcel_returned',
] as const;
export const orderAction = z.enum(orderActions);
export type OrderAction = z.infer<typeof orderAction>;

/** Who acts on an order: its two sides, an administrator, or the timers. */
export const orderActors = ['buyer', 'seller', 'admin', 'system'] as const;
export type OrderActor = (typeof orderActors)[number];

/** How the phone changes hands. */
export const deliveryKinds = ['meetup', 'courier'] as const;

/** Words for an order's state, as the web app shows them beside the spec's Pay Now / Paid. */
export const orderStateLabels: Record<OrderState, string> = {
  booked: 'Waiting for the seller',
  accepted: 'Accepted by the seller',
  cash_agreed: 'Cash at meet-up agreed',
  declined: 'Declined',
  expired: 'Expired',
  cancelled: 'Cancelled',
  paid: 'Paid, money held',
  sent: 'Sent by courier',
  handed_over: 'Handed over',
  disputed: 'Problem reported',
  completed: 'Completed',
  refunded: 'Refunded',
};

/** A 409's message for an action the order's state does not allow. */
export const wrongStateMessage = (state: OrderState) => `This order is ${orderStateLabels[state].toLowerCase()} (${state})`;

/** One row of an order's timeline: who moved it from where to where, when, and why. */
export const orderEvent = z.object({
  action: orderAction,
  from: orderState.nullable(),
  to: orderState,
  actor: z.enum(orderActors),
  note: z.string().nullable(),
  /** On a hand-over: the seller confirmed the phone is off their NEIR registration (decision 0045). */
  neirDeregistered: z.boolean().optional(),
  at: z.string(),
});
export type OrderEvent = z.infer<typeof orderEvent>;

/** An order as its buyer, its seller or an admin sees it. */
export const order = z.object({
  _id: z.string(),
  productId: z.string(),
  productName: z.string(),
  productImage: z.string(),
  /** Whole TK, the booked price. */
  price: z.number().int(),
  state: orderState,
  buyerName: z.string(),
  /** The buyer's phone number and pick-up place: the seller needs them to meet. */
  phone: z.string(),
  pickUpLocation: z.string(),
  sellerLocation: z.string(),
  sellerId: z.string(),
  sellerName: z.string(),
  delivery: z.enum(deliveryKinds).nullable(),
  trackingReference: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  handedOverAt: z.string().nullable(),
  /** When the pending timer of this state fires (acceptance expiry, hand-over deadline, auto-receive). */
  dueAt: z.string().nullable(),
  /** What the viewer may do now (the web app shows these buttons and no others). */
  actions: z.array(orderAction),
  /** The 6-digit hand-over code: only in the buyer's own answer, only once paid (or cash agreed) and until handed over. */
  handoverCode: z.string().optional(),
  /** True when the buyer chose to pay cash at the meet-up (decision 0034): nothing is paid online. */
  cash: z.boolean().optional(),
  /** The phone's IMEI(s) in full: only in the buyer's own answer, once paid (to check with KYD; decision 0036). */
  imei: z.string().optional(),
  imei2: z.string().optional(),
  timeline: z.array(orderEvent).optional(),
  // Ratings (issue 24, buyer's side): optional so that answers and test data made before them still parse.
  /** Who the viewer is to this order: the page speaks to the buyer or the seller. */
  viewerSides: z.array(z.enum(orderActors)).optional(),
  completedAt: z.string().nullable().optional(),
  /** Until when both sides may rate each other (14 days after completion); null before completion. */
  reviewUntil: z.string().nullable().optional(),
  /** In the one-order answer: whether the viewer may rate the other side now. */
  canReview: z.boolean().optional(),
  /** In the one-order answer: the ratings each side gave. */
  reviews: z.array(review).optional(),
  /**
   * In the one-order answer to its buyer or seller (issue 39 §3): the other side's phone number once the
   * seller has accepted (the seller's verified number for the buyer, the booking's number for the seller);
   * null before, or when the seller has no verified number.
   */
  otherPhone: z.string().nullable().optional(),
  /** A courier order's address, fee and parcel (issue 42); absent on a meet-up order. */
  courier: orderDelivery.optional(),
});
export type Order = z.infer<typeof order>;

export const declineBody = z.object({ reason: z.string().trim().min(1, 'Required').max(500) });
export const cancelBody = z.object({ reason: z.string().trim().max(500).optional() });
/** The 400 message of a hand-over without the seller's NEIR confirmation (decision 0045). */
export const neirRequiredMessage = 'Confirm that you de-registered this phone from NEIR before handing it over';

/**
 * The seller's word that the phone left their NEIR registration, required by every hand-over (the code
 * at a meet-up, paid or cash, and the courier's dispatch): BTRC ties a handset's IMEI to its owner's
 * NID, and a phone still on the seller's record can be blocked on the buyer's SIM (issue 26).
 */
const neirDeregistered = z.literal(true, { error: neirRequiredMessage });

export const handoverCodeBody = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code'),
  neirDeregistered,
});
export const markSentBody = z.object({ trackingReference: z.string().trim().min(1, 'Required').max(120), neirDeregistered });
export const disputeReasons = ['not_as_described', 'not_working', 'not_received', 'other'] as const;
export const disputeBody = z.object({
  reason: z.enum(disputeReasons),
  text: z.string().trim().min(1, 'Required').max(2000),
});
/** The seller's answer to the buyer's report, which the buyer and the admins read (issue 38). */
export const disputeAnswerBody = z.object({ text: z.string().trim().min(1, 'Required').max(2000) });
export type DisputeAnswerBody = z.infer<typeof disputeAnswerBody>;
export const resolveDisputeBody = z.object({
  outcome: z.enum(['refund', 'release']),
  note: z.string().trim().min(1, 'Required').max(2000),
  /** On refund: put the listing back on sale (default) or remove it. */
  relist: z.boolean().optional(),
});
export type DeclineBody = z.infer<typeof declineBody>;
export type HandoverCodeBody = z.infer<typeof handoverCodeBody>;
export type MarkSentBody = z.infer<typeof markSentBody>;
export type DisputeBody = z.infer<typeof disputeBody>;
export type ResolveDisputeBody = z.infer<typeof resolveDisputeBody>;

/** GET /orders/attention: how many orders wait for this user's action. */
export const attentionAnswer = z.object({ count: z.number().int() });
export type AttentionAnswer = z.infer<typeof attentionAnswer>;

/** Most bookings one answer of GET /orders/selling holds; also its default page size (decision 0029). */
export const SELLER_ORDERS_MAX = 500;
/**
 * GET /orders/selling's paging, both optional (without them the answer is as before: the newest 500):
 * `limit` orders, older than the order `before` (the last one of the previous page). A full page
 * carries a `Link: <…>; rel="next"` header.
 */
export const sellerOrdersQuery = z.object({
  limit: z.coerce.number().int().min(1).max(SELLER_ORDERS_MAX).optional(),
  before: z.uuid({ error: 'must be the id of an order' }).optional(),
});
export type SellerOrdersQuery = z.infer<typeof sellerOrdersQuery>;
