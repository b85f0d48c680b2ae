import type { Order } from '@phonehaat/contract';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { forbidden, notFound } from '../../errors/app-error.ts';
import type { HandoverCodes } from './handover-code.ts';
import { orderAnswer, orderTimeline } from './order-answer.ts';
import { findOrderRow } from './order-row.ts';
import { sidesOf } from './order-sides.ts';

/** One order with its timeline, for its buyer (with the hand-over code), its seller or an admin. */
export async function orderForViewer(db: Database, codes: HandoverCodes, viewer: Viewer, id: string, now: Date): Promise<Order> {
  const order = await findOrderRow(db, id);
  if (!order) throw notFound('Order');
  const sides = sidesOf(order, viewer);
  if (sides.length === 0) throw forbidden('This order is not yours');
  return orderAnswer(order, { sides, now, codes, timeline: await orderTimeline(db, order.id) });
}
