import type { Order, Review } from '@phonehaat/contract';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { forbidden, notFound } from '../../errors/app-error.ts';
import type { HandoverCodes } from './handover-code.ts';
import { orderAnswer, orderTimeline } from './order-answer.ts';
import { findOrderRow } from './order-row.ts';
import { sidesOf } from './order-sides.ts';
import { reviewsOfOrder } from '../reviews/order-reviews.ts';

/** A side of a completed order that has not rated it yet, within the 14 days (what POST /review accepts). */
function mayReview(order: Order, reviews: Review[], now: Date): boolean {
  if (order.state !== 'completed' || !order.reviewUntil || now.getTime() > Date.parse(order.reviewUntil)) return false;
  const sides = (order.viewerSides ?? []).filter((side) => side === 'buyer' || side === 'seller');
  return sides.some((side) => !reviews.some((review) => review.authorSide === side));
}

/** One order with its timeline, for its buyer (with the hand-over code), its seller or an admin. */
export async function orderForViewer(db: Database, codes: HandoverCodes, viewer: Viewer, id: string, now: Date): Promise<Order> {
  const order = await findOrderRow(db, id);
  if (!order) throw notFound('Order');
  const sides = sidesOf(order, viewer);
  if (sides.length === 0) throw forbidden('This order is not yours');
  const answer = orderAnswer(order, { sides, now, codes, timeline: await orderTimeline(db, order.id) });
  const reviews = await reviewsOfOrder(db, order.id);
  return { ...answer, reviews, canReview: mayReview(answer, reviews, now) };
}
