import { count, sql } from 'drizzle-orm';
import type { ListingFacets, ProductListQuery } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { listingFacetCounts, products } from '../../db/schema/index.ts';
import { batteryBandSql, isBandedBatteryMin } from '../listing-summaries/battery-band.ts';
import { countedCellsOf, facetsOf, type CountedCells, type FacetCell } from '../listing-summaries/facet-cells.ts';
import { listingFilter, whereOf, type ListingFilter } from './listing-filter.ts';
import type { ReadCache } from './read-cache.ts';

/** The derived cache's key of the counts table's rows. */
const FACET_CELLS_KEY = 'facet-cells';

const empty: ListingFacets = { total: 0, condition: [], storageGb: [], variant: [], batteryMin: [], division: [], district: [] };

/**
 * GET /products/facets (decision 0042). Filters of the facets and the brand are answered from
 * listing_facet_counts, held in memory as one list of cells (tens of thousands of rows, read once per
 * cache life); a search, price or ads filter, or a battery minimum between the thresholds, counts the
 * matching listings live, grouped the same way (kept as long as the counts), and the same function
 * tallies either.
 */
export async function listFacets(db: Database, cache: ReadCache, query: ProductListQuery): Promise<ListingFacets> {
  const filter = await listingFilter(db, cache, query);
  if (!filter) return empty;
  if (fromCountsTable(filter)) {
    // Past its life an answer is served as it was while it is tallied again from the cells of the
    // moment: a rebuild never makes every list's counts wait for their tally at once.
    return cache.remember(cache.facets, `facets|${filter.key}`, async () => {
      const counted = await countedCells(db, cache);
      const cells = filter.brandId === undefined ? counted.all : (counted.byBrand.get(filter.brandId) ?? []);
      return facetsOf(cells, filter);
    });
  }
  return cache.remember(cache.derived, `facets|live|${filter.key}`, async () => facetsOf(await liveCells(db, filter), filter));
}

const fromCountsTable = (filter: ListingFilter) =>
  filter.tsquery === undefined &&
  filter.minPrice === undefined &&
  filter.maxPrice === undefined &&
  filter.ads === undefined &&
  isBandedBatteryMin(filter.batteryMin);

/** The counts table's rows, read again after each rebuild (reloadCountedCells) and past the cache's life. */
function countedCells(db: Database, cache: ReadCache): Promise<CountedCells> {
  return cache.remember(cache.facets, FACET_CELLS_KEY, () => loadCountedCells(db));
}

/** After a rebuild: reads the table again; requests meanwhile get the cells read before it. */
export async function reloadCountedCells(db: Database, cache: ReadCache): Promise<void> {
  if (cache.enabled) await cache.facets.fetch(FACET_CELLS_KEY, { forceRefresh: true, context: () => loadCountedCells(db) });
}

async function loadCountedCells(db: Database): Promise<CountedCells> {
  const rows = await db
      .select({
        brandId: listingFacetCounts.brandId,
        district: listingFacetCounts.district,
        condition: listingFacetCounts.condition,
        storageGb: listingFacetCounts.storageGb,
        variant: listingFacetCounts.variant,
        battery: listingFacetCounts.batteryBand,
        listed: listingFacetCounts.listed,
      })
      .from(listingFacetCounts);
  return countedCellsOf(rows);
}

/**
 * The listings matching the filter's other conditions, grouped by the facets' values; the battery in
 * its bands unless the minimum asked for lies between them (fewer groups to send and tally).
 */
function liveCells(db: Database, filter: ListingFilter): Promise<FacetCell[]> {
  const battery = isBandedBatteryMin(filter.batteryMin) ? batteryBandSql(sql`${products.batteryHealth}`) : sql`${products.batteryHealth}`;
  const others: ListingFilter = {
    ...filter,
    condition: undefined,
    storageGb: undefined,
    variant: undefined,
    batteryMin: undefined,
    division: undefined,
    district: undefined,
  };
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
    .where(whereOf(others))
    .groupBy(products.district, products.condition, products.storageGb, products.variant, battery);
}
