import { count, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { listingFacetCounts, products } from '../../db/schema/index.ts';
import { batteryBandSql } from './battery-band.ts';

/** The counts table's rows, from one grouped pass over products_listed_facets_idx (index-only). */
export function facetCountRows(db: Database) {
  const band = batteryBandSql(sql`${products.batteryHealth}`);
  return db
    .select({
      brandId: products.brandId,
      district: products.district,
      condition: products.condition,
      storageGb: products.storageGb,
      variant: products.variant,
      batteryBand: sql<number | null>`${band}`.as('battery_band'),
      listed: count().as('listed'),
    })
    .from(products)
    .where(sql`${products.isListed}`)
    .groupBy(products.brandId, products.district, products.condition, products.storageGb, products.variant, band);
}

/** Rebuilds listing_facet_counts in one transaction: readers see the old counts or the new, never a half. */
export async function refreshFacetCounts(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    // One core at most: run every minute, it must not take the other from the requests being answered.
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    await tx.delete(listingFacetCounts);
    await tx.insert(listingFacetCounts).select(facetCountRows(db));
  });
}
