import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jsonArray, jsonString as text } from '../../db/json-sql.ts';
import { products, users } from '../../db/schema/index.ts';

/**
 * Product answers are written as JSON by the database, in the contract's shape (`product` in
 * packages/contract), and passed through as text. A 24-row page read field by field cost the server
 * more than the query itself: the driver decoded 450 values, drizzle mapped them, the route built
 * objects and serialized them again (PGlite's protocol reader copies every field's bytes). Now the
 * page is one value. test/api/answer-json.test.ts checks every field against the contract.
 */

/** Who sees the seller's email: admins on every listing (`allEmails`), a seller on their own (`viewerId`). */
export interface ProductView {
  allEmails: boolean;
  viewerId?: string;
}

/**
 * One product as JSON text: its stored public answer (`public_json`, a generated column in the
 * contract's shape without `email`), with `email` added where it shows — to admins (`allEmails`) and
 * to the listing's own seller when `viewerId` is given (a prepared statement's placeholder for the
 * viewer's id). Only those answers need the seller's row; `withSellers` says whether a select joins it.
 */
export function productJson(allEmails: boolean, viewerId?: Placeholder): SQL<string> {
  if (!withSellers(allEmails, viewerId)) return sql<string>`${products.publicJson}`;
  const showEmail = viewerId
    ? sql`(${sql.raw(String(allEmails))} or ${products.sellerId} = ${viewerId})`
    : sql.raw(String(allEmails));
  return sql<string>`case when ${showEmail}
    then left(${products.publicJson}, -1) || ',"email":' || ${text(users.email)} || '}'
    else ${products.publicJson} end`;
}

const withSellers = (allEmails: boolean, viewerId?: Placeholder) => allEmails || viewerId !== undefined;

/** A JSON array of products in `orderBy` order; `[]` when there are none. */
export const productJsonArray = (allEmails: boolean, orderBy: SQL[]): SQL<string> => jsonArray(productJson(allEmails), orderBy);

/**
 * Starts a select of product answers, `json` as productJson wrote it for the same `allEmails` and
 * `viewerId`: joined to the sellers only when an email may show.
 */
export function selectProductJson(db: Database, json: SQL<string>, allEmails: boolean, viewerId?: Placeholder) {
  const select = db.select({ json }).from(products);
  return withSellers(allEmails, viewerId) ? select.innerJoin(users, eq(users.id, products.sellerId)) : select;
}
