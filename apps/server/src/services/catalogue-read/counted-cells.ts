import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { listingFacetCounts } from '../../db/schema/index.ts';
import { totalOf, type FacetCell, type FacetFilter } from '../listing-summaries/facet-cells.ts';
import type { ReadCache } from './read-cache.ts';

/** Keys in the read cache's `facets` store of the counts table's rows, of a brand or `*` for all. */
export const CELLS_PREFIX = 'cells|';

/**
 * The counts table's rows of one brand, or summed over the brands by PostgreSQL (about 10,000 rows for
 * the bench's million: each load is a short piece of work for this process, not one long one). Kept
 * until the next rebuild reloads them (reloadCells), or past the store's life, served while read again.
 */
export async function countedCells(db: Database, cache: ReadCache, brandId: string | undefined): Promise<FacetCell[]> {
  return (await keptCells(db, cache, brandId)).cells;
}

/** The cells as kept, with their listings summed once per load (a total is asked for by every list). */
interface KeptCells {
  cells: FacetCell[];
  listed: number;
}

function keptCells(db: Database, cache: ReadCache, brandId: string | undefined): Promise<KeptCells> {
  return cache.remember(cache.facets, `${CELLS_PREFIX}${brandId ?? '*'}`, () => loadKeptCells(db, brandId));
}

async function loadKeptCells(db: Database, brandId: string | undefined): Promise<KeptCells> {
  const cells = await loadCells(db, brandId);
  let listed = 0;
  for (const cell of cells) listed += cell.listed;
  return { cells, listed };
}

/** Listed phones of a brand or all, from the counts table's kept rows; `undefined` before its first rebuild. */
export async function countedListed(db: Database, cache: ReadCache, brandId: string | undefined): Promise<number | undefined> {
  if ((await countedCells(db, cache, undefined)).length === 0) return undefined;
  return (await keptCells(db, cache, brandId)).listed;
}

/**
 * The listings of a brand (or all) passing the facet filters, from the counts table (as of its last
 * rebuild, decision 0042); `undefined` before its first rebuild.
 */
export async function countedTotal(
  db: Database,
  cache: ReadCache,
  filter: FacetFilter & { brandId?: string | undefined },
): Promise<number | undefined> {
  if ((await countedCells(db, cache, undefined)).length === 0) return undefined;
  // The total alone: tallying every facet of the cells cost the high mix a tenth of the server's CPU.
  return totalOf(await countedCells(db, cache, filter.brandId), filter);
}

/** After a rebuild: the kept cells are read again, one brand's after another; requests meanwhile get the old. */
export async function reloadCells(db: Database, cache: ReadCache): Promise<void> {
  for (const key of [...cache.facets.keys()].filter((kept) => kept.startsWith(CELLS_PREFIX))) {
    const brand = key.slice(CELLS_PREFIX.length);
    const brandId = brand === '*' ? undefined : brand;
    await cache.facets.fetch(key, {
      forceRefresh: true,
      allowStale: false,
      context: () => loadKeptCells(db, brandId),
    });
  }
}

function loadCells(db: Database, brandId: string | undefined): Promise<FacetCell[]> {
  const columns = {
    district: listingFacetCounts.district,
    condition: listingFacetCounts.condition,
    storageGb: listingFacetCounts.storageGb,
    variant: listingFacetCounts.variant,
    battery: listingFacetCounts.batteryBand,
  };
  if (brandId !== undefined)
    return db
      .select({ ...columns, listed: listingFacetCounts.listed })
      .from(listingFacetCounts)
      .where(eq(listingFacetCounts.brandId, brandId));
  return db
    .select({ ...columns, listed: sql<number>`sum(${listingFacetCounts.listed})::int` })
    .from(listingFacetCounts)
    .groupBy(...Object.values(columns));
}
