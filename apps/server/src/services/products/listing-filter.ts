import { and, eq, gte, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { isUuid, type ProductListQuery } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { categoryRows } from '../categories/list-categories.ts';

/** Turns free text into a prefix-matching tsquery: `iphone 13` → `iphone:* & 13:*`. */
export function searchQuery(text: string): string | undefined {
  const terms = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  return terms.length > 0 ? terms.map((term) => `${term}:*`).join(' & ') : undefined;
}

/** A brand given as a category id, slug or name; `null` when none matches. */
async function brandId(db: Database, brand: string): Promise<string | null> {
  if (isUuid(brand)) return brand.toLowerCase();
  const wanted = brand.toLowerCase();
  const match = (await categoryRows(db)).find((row) => row.slug === wanted || row.name.toLowerCase() === wanted);
  return match?._id ?? null;
}

/** The WHERE of a public listing, in parts, with a key that names it in caches. */
export interface ListingFilter {
  /** Every condition except the text search. */
  base: SQL[];
  /** The prefix tsquery, when searching. */
  tsquery: string | undefined;
  brandId: string | undefined;
  /** Only listed products, or listed products of one brand: totals come from the grouped count. */
  simple: boolean;
  key: string;
}

export async function listingFilter(db: Database, query: ProductListQuery): Promise<ListingFilter | null> {
  const base: SQL[] = [eq(products.isListed, true)];
  let brand: string | undefined;
  if (query.brand) {
    const id = await brandId(db, query.brand);
    if (!id) return null;
    brand = id;
    base.push(eq(products.brandId, id));
  }
  const tsquery = query.q ? searchQuery(query.q) : undefined;
  if (query.minPrice !== undefined) base.push(gte(products.selling, query.minPrice));
  if (query.maxPrice !== undefined) base.push(lte(products.selling, query.maxPrice));
  if (query.ads === 'true') base.push(isNotNull(products.adsLabel));
  if (query.ads === 'false') base.push(isNull(products.adsLabel));
  const simple = !tsquery && query.minPrice === undefined && query.maxPrice === undefined && !query.ads;
  const key = JSON.stringify([brand ?? null, tsquery ?? null, query.minPrice ?? null, query.maxPrice ?? null, query.ads ?? null]);
  return { base, tsquery, brandId: brand, simple, key };
}

/**
 * The search condition. `indexed` lets the planner use the GIN index (few matches: fetch them all,
 * then sort); otherwise the condition is hidden from it so that it walks the sort order's own index
 * and stops after one page (many matches: a page is found after a few hundred rows).
 */
export function searchCondition(tsquery: string, indexed: boolean): SQL {
  const match = sql`${products.search} @@ to_tsquery('simple', ${tsquery})`;
  return indexed ? match : sql`coalesce(${match}, false)`;
}

export function whereOf(filter: ListingFilter, indexedSearch = true): SQL {
  const parts = filter.tsquery ? [...filter.base, searchCondition(filter.tsquery, indexedSearch)] : filter.base;
  return and(...parts)!;
}
