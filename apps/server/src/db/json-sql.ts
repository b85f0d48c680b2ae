import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Pieces for answers the database writes as JSON text (services/products/product-json.ts,
 * services/bookings/booking-json.ts): the page goes out as one value instead of hundreds of fields
 * the driver decodes, the server maps and serializes again.
 */

/** A text column as a JSON string, escaped by the database. */
export const jsonString = (column: AnyColumn): SQL => sql`to_json(${column})`;

/** A timestamptz column as JSON.stringify writes a Date: `"2026-11-22T09:05:03.120Z"` (milliseconds, UTC). */
export const jsonTimestamp = (column: AnyColumn): SQL =>
  sql`'"' || to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'`;

/** A JSON array of `item` (one JSON text per row) in `orderBy` order; `[]` when there are no rows. */
export const jsonArray = (item: SQL, orderBy: SQL[]): SQL<string> =>
  sql<string>`'[' || coalesce(string_agg(${item}, ',' order by ${sql.join(orderBy, sql`, `)}), '') || ']'`;
