import { and, eq, isNull } from 'drizzle-orm';
import { isUuid, type Product } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { notFound } from '../../errors/app-error.ts';
import { selectProducts, toProduct, type ProductView } from './product-row.ts';

/** One product that has not been removed; sold ones are shown with their status. */
export async function getProduct(db: Database, id: string, view: ProductView): Promise<Product> {
  if (!isUuid(id)) throw notFound('Product');
  const [row] = await selectProducts(db)
    .where(and(eq(products.id, id), isNull(products.deletedAt)))
    .limit(1);
  if (!row) throw notFound('Product');
  return toProduct(row, view);
}
