import { and, eq, isNull, notInArray } from 'drizzle-orm';
import { errorCodes, holdingOrderStates, isUuid, orderNotDeletableMessage, type DeleteResult } from '@phonehaat/contract';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema/index.ts';
import { AppError, forbidden, notFound } from '../../errors/app-error.ts';
import { applyTransition } from '../orders/apply-transition.ts';
import type { CatalogueChanged } from '../catalogue-read/catalogue-changed.ts';

const notDeletable = () => new AppError(errorCodes.orderNotDeletable, 409, orderNotDeletableMessage);

/**
 * Hides a booking from its buyer's list. The row stays. A buyer's booking still waiting for an answer
 * or a payment is cancelled first, so its seller no longer sees it as open. One whose order holds the
 * buyer's money or a hand-over code (paid, cash agreed, sent, handed over, disputed) is refused with
 * 409: hiding it would hide the code and "Report a problem" while the money stays held (issue 36).
 */
export async function deleteBooking(
  db: Database,
  catalogueChanged: CatalogueChanged,
  viewer: Viewer,
  id: string,
  now = new Date(),
): Promise<DeleteResult> {
  if (!isUuid(id)) throw notFound('Booking');
  const [current] = await db
    .select({ buyerId: bookings.buyerId, state: bookings.state })
    .from(bookings)
    .where(and(eq(bookings.id, id), isNull(bookings.deletedAt)))
    .limit(1);
  if (!current) throw notFound('Booking');
  if (current.buyerId !== viewer.id && viewer.role !== 'admin') throw forbidden('This booking is not yours');
  if ((holdingOrderStates as readonly string[]).includes(current.state)) throw notDeletable();
  if (current.buyerId === viewer.id && (current.state === 'booked' || current.state === 'accepted')) {
    try {
      await applyTransition(db, catalogueChanged, { orderId: id, action: 'cancel', by: { viewer }, now });
    } catch (error) {
      // Paid, declined or expired meanwhile: the conditional hide below decides.
      if (!(error instanceof AppError && error.code === errorCodes.orderWrongState)) throw error;
    }
  }
  // Conditional on the state, so that a payment landing between the read and here is never hidden.
  const deleted = await db
    .update(bookings)
    .set({ deletedAt: now })
    .where(and(eq(bookings.id, id), isNull(bookings.deletedAt), notInArray(bookings.state, [...holdingOrderStates])))
    .returning({ id: bookings.id });
  if (deleted.length === 0) {
    const [after] = await db
      .select({ state: bookings.state, deletedAt: bookings.deletedAt })
      .from(bookings)
      .where(eq(bookings.id, id));
    if (after && after.deletedAt === null) throw notDeletable();
  }
  return { acknowledged: true, deletedCount: deleted.length };
}
