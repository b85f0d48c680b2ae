import { asc, isNotNull, lte, and } from 'drizzle-orm';
import { errorCodes, type OrderAction, type OrderState } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { applyTransition } from '../orders/apply-transition.ts';
import type { CatalogueChanged } from '../catalogue-read/catalogue-changed.ts';

/** Which timer a state has: the transition that fires when its `due_at` passes. */
const timerOf: Partial<Record<OrderState, OrderAction>> = {
  booked: 'expire',
  accepted: 'expire',
  cash_agreed: 'expire',
  paid: 'handover_timeout',
  sent: 'handover_timeout',
  handed_over: 'auto_complete',
};

/**
 * Fires every order timer due at `now`: unanswered or unpaid bookings expire, paid orders not handed
 * over in time are refunded, hand-overs with no problem reported complete. Idempotent: each is a
 * transition with a conditional update, so a timer that lost to the buyer or seller (or to another
 * instance) changes nothing. Answers how many orders it moved.
 */
export async function runDueTimers(db: Database, catalogueChanged: CatalogueChanged, now: Date, limit = 200): Promise<number> {
  const due = await db
    .select({ id: bookings.id, state: bookings.state })
    .from(bookings)
    .where(and(isNotNull(bookings.dueAt), lte(bookings.dueAt, now)))
    .orderBy(asc(bookings.dueAt))
    .limit(limit);
  let moved = 0;
  for (const order of due) {
    const action = timerOf[order.state];
    if (!action) continue;
    try {
      await applyTransition(db, catalogueChanged, { orderId: order.id, action, by: { system: true }, now });
      moved += 1;
    } catch (error) {
      // Lost a race: the order moved on since it was read, and its new state has its own timer.
      if (error instanceof AppError && error.code === errorCodes.orderWrongState) continue;
      throw error;
    }
  }
  return moved;
}
