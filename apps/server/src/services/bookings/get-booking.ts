import { and, eq, isNull } from 'drizzle-orm';
import { isUuid, type Booking } from '@phonehaat/contract';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../errors/app-error.ts';
import { bookingAnswer, selectBookingRows } from './booking-answer.ts';

/** One booking, for its buyer or an admin. */
export async function bookingById(db: Database, viewer: Viewer, id: string, now = new Date()): Promise<Booking> {
  if (!isUuid(id)) throw notFound('Booking');
  const [row] = await selectBookingRows(db)
    .where(and(eq(bookings.id, id), isNull(bookings.deletedAt)))
    .limit(1);
  if (!row) throw notFound('Booking');
  if (row.buyerId !== viewer.id && viewer.role !== 'admin') throw forbidden('This booking is not yours');
  return bookingAnswer(row, viewer, now);
}
