import { desc, eq, and, isNull } from 'drizzle-orm';
import type { Product } from '@phonehaat/contract';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { selectProducts, toProduct } from './product-row.ts';

/** A seller's own listings, available and sold, newest first. */
export async function sellerProducts(db: Database, seller: Viewer): Promise<Product[]> {
  const rows = await selectProducts(db)
    .where(and(eq(products.sellerId, seller.id), isNull(products.deletedAt)))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(500);
  return rows.map((row) => toProduct(row, { includeSellerEmail: true }));
}
