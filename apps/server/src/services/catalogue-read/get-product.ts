import { and, desc, eq, isNull } from 'drizzle-orm';
import { isUuid } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { notFound } from '../../errors/app-error.ts';
import { selectProductRows, type ProductRow } from './product-answer.ts';

/** One product that has not been removed (sold ones are shown with their status). */
export async function productRowById(db: Database, id: string): Promise<ProductRow> {
  if (!isUuid(id)) throw notFound('Product');
  const [row] = await selectProductRows(db)
    .where(and(eq(products.id, id), isNull(products.deletedAt)))
    .limit(1);
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
