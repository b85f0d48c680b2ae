import { and, eq, gte, isNotNull, isNull, lte, sql, type Placeholder, type SQL } from 'drizzle-orm';
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

/** The values a listing's WHERE compares with. */
export interface ListingValues {
  brandId?: string;
  minPrice?: number;
  maxPrice?: number;
  /** The prefix tsquery, when searching. */
  tsquery?: string;
}

/** The WHERE of a public listing: its values, which of them are set, and keys that name it in caches. */
export interface ListingFilter {
  values: ListingValues;
  ads: 'true' | 'false' | undefined;
  /** Only listed products, or listed products of one brand: totals come from the grouped count. */
  simple: boolean;
  /** Names the filter with its values (totals, anchors). */
  key: string;
  /** Names the filter's SQL text without its values (prepared page queries). */
  shape: string;
}

export async function listingFilter(db: Database, query: ProductListQuery): Promise<ListingFilter | null> {
  const values: ListingValues = {};
  if (query.brand) {
    const id = await brandId(db, query.brand);
    if (!id) return null;
    values.brandId = id;
  }
  if (query.q) values.tsquery = searchQuery(query.q);
  if (query.minPrice !== undefined) values.minPrice = query.minPrice;
  if (query.maxPrice !== undefined) values.maxPrice = query.maxPrice;
  const ads = query.ads;
  const simple = !values.tsquery && values.minPrice === undefined && values.maxPrice === undefined && !ads;
  const key = JSON.stringify([
    values.brandId ?? null,
    values.tsquery ?? null,
    values.minPrice ?? null,
    values.maxPrice ?? null,
    ads ?? null,
  ]);
  const shape = [
    ...(Object.keys(values) as (keyof ListingValues)[]).filter((name) => values[name] !== undefined).sort(),
    `ads=${ads ?? ''}`,
  ].join(',');
  return { values, ads, simple, key, shape };
}

/** How a search is matched: through the GIN index, or hidden from the planner so that it walks the sort order. */
export type SearchMode = 'indexed' | 'walk';

/** A value of the filter: bound as it is, or as a placeholder of a prepared query. */
export type Bind = <K extends keyof ListingValues>(name: K) => NonNullable<ListingValues[K]> | Placeholder<K>;

export const bindValues =
  (filter: ListingFilter): Bind =>
  (name) =>
    filter.values[name]!;

export const bindPlaceholders: Bind = (name) => sql.placeholder(name);

/**
 * The listing's conditions. `is_listed` is written as the bare column, not compared with a parameter,
 * so that every plan (a prepared statement's generic plan included) can use the partial indexes.
 *
 * Search `indexed` lets the planner use the GIN index (few matches: fetch them all, then sort); `walk`
 * hides the condition from it so that it walks the sort order's own index and stops after one page
 * (many matches: a page is found after a few hundred rows).
 */
export function listingConditions(filter: ListingFilter, bind: Bind, search: SearchMode = 'indexed'): SQL[] {
  const { values } = filter;
  const parts: SQL[] = [sql`${products.isListed}`];
  if (values.brandId !== undefined) parts.push(eq(products.brandId, bind('brandId')));
  if (values.minPrice !== undefined) parts.push(gte(products.selling, bind('minPrice')));
  if (values.maxPrice !== undefined) parts.push(lte(products.selling, bind('maxPrice')));
  if (filter.ads === 'true') parts.push(isNotNull(products.adsLabel));
  if (filter.ads === 'false') parts.push(isNull(products.adsLabel));
  if (values.tsquery !== undefined) {
    // searchQuery leaves only lowercase letters and digits with `:*`, which tsquery's own syntax reads
    // exactly as to_tsquery('simple', …) does; the cast is one constant, where to_tsquery(…) of a
    // parameter is evaluated again for every row a generic plan tests.
    const match = sql`${products.search} @@ ${bind('tsquery')}::tsquery`;
    parts.push(search === 'indexed' ? match : sql`coalesce(${match}, false)`);
  }
  return parts;
}

/** The WHERE with the filter's own values (totals, anchors). */
export function whereOf(filter: ListingFilter, search: SearchMode = 'indexed'): SQL {
  return and(...listingConditions(filter, bindValues(filter), search))!;
}
