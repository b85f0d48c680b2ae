import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { countedListed } from './counted-cells.ts';
import type { ReadCache } from './read-cache.ts';

/**
 * Listed products per brand, from one pass over the brand index: before the summaries' first rebuild,
 * or with the caches off (tests that read their own writes).
 */
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

/**
 * Listed products, of one brand or all: from the facet counts table's kept rows, as other equality
 * filters' totals are (decision 0081). Counting them took 300 ms of both cores, again after every write
 * (writes clear the derived counts) and every 30 s; the table is rebuilt within seconds of a write.
 */
export async function listedTotal(db: Database, cache: ReadCache, brandId?: string): Promise<number> {
  const counted = cache.enabled ? await countedListed(db, cache, brandId) : undefined;
  if (counted !== undefined) return counted;
  const perBrand = await listedPerBrand(db, cache);
  if (brandId) return perBrand.get(brandId) ?? 0;
  let total = 0;
  for (const value of perBrand.values()) total += value;
  return total;
}
