import { and, eq, isNull } from 'drizzle-orm';
import { errorCodes, isUuid, type DeleteResult } from '@phonehaat/contract';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema/index.ts';
import { AppError, forbidden, notFound } from '../../errors/app-error.ts';
import { applyTransition } from '../orders/apply-transition.ts';

/**
 * Hides a booking from its buyer's list. The row stays: a paid booking is a financial record. A
 * buyer's booking still waiting for an answer or a payment is cancelled first, so its seller no longer
 * sees it as open.
 */
export async function deleteBooking(db: Database, viewer: Viewer, id: string, now = new Date()): Promise<DeleteResult> {
  if (!isUuid(id)) throw notFound('Booking');
  const [current] = await db
    .select({ buyerId: bookings.buyerId, state: bookings.state })
    .from(bookings)
    .where(and(eq(bookings.id, id), isNull(bookings.deletedAt)))
    .limit(1);
  if (!current) throw notFound('Booking');
  if (current.buyerId !== viewer.id && viewer.role !== 'admin') throw forbidden('This booking is not yours');
  if (current.buyerId === viewer.id && (current.state === 'booked' || current.state === 'accepted')) {
    try {
      await applyTransition(db, { orderId: id, action: 'cancel', by: { viewer }, now });
    } catch (error) {
      // Paid meanwhile: the order goes on, and the booking is only hidden, as a paid one always was.
      if (!(error instanceof AppError && error.code === errorCodes.orderWrongState)) throw error;
    }
  }
  const deleted = await db
    .update(bookings)
    .set({ deletedAt: new Date() })
    .where(and(eq(bookings.id, id), isNull(bookings.deletedAt)))
    .returning({ id: bookings.id });
  return { acknowledged: true, deletedCount: deleted.length };
}
