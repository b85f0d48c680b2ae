import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { jsonArray } from '../../db/json-sql.ts';
import { prepared } from '../../db/prepared.ts';
import { bookings, users } from '../../db/schema/index.ts';
import { forbidden } from '../../errors/app-error.ts';

/** GET /bookingProduct?email=: a buyer's own bookings, newest first, as a JSON array; an admin may look at anyone's. */
export async function bookingsOfBuyer(db: Database, viewer: Viewer, email: string): Promise<string> {
  const normalized = email.trim().toLowerCase();
  let buyerId = viewer.id;
  if (normalized !== viewer.email.toLowerCase()) {
    if (viewer.role !== 'admin') throw forbidden('You can only see your own bookings');
    const [buyer] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, normalized)).limit(1);
    if (!buyer) return '[]';
    buyerId = buyer.id;
  }
  const [row] = await bookingsOf(db).execute({ buyerId });
  return row?.json ?? '[]';
}

/**
 * A buyer's newest 500 open bookings as one JSON array: each booking's stored answer (the generated
 * `public_json`, with its product's state and payment kept on the row), read through the buyer index
 * with no join.
 */
const bookingsOf = (db: Database) =>
  prepared(db, 'bookings-of-buyer', (name) => {
    const newest = db
      .select({ json: bookings.publicJson, createdAt: bookings.createdAt, id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.buyerId, sql.placeholder('buyerId')), isNull(bookings.deletedAt)))
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(500)
      .as('newest');
    const json = jsonArray(sql`${newest.json}`, [sql`${newest.createdAt} desc`, sql`${newest.id} desc`]);
    return db.select({ json }).from(newest).prepare(name);
  });
