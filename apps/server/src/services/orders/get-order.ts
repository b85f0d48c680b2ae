import { holdingOrderStates, type Order, type OrderState, type Review } from '@phonehaat/contract';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { forbidden, notFound } from '../../errors/app-error.ts';
import type { ImeiVault } from '../imei/imei-vault.ts';
import type { HandoverCodes } from './handover-code.ts';
import { orderAnswer, orderTimeline } from './order-answer.ts';
import { findOrderRow, type OrderRow } from './order-row.ts';
import { sidesOf } from './order-sides.ts';
import { reviewsOfOrder } from '../reviews/order-reviews.ts';
import { orderDelivery } from '../delivery/order-delivery.ts';
import { orderAccepted, otherPhoneFor } from '../conversations/contact-reveal.ts';

/** A side of a completed order that has not rated it yet, within the 14 days (what POST /review accepts). */
function mayReview(order: Order, reviews: Review[], now: Date): boolean {
  if (order.state !== 'completed' || !order.reviewUntil || now.getTime() > Date.parse(order.reviewUntil)) return false;
  const sides = (order.viewerSides ?? []).filter((side) => side === 'buyer' || side === 'seller');
  return sides.some((side) => !reviews.some((review) => review.authorSide === side));
}

/** States in which the buyer has paid for the phone and may read its IMEIs in full (to check them with KYD). */
const paidStates: readonly OrderState[] = [...holdingOrderStates, 'completed'];

/** The phone's IMEIs, opened for the buyer once the order is paid; nobody else's answer has them (decision 0036). */
function imeisFor(order: OrderRow, sides: readonly string[], vault: ImeiVault): Pick<Order, 'imei' | 'imei2'> {
  if (!sides.includes('buyer') || !paidStates.includes(order.state) || !order.imeiSealed) return {};
  return { imei: vault.open(order.imeiSealed), ...(order.imei2Sealed && { imei2: vault.open(order.imei2Sealed) }) };
}

/**
 * Each side's phone number for the other, once the seller has accepted (issue 39 §3): before, only the
 * seller had the buyer's, and a buyer who paid never had the seller's. Admins' answers are as before.
 */
async function otherPhone(
  db: Database,
  order: OrderRow,
  sides: readonly string[],
  timeline: Order['timeline'],
): Promise<Pick<Order, 'otherPhone'>> {
  const side = sides.includes('buyer') ? 'buyer' : sides.includes('seller') ? 'seller' : null;
  if (!side) return {};
  if (!orderAccepted(order.state, timeline ?? [])) return { otherPhone: null };
  return { otherPhone: await otherPhoneFor(db, side, { sellerId: order.sellerId, bookingPhone: order.phone }) };
}

/** One order with its timeline, for its buyer (with the hand-over code and IMEIs once paid), its seller or an admin. */
export async function orderForViewer(
  db: Database,
  keys: { codes: HandoverCodes; vault: ImeiVault },
  viewer: Viewer,
  id: string,
  now: Date,
): Promise<Order> {
  const order = await findOrderRow(db, id);
  if (!order) throw notFound('Order');
  const sides = sidesOf(order, viewer);
  if (sides.length === 0) throw forbidden('This order is not yours');
  const timeline = await orderTimeline(db, order.id);
  const answer = orderAnswer(order, { sides, now, codes: keys.codes, timeline });
  const reviews = await reviewsOfOrder(db, order.id);
  const courier = await orderDelivery(db, order);
  return {
    ...answer,
    ...(courier && { courier }),
    ...imeisFor(order, sides, keys.vault),
    ...(await otherPhone(db, order, sides, timeline)),
    reviews,
    canReview: mayReview(answer, reviews, now),
  };
}
