import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Pieces for answers the database writes as JSON text (services/products/product-json.ts,
 * services/bookings/list-bookings.ts): the page goes out as one value instead of hundreds of fields
 * the driver decodes, the server maps and serializes again. What a row says of itself is stored with
 * it (the generated `public_json` columns, migrations 0003 and 0004); these pieces write what a read
 * adds.
 */

/** A text column as a JSON string, escaped by the database. */
export const jsonString = (column: AnyColumn): SQL => sql`to_json(${column})`;

/** A JSON array of `item` (one JSON text per row) in `orderBy` order; `[]` when there are no rows. */
export const jsonArray = (item: SQL, orderBy: SQL[]): SQL<string> =>
  sql<string>`'[' || coalesce(string_agg(${item}, ',' order by ${sql.join(orderBy, sql`, `)}), '') || ']'`;
