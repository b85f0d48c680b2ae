import { and, desc, eq, sql } from 'drizzle-orm';
import { SELLER_ORDERS_MAX, type Order, type SellerOrdersQuery } from '@phonehaat/contract';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema/index.ts';
import type { HandoverCodes } from './handover-code.ts';
import { orderAnswer } from './order-answer.ts';
import { selectOrderRows } from './order-row.ts';

export interface SellerOrdersPage {
  orders: Order[];
  /** The last order's id when more may follow (the next page's `before`); null on the last page. */
  next: string | null;
}

/**
 * "Bookings on my phones": the bookings of the seller's listings, newest first, `limit` at a time
 * (500 by default), older than the order `before`. One range of bookings_seller_idx (decision 0029).
 */
export async function ordersOfSeller(
  db: Database,
  codes: HandoverCodes,
  seller: Viewer,
  now: Date,
  query: SellerOrdersQuery = {},
): Promise<SellerOrdersPage> {
  const limit = query.limit ?? SELLER_ORDERS_MAX;
  // Keyset paging on (created_at, id), a row comparison the index answers: the cursor order's own
  // key, read in the same statement (another seller's order id matches nothing: an empty page).
  const olderThanCursor = query.before
    ? sql`(${bookings.createdAt}, ${bookings.id}) < (select b.created_at, b.id from ${bookings} b where b.id = ${query.before} and b.seller_id = ${seller.id})`
    : undefined;
  const rows = await selectOrderRows(db)
    .where(and(eq(bookings.sellerId, seller.id), olderThanCursor))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(limit);
  return {
    orders: rows.map((row) => orderAnswer(row, { sides: ['seller'], now, codes })),
    next: rows.length === limit ? rows.at(-1)!.id : null,
  };
}
