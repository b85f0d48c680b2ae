import { and, count, eq, gt } from 'drizzle-orm';
import { errorCodes, wrongStateMessage } from '@phonehaat/contract';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { handoverAttempts } from '../../db/schema/index.ts';
import { AppError, forbidden, notFound } from '../../errors/app-error.ts';
import { applyTransition } from './apply-transition.ts';
import { dealWindows } from './deal-windows.ts';
import { handoverCodeStates, type HandoverCodes } from './handover-code.ts';
import { findOrderRow, type OrderRow } from './order-row.ts';
import { sidesOf } from './order-sides.ts';

/**
 * The seller enters the code the buyer shows at the meet-up: the right one hands the order over (a
 * cash order completes, decision 0034).
 * Wrong ones are counted per order; after `codeTries` within `codeWindowMs` every try is refused
 * (429) until the window has passed, so six digits cannot be guessed. The answer never hints at the code.
 */
export async function enterHandoverCode(
  db: Database,
  codes: HandoverCodes,
  viewer: Viewer,
  orderId: string,
  code: string,
  now: Date,
  neirDeregistered: boolean,
): Promise<OrderRow> {
  const order = await findOrderRow(db, orderId);
  if (!order) throw notFound('Order');
  if (!sidesOf(order, viewer).includes('seller')) throw forbidden('Only the seller enters the hand-over code');
  if (!handoverCodeStates.includes(order.state)) throw new AppError(errorCodes.orderWrongState, 409, wrongStateMessage(order.state));

  const since = new Date(now.getTime() - dealWindows.codeWindowMs);
  const [recent] = await db
    .select({ n: count() })
    .from(handoverAttempts)
    .where(and(eq(handoverAttempts.orderId, order.id), gt(handoverAttempts.at, since)));
  if ((recent?.n ?? 0) >= dealWindows.codeTries) {
    throw new AppError(
      errorCodes.handoverCodeLocked,
      429,
      'Too many wrong codes for this order. Please try again in 15 minutes.',
    );
  }
  if (!codes.matches(order, code)) {
    await db.insert(handoverAttempts).values({ orderId: order.id, at: now });
    throw new AppError(errorCodes.handoverCodeWrong, 400, 'That is not the code of this order. Ask the buyer to show it again.');
  }
  return applyTransition(db, { orderId: order.id, action: 'enter_code', by: { viewer }, now, input: { neirDeregistered } });
}
