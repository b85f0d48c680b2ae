import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Booking } from '@phonehaat/contract';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { bookings, users } from '../../db/schema/index.ts';
import { forbidden } from '../../errors/app-error.ts';
import { bookingAnswer, selectBookingRows } from './booking-answer.ts';

/** GET /bookingProduct?email=: a buyer's own newest 500 open bookings; an admin may look at anyone's. */
export async function bookingsOfBuyer(db: Database, viewer: Viewer, email: string, now = new Date()): Promise<Booking[]> {
  const normalized = email.trim().toLowerCase();
  let buyerId = viewer.id;
  if (normalized !== viewer.email.toLowerCase()) {
    if (viewer.role !== 'admin') throw forbidden('You can only see your own bookings');
    const [buyer] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, normalized))
      .limit(1);
    if (!buyer) return [];
    buyerId = buyer.id;
  }
  const rows = await selectBookingRows(db)
    .where(and(eq(bookings.buyerId, buyerId), isNull(bookings.deletedAt)))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(500);
  return rows.map((row) => bookingAnswer(row, viewer, now));
}
