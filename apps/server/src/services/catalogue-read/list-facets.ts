import { count, sql } from 'drizzle-orm';
import type { ListingFacets, ProductListQuery } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { listingFacetCounts, products } from '../../db/schema/index.ts';
import { isBandedBatteryMin } from '../listing-summaries/battery-band.ts';
import { facetsOf, type FacetCell } from '../listing-summaries/facet-cells.ts';
import { listingFilter, whereOf, type ListingFilter } from './listing-filter.ts';
import type { ReadCache } from './read-cache.ts';

/** The derived cache's key of the counts table's rows. */
export const FACET_CELLS_KEY = 'facet-cells';

const empty: ListingFacets = { total: 0, condition: [], storageGb: [], variant: [], batteryMin: [], division: [], district: [] };

/**
 * GET /products/facets (decision 0042). Filters of the facets alone are answered from
 * listing_facet_counts, held in memory as one list of cells (a few thousand rows, read once per cache
 * life); a search, brand, price or ads filter, or a battery minimum between the thresholds, counts the
 * matching listings live, grouped the same way, and the same function tallies either.
 */
export async function listFacets(db: Database, cache: ReadCache, query: ProductListQuery): Promise<ListingFacets> {
  const filter = await listingFilter(db, cache, query);
  if (!filter) return empty;
  return cache.remember(cache.answers, `facets|${filter.key}`, async () => {
    const cells = fromCountsTable(filter) ? await countedCells(db, cache) : await liveCells(db, filter);
    return facetsOf(cells, filter);
  });
}

const fromCountsTable = (filter: ListingFilter) =>
  filter.brandId === undefined &&
  filter.tsquery === undefined &&
  filter.minPrice === undefined &&
  filter.maxPrice === undefined &&
  filter.ads === undefined &&
  isBandedBatteryMin(filter.batteryMin);

/** The counts table's rows, kept until a write clears the cache or the job's rebuild drops them. */
async function countedCells(db: Database, cache: ReadCache): Promise<FacetCell[]> {
  const { cells } = await cache.remember(cache.derived, FACET_CELLS_KEY, async () => {
    const rows = await db
      .select({
        district: listingFacetCounts.district,
        condition: listingFacetCounts.condition,
        storageGb: listingFacetCounts.storageGb,
        variant: listingFacetCounts.variant,
        battery: listingFacetCounts.batteryBand,
        listed: listingFacetCounts.listed,
      })
      .from(listingFacetCounts);
    return { cells: rows };
  });
  return cells;
}

/** The listings matching the filter's other conditions, grouped by the facets' values. */
function liveCells(db: Database, filter: ListingFilter): Promise<FacetCell[]> {
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
      battery: products.batteryHealth,
      listed: sql<number>`${count()}::int`,
    })
    .from(products)
    .where(whereOf(others))
    .groupBy(products.district, products.condition, products.storageGb, products.variant, products.batteryHealth);
}
