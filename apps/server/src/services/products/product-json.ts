import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jsonArray, jsonString as text, jsonTimestamp } from '../../db/json-sql.ts';
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
 * One product as JSON text. Optional members are left out rather than null, as the contract says:
 * `email` unless shown (to admins with `allEmails`; to the listing's own seller when `viewerId` is
 * given: a prepared statement's placeholder for the viewer's id), `ads` unless the listing is
 * advertised. Numbers, booleans, ids and dates are written from their text forms, which need no escaping.
 */
export function productJson(allEmails: boolean, viewerId?: Placeholder): SQL<string> {
  const showEmail = viewerId
    ? sql`(${sql.raw(String(allEmails))} or ${products.sellerId} = ${viewerId})`
    : sql.raw(String(allEmails));
  return sql<string>`'{"_id":"' || ${products.id}
    || '","productName":' || ${text(products.productName)}
    || ',"image":' || ${text(products.image)}
    || ',"imageSet":' || ${products.imageSet}
    || ',"purchase":' || ${products.purchase}
    || ',"selling":' || ${products.selling}
    || ',"location":' || ${text(products.location)}
    || ',"details":' || ${text(products.details)}
    || ',"postDate":"' || to_char(${products.postDate}, 'YYYY-MM-DD')
    || '","usingYears":' || ${products.usingYears}
    || ',"seller":' || ${text(products.sellerName)}
    || case when ${showEmail} then ',"email":' || ${text(users.email)} else '' end
    || ',"brand":"' || ${products.brandId}
    || '","brandName":' || ${text(products.brandName)}
    || coalesce(',"ads":' || ${text(products.adsLabel)}, '')
    || ',"sellerVerified":' || ${users.verify}
    || ',"status":' || ${text(products.status)}
    || ',"createdAt":' || ${jsonTimestamp(products.createdAt)} || '}'`;
}

/** A JSON array of products in `orderBy` order; `[]` when there are none. */
export const productJsonArray = (allEmails: boolean, orderBy: SQL[]): SQL<string> => jsonArray(productJson(allEmails), orderBy);

/** Starts a select of product answers: products joined to their sellers, `json` as chosen. */
export const selectProductJson = (db: Database, json: SQL<string>) =>
  db.select({ json }).from(products).innerJoin(users, eq(users.id, products.sellerId));
