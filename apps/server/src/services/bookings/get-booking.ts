import { and, eq, isNull } from 'drizzle-orm';
import { isUuid } from '@phonehaat/contract';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../errors/app-error.ts';

/** One booking as JSON text, for its buyer or an admin. */
export async function bookingJsonById(db: Database, viewer: Viewer, id: string): Promise<string> {
  if (!isUuid(id)) throw notFound('Booking');
  const [row] = await db
    .select({ json: bookings.publicJson, buyerId: bookings.buyerId })
    .from(bookings)
    .where(and(eq(bookings.id, id), isNull(bookings.deletedAt)))
    .limit(1);
  if (!row) throw notFound('Booking');
  if (row.buyerId !== viewer.id && viewer.role !== 'admin') throw forbidden('This booking is not yours');
  return row.json;
}
