import { count, sql, type SQL } from 'drizzle-orm';
import type { TotalPrecision } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { countedTotal } from './counted-cells.ts';
import { isCountedFilter } from './list-facets.ts';
import { listedTotal } from './listed-count.ts';
import { approximately, EXACT_COUNT_LIMIT, estimateListings, listingSample } from './listing-sample.ts';
import { isSimple, throughBitmapScans, throughIndexOnlyScans, whereOf, type ListingFilter } from './listing-filter.ts';
import { cheapestRead, COUNT_READ_BUDGET, type ReadPath } from './read-costs.ts';
import type { ReadCache } from './read-cache.ts';

/** How a total was found: counted, estimated and rounded, or at least this many (contract's X-Total-Precision). */
export interface ListingTotal {
  total: number;
  precision: TotalPrecision;
}

/** With the caches off (tests that read their own writes), counts go as far as this, then take the planner's estimate. */
const UNCACHED_COUNT_LIMIT = 10_000;

const exactly = (total: number): ListingTotal => ({ total, precision: 'exact' });

/**
 * The total of a listing (decision 0069): exact where that is cheap, an estimate where counting would
 * read tens of thousands of rows that nobody pages through. Unfiltered and brand lists: the per-brand
 * count. Equality filters (place, condition, storage, variant, battery): the facet counts table, as
 * its filter panel shows them. Search, price or ads filters: the sample's estimate; counted exactly
 * when it is at most EXACT_COUNT_LIMIT and counting reads at most COUNT_READ_BUDGET index entries (or
 * the sample saw none), else shown rounded ("about 2,300") or as "10,000+". A page that holds a list's
 * last listings makes its total exact (exactOnLastPage).
 */
export async function listingTotal(db: Database, cache: ReadCache, filter: ListingFilter): Promise<ListingTotal> {
  if (isSimple(filter)) return exactly(await listedTotal(db, cache, filter.brandId));
  if (!cache.enabled) return uncachedTotal(db, filter);
  return cache.remember(cache.derived, `total|${filter.key}`, async () => {
    // Before the summaries' first rebuild the counts table is empty: counted as other filters then.
    const counted = isCountedFilter(filter) ? await countedTotal(db, cache, filter) : undefined;
    if (counted !== undefined) return exactly(counted);
    const sample = await listingSample(db, cache);
    const estimate = estimateListings(sample, filter, filter.terms);
    if (estimate.listings > EXACT_COUNT_LIMIT) return approximately(estimate.listings);
    const read = cheapestRead(sample, filter, filter.terms);
    if (read.cost > COUNT_READ_BUDGET && estimate.sampled > 0) return approximately(estimate.listings);
    const few = await countUpTo(db, filter, EXACT_COUNT_LIMIT, read.path);
    return few <= EXACT_COUNT_LIMIT ? exactly(few) : approximately(Math.max(estimate.listings, few));
  });
}

/**
 * A total known from the page itself: a page with rows, fewer than asked for, holds the list's last
 * listings (and page 1 with none, an empty list), so an estimate becomes the count.
 */
export function exactOnLastPage(counted: ListingTotal, offset: number, limit: number, rows: number): ListingTotal {
  if (counted.precision === 'exact' || rows >= limit || (rows === 0 && offset > 0)) return counted;
  return exactly(offset + rows);
}

/**
 * The listings matching a filter, counted up to `limit` + 1 along the cheapest read (read-costs.ts):
 * asked only when few match, where walking an index in sort order would read many rows to find them.
 */
async function countUpTo(db: Database, filter: ListingFilter, limit: number, path: ReadPath = 'bitmap'): Promise<number> {
  const through = path === 'bitmap' ? throughBitmapScans : throughIndexOnlyScans;
  return through(db, async (reader) => {
    const capped = reader
      .select({ one: sql`1` })
      .from(products)
      .where(whereOf(filter))
      .limit(limit + 1)
      .as('capped');
    const [row] = await reader.select({ total: count() }).from(capped);
    return Number(row?.total ?? 0);
  });
}

async function uncachedTotal(db: Database, filter: ListingFilter): Promise<ListingTotal> {
  const counted = await countUpTo(db, filter, UNCACHED_COUNT_LIMIT);
  if (counted <= UNCACHED_COUNT_LIMIT) return exactly(counted);
  return approximately(Math.max(UNCACHED_COUNT_LIMIT + 1, await estimatedRows(db, whereOf(filter))));
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
