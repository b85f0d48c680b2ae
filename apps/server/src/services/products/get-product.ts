import { and, eq, isNull, sql } from 'drizzle-orm';
import { isUuid, type Product } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { products } from '../../db/schema/index.ts';
import { notFound } from '../../errors/app-error.ts';
import { selectProducts, toProduct, type ProductView } from './product-row.ts';

const productById = (db: Database) =>
  prepared(db, 'product-by-id', (name) =>
    selectProducts(db)
      .where(and(eq(products.id, sql.placeholder('id')), isNull(products.deletedAt)))
      .prepare(name),
  );

/** One product that has not been removed; sold ones are shown with their status. */
export async function getProduct(db: Database, id: string, view: ProductView): Promise<Product> {
  if (!isUuid(id)) throw notFound('Product');
  const [row] = await productById(db).execute({ id });
  if (!row) throw notFound('Product');
  return toProduct(row, view);
}
