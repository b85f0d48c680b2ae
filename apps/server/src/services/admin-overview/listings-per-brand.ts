import { desc, isNull, sql } from 'drizzle-orm';
import type { AdminOverview } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';

const countWhere = (status: 'available' | 'sold') => sql<number>`count(*) filter (where ${products.status} = ${status})`.mapWith(Number);

/** Listings not removed, per brand: on sale and sold, most on sale first. */
export async function listingsPerBrand(db: Database): Promise<AdminOverview['listingsPerBrand']> {
  const onSale = countWhere('available');
  return db
    .select({ brand: products.brandName, onSale, sold: countWhere('sold') })
    .from(products)
    .where(isNull(products.deletedAt))
    .groupBy(products.brandName)
    .orderBy(desc(onSale), products.brandName);
}
