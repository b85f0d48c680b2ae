import { count, sql } from 'drizzle-orm';
import type { ListingFacets, ProductListQuery } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { batteryBand, batteryBandSql, isBandedBatteryMin } from '../listing-summaries/battery-band.ts';
import { facetsOf, type FacetCell } from '../listing-summaries/facet-cells.ts';
import { countedCells, reloadCells } from './counted-cells.ts';
import {
  listingFilter,
  throughBitmapScans,
  throughIndexOnlyScans,
  whereOf,
  type ListingFilter,
} from './listing-filter.ts';
import {
  EXACT_COUNT_LIMIT,
  estimateListings,
  listingSample,
  matchingRows,
  roundEstimate,
  type ListingSample,
} from './listing-sample.ts';
import type { ReadCache } from './read-cache.ts';
import { cheapestRead, COUNT_READ_BUDGET, PLANNER_READ_LIMIT } from './read-costs.ts';

/** Keys in the read cache's `facets` store besides the cells (counted-cells.ts): answers from the cells by filter, live answers by filter. */
const ANSWER_PREFIX = 'facets|';
const LIVE_PREFIX = 'live|';

const empty: ListingFacets = { total: 0, condition: [], storageGb: [], variant: [], batteryMin: [], division: [], district: [] };

/**
 * GET /products/facets (decision 0042). Filters of the facets and the brand are answered from
 * listing_facet_counts, its rows (of the brand, or summed over brands) held in memory; a search, price
 * or ads filter, or a battery minimum between the thresholds, counts the matching listings live, grouped
 * the same way (kept up to a minute), and the same function tallies either.
 */
export async function listFacets(db: Database, cache: ReadCache, query: ProductListQuery): Promise<ListingFacets> {
  const filter = await listingFilter(db, cache, query);
  if (!filter) return empty;
  if (isCountedFilter(filter)) return countedFacets(db, cache, filter);
  // A live count takes up to a few hundred milliseconds of the database: past its life it too is served
  // as it was while counted again, so no buyer waits for a recount (writes do not clear it either).
  return cache.remember(cache.facets, `${LIVE_PREFIX}${filter.key}`, () => liveFacets(db, cache, filter), cache.liveFacetsTtlMs);
}

/**
 * A filter's counts tallied from the kept cells; past its life served as it was while tallied again from
 * the same cells, and dropped when a rebuild reloads them (reloadCountedCells).
 */
function countedFacets(db: Database, cache: ReadCache, filter: ListingFilter): Promise<ListingFacets> {
  return cache.remember(cache.facets, `${ANSWER_PREFIX}${filter.key}`, async () =>
    facetsOf(await countedCells(db, cache, filter.brandId), filter),
  );
}

/**
 * A search's, a price range's or the ads' counts: counted when the sample says they are few and
 * counting them is a short read (decisions 0069, 0077; as list totals are), else tallied from the
 * sample's matching rows and scaled, each count rounded as list totals are: grouping tens of thousands
 * of matches cost 190 ms of the database for one broad search.
 */
async function liveFacets(db: Database, cache: ReadCache, filter: ListingFilter): Promise<ListingFacets> {
  if (!cache.enabled) return facetsOf(await liveCells(db, filter), filter);
  const sample = await listingSample(db, cache);
  const others = withoutFacets(filter);
  const estimate = estimateListings(sample, others, others.terms);
  const read = cheapestRead(sample, others, others.terms);
  if (estimate.listings <= EXACT_COUNT_LIMIT && (read.cost <= COUNT_READ_BUDGET || estimate.sampled === 0)) {
    // A short read is left to the planner: a transaction to steer it costs more than it saves (PGlite).
    // Not one the sample saw no match of: the planner takes "realme" of Samsung in Dhaka for thousands of
    // rows and walks the brand's 228,000 index entries (380 ms) instead of finding none in the GIN index.
    if (read.cost <= PLANNER_READ_LIMIT && estimate.sampled > 0) return facetsOf(await liveCells(db, filter), filter);
    const through = read.path === 'bitmap' ? throughBitmapScans : throughIndexOnlyScans;
    return facetsOf(await through(db, (reader) => liveCells(reader, filter)), filter);
  }
  return scaled(facetsOf(sampleCells(sample, filter, others), filter), sample.listed / sample.rows.length);
}

export const isCountedFilter = (filter: ListingFilter) =>
  filter.tsquery === undefined &&
  filter.minPrice === undefined &&
  filter.maxPrice === undefined &&
  filter.ads === undefined &&
  isBandedBatteryMin(filter.batteryMin);

/**
 * After a rebuild: reads the kept cells again (counted-cells.ts) and drops the answers tallied from the
 * old ones (decision 0081): the next request for one tallies it from the new cells (a few milliseconds,
 * one tally for all who ask at once), and one nobody asks for again costs nothing. Tallying every kept
 * answer at once took a third of the server's core in the second after a rebuild; serving an old answer
 * while tallying it behind would show a filter's counts from before the rebuild next to another's after it.
 */
export async function reloadCountedCells(db: Database, cache: ReadCache): Promise<void> {
  if (!cache.enabled) return;
  await reloadCells(db, cache);
  for (const key of [...cache.facets.keys()].filter((kept) => kept.startsWith(ANSWER_PREFIX))) cache.facets.delete(key);
}

/**
 * The listings matching the filter's other conditions, grouped by the facets' values; the battery in
 * its bands unless the minimum asked for lies between them (fewer groups to send and tally).
 */
function liveCells(db: Database, filter: ListingFilter): Promise<FacetCell[]> {
  const battery = isBandedBatteryMin(filter.batteryMin)
    ? batteryBandSql(sql`${products.batteryHealth}`)
    : sql`${products.batteryHealth}`;
  return db
    .select({
      district: products.district,
      condition: products.condition,
      storageGb: products.storageGb,
      variant: products.variant,
      battery: sql<number | null>`${battery}`,
      listed: sql<number>`${count()}::int`,
    })
    .from(products)
    .where(whereOf(withoutFacets(filter)))
    .groupBy(products.district, products.condition, products.storageGb, products.variant, battery);
}

/** The filter's conditions other than the facets' own: what every count of the panel shares. */
const withoutFacets = (filter: ListingFilter): ListingFilter => ({
  ...filter,
  condition: undefined,
  storageGb: undefined,
  variant: undefined,
  batteryMin: undefined,
  division: undefined,
  district: undefined,
});

/**
 * The sampled rows matching `others`, grouped as the counts table groups listings (the battery in its
 * bands unless the minimum asked for lies between them): a few thousand cells to tally, not ten thousand rows.
 */
function sampleCells(sample: ListingSample, filter: ListingFilter, others: ListingFilter): FacetCell[] {
  const banded = isBandedBatteryMin(filter.batteryMin);
  const cells = new Map<string, FacetCell>();
  const { rows } = matchingRows(sample, others, others.terms);
  for (const [at, row] of sample.rows.entries()) {
    if (rows[at] !== 1) continue;
    const battery = banded ? batteryBand(row.battery) : row.battery;
    const key = `${row.district}|${row.condition}|${row.storageGb}|${row.variant}|${battery}`;
    const cell = cells.get(key);
    if (cell) cell.listed += 1;
    else
      cells.set(key, {
        district: row.district,
        condition: row.condition,
        storageGb: row.storageGb,
        variant: row.variant,
        battery,
        listed: 1,
      });
  }
  return [...cells.values()];
}

/** Sampled counts scaled to the listings and rounded as estimated totals are. */
function scaled(facets: ListingFacets, perRow: number): ListingFacets {
  const round = (count: number) => roundEstimate(count * perRow);
  const options = <T>(list: { value: T; count: number }[]) => list.map((option) => ({ ...option, count: round(option.count) }));
  return {
    total: round(facets.total),
    condition: options(facets.condition),
    storageGb: options(facets.storageGb),
    variant: options(facets.variant),
    batteryMin: options(facets.batteryMin),
    division: options(facets.division),
    district: options(facets.district),
  };
}
