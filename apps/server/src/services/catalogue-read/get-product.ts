import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { isUuid } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { bookings, products } from '../../db/schema/index.ts';
import { notFound } from '../../errors/app-error.ts';
import { productRowOf, selectProductRows, type ProductRow } from './product-answer.ts';

/** One product that has not been removed (sold ones are shown with their status). */
export async function productRowById(db: Database, id: string): Promise<ProductRow> {
  if (!isUuid(id)) throw notFound('Product');
  const row = await productRowOf(db, id);
  if (!row) throw notFound('Product');
  return row;
}

/** A seller's own listings, available and sold, newest first (the newest 500). */
export function sellerProductRows(db: Database, sellerId: string): Promise<ProductRow[]> {
  return selectProductRows(db)
    .where(and(eq(products.sellerId, sellerId), isNull(products.deletedAt)))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(500);
}

/** Which of these reserved phones a cash order holds (My Products words them for a meet-up, not a payment). */
export async function cashReservedIds(db: Database, productIds: string[]): Promise<Set<string>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .select({ productId: bookings.productId })
    .from(bookings)
    .where(and(inArray(bookings.productId, productIds), eq(bookings.state, 'cash_agreed')));
  return new Set(rows.map((row) => row.productId));
}
