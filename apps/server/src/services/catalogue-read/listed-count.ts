import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import type { ReadCache } from './read-cache.ts';

/** Listed products per brand, from one pass over the brand index. */
function listedPerBrand(db: Database, cache: ReadCache): Promise<Map<string, number>> {
  return cache.remember(cache.derived, 'listed-per-brand', async () => {
    const rows = await db
      .select({ brandId: products.brandId, total: count() })
      .from(products)
      .where(eq(products.isListed, true))
      .groupBy(products.brandId);
    return new Map(rows.map((row) => [row.brandId, Number(row.total)]));
  });
}

/** Listed products, of one brand or all. */
export async function listedTotal(db: Database, cache: ReadCache, brandId?: string): Promise<number> {
  const perBrand = await listedPerBrand(db, cache);
  if (brandId) return perBrand.get(brandId) ?? 0;
  let total = 0;
  for (const value of perBrand.values()) total += value;
  return total;
}
