import { desc, eq, and, isNull } from 'drizzle-orm';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { productJsonArray, selectProductJson } from './product-json.ts';

/** A seller's own listings, available and sold, newest first, as a JSON array (their own emails shown). */
export async function sellerProductsJson(db: Database, seller: Viewer): Promise<string> {
  const newestFirst = [desc(products.createdAt), desc(products.id)];
  const mine = db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.sellerId, seller.id), isNull(products.deletedAt)))
    .orderBy(...newestFirst)
    .limit(500)
    .as('mine');
  const [row] = await selectProductJson(db, productJsonArray(true, newestFirst), true).innerJoin(mine, eq(mine.id, products.id));
  return row?.json ?? '[]';
}
