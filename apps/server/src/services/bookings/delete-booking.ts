import { and, eq, isNull } from 'drizzle-orm';
import { isUuid, type DeleteResult } from '@phonehaat/contract';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../errors/app-error.ts';

/** Hides a booking from its buyer's list. The row stays: a paid booking is a financial record. */
export async function deleteBooking(db: Database, viewer: Viewer, id: string): Promise<DeleteResult> {
  if (!isUuid(id)) throw notFound('Booking');
  const [current] = await db
    .select({ buyerId: bookings.buyerId })
    .from(bookings)
    .where(and(eq(bookings.id, id), isNull(bookings.deletedAt)))
    .limit(1);
  if (!current) throw notFound('Booking');
  if (current.buyerId !== viewer.id && viewer.role !== 'admin') throw forbidden('This booking is not yours');
  const deleted = await db
    .update(bookings)
    .set({ deletedAt: new Date() })
    .where(and(eq(bookings.id, id), isNull(bookings.deletedAt)))
    .returning({ id: bookings.id });
  return { acknowledged: true, deletedCount: deleted.length };
}
