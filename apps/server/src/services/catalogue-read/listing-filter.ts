import { and, eq, gte, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { ConditionGrade, PhoneVariant, ProductListQuery } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { brandIdOf } from './categories.ts';
import type { ReadCache } from './read-cache.ts';
import { searchQuery } from './search-query.ts';

/** The WHERE of a public listing: its values, and a key that names it in caches. */
export interface ListingFilter {
  brandId?: string;
  minPrice?: number;
  maxPrice?: number;
  /** The prefix tsquery, when searching. */
  tsquery?: string;
  ads?: 'true' | 'false';
  division?: string;
  district?: string;
  condition?: ConditionGrade;
  storageGb?: number;
  variant?: PhoneVariant;
  batteryMin?: number;
  /** Names the filter with its values (totals, anchors). */
  key: string;
}

/** Only listed products, or listed products of one brand: totals come from the per-brand count. */
export const isSimple = (filter: ListingFilter) =>
  !filter.tsquery &&
  filter.minPrice === undefined &&
  filter.maxPrice === undefined &&
  !filter.ads &&
  !filter.division &&
  !filter.district &&
  !filter.condition &&
  filter.storageGb === undefined &&
  !filter.variant &&
  filter.batteryMin === undefined;

/** The query's filter; `null` when its brand names no category (an empty list). */
export async function listingFilter(db: Database, cache: ReadCache, query: ProductListQuery): Promise<ListingFilter | null> {
  const brandId = query.brand ? await brandIdOf(db, cache, query.brand) : undefined;
  if (brandId === null) return null;
  const tsquery = query.q ? searchQuery(query.q) : undefined;
  const { minPrice, maxPrice, ads, division, district, condition, storageGb, variant, batteryMin } = query;
  const key = JSON.stringify([
    brandId ?? null,
    tsquery ?? null,
    minPrice ?? null,
    maxPrice ?? null,
    ads ?? null,
    division ?? null,
    district ?? null,
    condition ?? null,
    storageGb ?? null,
    variant ?? null,
    batteryMin ?? null,
  ]);
  return { brandId, tsquery, minPrice, maxPrice, ads, division, district, condition, storageGb, variant, batteryMin, key };
}

/** The filter a key names (the inverse of listingFilter's key): what a kept answer was made for. */
export function filterFromKey(key: string): ListingFilter {
  const [brandId, tsquery, minPrice, maxPrice, ads, division, district, condition, storageGb, variant, batteryMin] = JSON.parse(
    key,
  ) as (string | number | null)[];
  const value = <T>(raw: string | number | null | undefined) => (raw === null || raw === undefined ? undefined : (raw as T));
  return {
    brandId: value<string>(brandId),
    tsquery: value<string>(tsquery),
    minPrice: value<number>(minPrice),
    maxPrice: value<number>(maxPrice),
    ads: value<'true' | 'false'>(ads),
    division: value<string>(division),
    district: value<string>(district),
    condition: value<ConditionGrade>(condition),
    storageGb: value<number>(storageGb),
    variant: value<PhoneVariant>(variant),
    batteryMin: value<number>(batteryMin),
    key,
  };
}

/** How a search is matched: through the GIN index, or hidden from the planner so that it walks the sort order. */
export type SearchMode = 'indexed' | 'walk';

/**
 * The listing's WHERE. `is_listed` is the bare column so that plans use the partial indexes (a division
 * or district has its own, newest first).
 *
 * Search `indexed` lets the planner use the GIN index (few matches: fetch them all, then sort); `walk`
 * hides the condition from it so that it walks the sort order's own index and stops after one page
 * (many matches: a page is found after a few hundred rows).
 */
export function whereOf(filter: ListingFilter, search: SearchMode = 'indexed'): SQL {
  const parts: SQL[] = [sql`${products.isListed}`];
  if (filter.brandId !== undefined) parts.push(eq(products.brandId, filter.brandId));
  if (filter.minPrice !== undefined) parts.push(gte(products.selling, filter.minPrice));
  if (filter.maxPrice !== undefined) parts.push(lte(products.selling, filter.maxPrice));
  if (filter.division !== undefined) parts.push(eq(products.division, filter.division));
  if (filter.district !== undefined) parts.push(eq(products.district, filter.district));
  if (filter.condition !== undefined) parts.push(eq(products.condition, filter.condition));
  if (filter.storageGb !== undefined) parts.push(eq(products.storageGb, filter.storageGb));
  if (filter.variant !== undefined) parts.push(eq(products.variant, filter.variant));
  if (filter.batteryMin !== undefined) parts.push(gte(products.batteryHealth, filter.batteryMin));
  if (filter.ads === 'true') parts.push(isNotNull(products.adsLabel));
  if (filter.ads === 'false') parts.push(isNull(products.adsLabel));
  if (filter.tsquery !== undefined) {
    // searchQuery leaves only words of letters, marks and digits with `:*`, joined by `&` (a word typed
    // without its space as `( word | its parts )`); a bound parameter either way.
    const match = sql`${products.search} @@ ${filter.tsquery}::tsquery`;
    parts.push(search === 'indexed' ? match : sql`coalesce(${match}, false)`);
  }
  return and(...parts)!;
}
