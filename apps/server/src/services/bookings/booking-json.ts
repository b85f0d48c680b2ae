import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jsonArray } from '../../db/json-sql.ts';
import { bookings } from '../../db/schema/index.ts';

/**
 * A booking's answer in the contract's shape (`booking` in packages/contract) is stored with it: the
 * generated `public_json`, which includes the product's state (`productStatus`) and the payment's
 * `transactionId` that triggers copy onto the booking (migration 0004). Reading bookings joins nothing.
 */
export const bookingJsonArray = jsonArray(sql`${bookings.publicJson}`, [
  sql`${bookings.createdAt} desc`,
  sql`${bookings.id} desc`,
]);

/** Starts a select of bookings as one JSON array. */
export const selectBookingJsonArray = (db: Database) => db.select({ json: bookingJsonArray }).from(bookings);

/** Starts a select of single bookings as JSON, with their buyer (who may see them). */
export const selectBookingJson = (db: Database) =>
  db.select({ json: bookings.publicJson, buyerId: bookings.buyerId }).from(bookings);
