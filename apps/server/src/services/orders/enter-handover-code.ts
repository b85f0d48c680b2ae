import { and, count, eq, gt } from 'drizzle-orm';
import { errorCodes, wrongStateMessage } from '@phonehaat/contract';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { handoverAttempts } from '../../db/schema/index.ts';
import { AppError, forbidden, notFound } from '../../errors/app-error.ts';
import { transitionInTransaction } from './apply-transition.ts';
import { dealWindows } from './deal-windows.ts';
import { handoverCodeStates, type HandoverCodes } from './handover-code.ts';
import { lockPhone } from './lock-phone.ts';
import { findOrderRow, type OrderRow } from './order-row.ts';
import { notCourier } from './delivery-transitions.ts';
import { sidesOf } from './order-sides.ts';
import type { CatalogueChanged } from '../catalogue-read/catalogue-changed.ts';

const wrongState = (order: Pick<OrderRow, 'state'>) => new AppError(errorCodes.orderWrongState, 409, wrongStateMessage(order.state));

/**
 * The seller enters the code the buyer shows at the meet-up: the right one hands the order over (a
 * cash order completes, decision 0034).
 * Wrong ones are counted per order; after `codeTries` within `codeWindowMs` every try is refused
 * (429) until the window has passed, so six digits cannot be guessed. The answer never hints at the code.
 * Counting the tries, recording a wrong one and handing over happen in one transaction holding the
 * phone's lock (the lock every order writer takes first, decision 0020): tries sent at once queue, so
 * no more than `codeTries` are ever judged.
 */
export async function enterHandoverCode(
  db: Database,
  catalogueChanged: CatalogueChanged,
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
  if (!handoverCodeStates.includes(order.state)) throw wrongState(order);
  // A courier order has no code to enter (issue 42): said before a try is counted.
  const courierRefusal = notCourier({ order, now });
  if (courierRefusal) throw courierRefusal;

  const since = new Date(now.getTime() - dealWindows.codeWindowMs);
  // A wrong try is answered after the commit: throwing inside would roll its attempt row back.
  const verdict = await db.transaction(async (tx) => {
    await lockPhone(tx, order.productId);
    const current = await findOrderRow(tx, order.id);
    if (!current) throw notFound('Order');
    if (!handoverCodeStates.includes(current.state)) throw wrongState(current);
    const [recent] = await tx
      .select({ n: count() })
      .from(handoverAttempts)
      .where(and(eq(handoverAttempts.orderId, current.id), gt(handoverAttempts.at, since)));
    if ((recent?.n ?? 0) >= dealWindows.codeTries) return 'locked';
    if (!codes.matches(current, code)) {
      await tx.insert(handoverAttempts).values({ orderId: current.id, at: now });
      return 'wrong';
    }
    await transitionInTransaction(tx, current, 'enter_code', sidesOf(current, viewer), now, { neirDeregistered }, viewer.id);
    return 'right';
  });
  if (verdict === 'locked') {
    throw new AppError(errorCodes.handoverCodeLocked, 429, 'Too many wrong codes for this order. Please try again in 15 minutes.');
  }
  if (verdict === 'wrong') {
    throw new AppError(errorCodes.handoverCodeWrong, 400, 'That is not the code of this order. Ask the buyer to show it again.');
  }
  catalogueChanged();
  const changed = await findOrderRow(db, order.id);
  if (!changed) throw notFound('Order');
  return changed;
}
