import { count, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { isSimple, whereOf, type ListingFilter } from './listing-filter.ts';
import type { ReadCache } from './read-cache.ts';

/** Filtered totals are exact up to this many matches; above it, PostgreSQL's estimate. */
export const EXACT_COUNT_LIMIT = 10_000;

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

/**
 * The X-Total-Count of a listing. Unfiltered and brand lists: exact, from the per-brand count. Other
 * filters: an exact count that stops at EXACT_COUNT_LIMIT + 1 rows; past that, the planner's estimate
 * (never below the limit), so that a broad filter never costs a count of the whole table.
 */
export async function listingTotal(db: Database, cache: ReadCache, filter: ListingFilter, orderBy: SQL[]): Promise<number> {
  if (isSimple(filter)) return listedTotal(db, cache, filter.brandId);
  const { total } = await cache.remember(cache.derived, `total|${filter.key}`, async () => {
    const where = whereOf(filter);
    // In the list's own order, so that the count walks the same index (search counts read the GIN index).
    const rows = db
      .select({ one: sql`1` })
      .from(products)
      .where(where);
    const capped = (filter.tsquery ? rows : rows.orderBy(...orderBy)).limit(EXACT_COUNT_LIMIT + 1).as('capped');
    const [row] = await db.select({ total: count() }).from(capped);
    const exact = Number(row?.total ?? 0);
    if (exact <= EXACT_COUNT_LIMIT) return { total: exact };
    return { total: Math.max(EXACT_COUNT_LIMIT + 1, await estimatedRows(db, where)) };
  });
  return total;
}

async function estimatedRows(db: Database, where: SQL): Promise<number> {
  const query = db
    .select({ one: sql`1` })
    .from(products)
    .where(where);
  const result = (await db.execute(sql`explain (format json) ${query.getSQL()}`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const plan = Object.values(result.rows[0] ?? {})[0];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: { 'Plan Rows': number } }] | undefined;
  return Math.round(parsed?.[0]?.Plan['Plan Rows'] ?? 0);
}
