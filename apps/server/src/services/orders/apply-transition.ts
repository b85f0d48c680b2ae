import { and, eq, sql } from 'drizzle-orm';
import { errorCodes, neirRequiredMessage, wrongStateMessage, type OrderAction, type OrderActor } from '@phonehaat/contract';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { bookings, orderEvents, users } from '../../db/schema/index.ts';
import { AppError, forbidden, notFound } from '../../errors/app-error.ts';
import { notifyOrderEvent } from '../notifications/order-notifications.ts';
import { lockPhone } from './lock-phone.ts';
import { findOrderRow, type OrderRow } from './order-row.ts';
import { sidesOf } from './order-sides.ts';
import { transitions, type Transition, type TransitionInput } from './transitions.ts';
import type { CatalogueChanged } from '../catalogue-read/catalogue-changed.ts';

/** Who asks: a signed-in user (acting as whichever side of the order they are) or the timers. */
export type Requester = { viewer: Viewer } | { system: true };

export interface TransitionRequest {
  orderId: string;
  action: OrderAction;
  by: Requester;
  now: Date;
  input?: TransitionInput;
}

const wrongState = (order: Pick<OrderRow, 'state'>) =>
  new AppError(errorCodes.orderWrongState, 409, wrongStateMessage(order.state));

/** The table's rows for this action that one of these sides may take. */
const rowsFor = (action: OrderAction, sides: readonly OrderActor[]) =>
  transitions.filter((transition) => transition.action === action && sides.includes(transition.actor));

/**
 * The one way an order changes state. Checks the actor (403) and the state (409, naming it), then in
 * one transaction: locks the phone (every writer of a phone's orders and sale locks it first, as
 * recording a payment does, so they queue instead of deadlocking), writes the new state with a
 * conditional update, appends the event and applies the money and listing effects. Answers the order
 * as it is now. Callers that write a transition inside their own transaction (transitionInTransaction)
 * give the catalogue's signal themselves, after it commits.
 */
export async function applyTransition(
  db: Database,
  catalogueChanged: CatalogueChanged,
  request: TransitionRequest,
): Promise<OrderRow> {
  const order = await findOrderRow(db, request.orderId);
  if (!order) throw notFound('Order');
  const sides: OrderActor[] = 'system' in request.by ? ['system'] : sidesOf(order, request.by.viewer);
  const actorId = 'viewer' in request.by ? request.by.viewer.id : null;
  if (sides.length === 0) throw forbidden('This order is not yours');
  if (rowsFor(request.action, sides).length === 0) throw forbidden('You cannot do this to this order');

  await db.transaction(async (tx) => {
    await lockPhone(tx, order.productId);
    const current = await findOrderRow(tx, order.id);
    if (!current) throw notFound('Order');
    await transitionInTransaction(tx, current, request.action, sides, request.now, request.input ?? {}, actorId);
  });
  // An order's state shows on its phone (reserved, sold, back on sale) and its seller's card.
  catalogueChanged();
  const changed = await findOrderRow(db, order.id);
  if (!changed) throw notFound('Order');
  return changed;
}

/**
 * The transition itself, inside a transaction that has locked the order's phone: the row of the table
 * that fits the state, its guard, the conditional update, the event, the effects.
 */
export async function transitionInTransaction(
  tx: Database,
  order: OrderRow,
  action: OrderAction,
  sides: readonly OrderActor[],
  now: Date,
  input: TransitionInput,
  actorId: string | null,
  /** An accepted offer's acceptance tells both sides itself (offer_accepted): the order's step tells no one again. */
  options: { quietly?: boolean } = {},
): Promise<OrderRow> {
  const candidates = rowsFor(action, sides).filter((row) => row.from.includes(order.state));
  if (candidates.length === 0) throw wrongState(order);
  const context = {
    tx,
    order,
    now,
    input,
    actorId,
    cascade: async (other: OrderRow, next: OrderAction, note: string) => {
      await transitionInTransaction(tx, other, next, ['system'], now, { note }, null);
    },
  };
  // Rows of one action and state differ by guard (a courier parcel delivered: held money, or cash on delivery).
  const transition: Transition = candidates.find((row) => !row.guard?.(context)) ?? candidates[0]!;
  if (transition.handsOver && input.neirDeregistered !== true)
    throw new AppError(errorCodes.validation, 400, neirRequiredMessage);
  const refusal = transition.guard?.(context);
  if (refusal) throw refusal;

  const [updated] = await tx
    .update(bookings)
    .set({
      ...transition.writes?.(context),
      state: transition.to,
      // A step that keeps the state (a seller's answer to a dispute) keeps its time and timer too.
      ...(transition.to !== order.state && { stateChangedAt: now, dueAt: transition.due?.(context) ?? null }),
    })
    .where(and(eq(bookings.id, order.id), eq(bookings.state, order.state)))
    .returning({ id: bookings.id });
  // Someone else moved the order since it was read: their change stands, this one is refused.
  if (!updated) {
    const latest = await findOrderRow(tx, order.id);
    throw wrongState(latest ?? order);
  }
  const [event] = await tx
    .insert(orderEvents)
    .values({
      orderId: order.id,
      action,
      fromState: order.state,
      toState: transition.to,
      actor: transition.actor,
      actorId: transition.actor === 'system' ? null : actorId,
      note: input.note ?? null,
      // Only a hand-over's event records it: no other event claims a confirmation nobody was asked for.
      neirDeregistered: transition.handsOver === true,
      at: now,
    })
    .returning({ id: orderEvents.id });
  await transition.effect?.(context);
  // Its notifications commit or roll back with the event (the outbox, issue 38).
  const notice = { order, action, actor: transition.actor, from: order.state, to: transition.to };
  if (!options.quietly) await notifyOrderEvent(tx, { ...notice, eventId: event!.id, note: input.note ?? null, now });
  // The seller card's sales count moves with the state, in this transaction: it cannot disagree (decision 0044).
  if (transition.to === 'completed') {
    await tx
      .update(users)
      .set({ sellerCompletedSales: sql`${users.sellerCompletedSales} + 1` })
      .where(eq(users.id, order.sellerId));
  }
  return { ...order, state: transition.to };
}
