import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jsonArray, jsonString as text } from '../../db/json-sql.ts';
import { bookings, payments, products } from '../../db/schema/index.ts';

/**
 * One booking as JSON text in the contract's shape (`booking` in packages/contract): the booking's own
 * stored part (`public_json`, a generated column) with what other tables say added before its closing
 * brace — `productStatus`, the product's state now (sold, removed, or still available), and
 * `transactionId`, only once paid.
 */
export const bookingJson: SQL<string> = sql<string>`left(${bookings.publicJson}, -1)
    || ',"productStatus":' || case when ${products.status} = 'sold' then '"sold"'
         when ${products.deletedAt} is not null then '"removed"' else '"available"' end
    || coalesce(',"transactionId":' || ${text(payments.transactionId)}, '')
    || '}'`;

/** Bookings newest first, as a JSON array. */
export const bookingJsonArray = jsonArray(bookingJson, [sql`${bookings.createdAt} desc`, sql`${bookings.id} desc`]);

const productOfBooking = eq(products.id, bookings.productId);
const paymentOfBooking = eq(payments.bookingId, bookings.id);

/** Starts a select of bookings as one JSON array (with their products' state and payments). */
export const selectBookingJsonArray = (db: Database) =>
  db.select({ json: bookingJsonArray }).from(bookings).innerJoin(products, productOfBooking).leftJoin(payments, paymentOfBooking);

/** Starts a select of single bookings as JSON, with their buyer (who may see them). */
export const selectBookingJson = (db: Database) =>
  db
    .select({ json: bookingJson, buyerId: bookings.buyerId })
    .from(bookings)
    .innerJoin(products, productOfBooking)
    .leftJoin(payments, paymentOfBooking);
