import { and, asc, desc, inArray, sql } from 'drizzle-orm';
import { DEFAULT_PAGE_SIZE, type ProductListQuery } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { listedTotal, listingTotal } from './list-totals.ts';
import { listingFilter, whereOf, type ListingFilter, type SearchMode } from './listing-filter.ts';
import { keysetAfter, pageStart, type Ordering } from './page-anchors.ts';
import { selectProductRows, type ProductRow } from './product-answer.ts';
import type { ReadCache } from './read-cache.ts';

/** One page of a listing: its rows in order, the filtered total, and where it is. */
export interface ProductPage {
  rows: ProductRow[];
  total: number;
  page: number;
  limit: number;
}

/**
 * The partial indexes are (created_at DESC NULLS LAST, id DESC NULLS LAST), (selling, id) and
 * (advertised_at DESC NULLS LAST, id DESC NULLS LAST). PostgreSQL only reads an index in order when
 * ORDER BY names the same NULLS placement (plain DESC means NULLS FIRST), so each ordering says it.
 */
const orderings = {
  newest: {
    by: [sql`${products.createdAt} desc nulls last`, sql`${products.id} desc nulls last`],
    key: { column: products.createdAt, cast: 'timestamptz', direction: 'desc' },
  },
  oldest: {
    by: [sql`${products.createdAt} asc nulls first`, sql`${products.id} asc nulls first`],
    key: { column: products.createdAt, cast: 'timestamptz', direction: 'asc' },
  },
  price_asc: { by: [asc(products.selling), asc(products.id)], key: { column: products.selling, cast: 'int4', direction: 'asc' } },
  price_desc: {
    by: [desc(products.selling), desc(products.id)],
    key: { column: products.selling, cast: 'int4', direction: 'desc' },
  },
  advertised: { by: [sql`${products.advertisedAt} desc nulls last`, sql`${products.id} desc nulls last`] },
} satisfies Record<NonNullable<ProductListQuery['sort']> | 'advertised', Ordering>;

/**
 * Public listing: available products only, filtered, sorted and paged. A page's ids come from an
 * index (deferred join), then only those rows are read with their sellers.
 */
export async function listProducts(db: Database, cache: ReadCache, query: ProductListQuery): Promise<ProductPage> {
  const page = query.page ?? 1;
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const filter = await listingFilter(db, cache, query);
  if (!filter) return { rows: [], total: 0, page, limit };
  const orderingName = query.ads === 'true' && !query.sort ? 'advertised' : (query.sort ?? 'newest');
  const ordering: Ordering = orderings[orderingName];
  const offset = (page - 1) * limit;

  const readPage = async (search: SearchMode) => {
    const listKey = `${filter.key}|${orderingName}|${search}`;
    const start = await pageStart(db, cache, listKey, ordering, () => whereOf(filter, search), offset);
    return pageRows(db, filter, ordering, search, start.after, start.skip, limit);
  };

  if (filter.tsquery) {
    // Walking the sort order's index visits about (offset + limit) × listed / matches rows before the
    // page is found; the GIN index fetches every match. Take whichever reads fewer rows.
    const total = await listingTotal(db, cache, filter, ordering.by);
    if (total === 0) return { rows: [], total, page, limit };
    const visits = ((offset + limit) * (await listedTotal(db, cache, filter.brandId))) / total;
    return { rows: await readPage(visits > total ? 'indexed' : 'walk'), total, page, limit };
  }
  const [rows, total] = await Promise.all([readPage('indexed'), listingTotal(db, cache, filter, ordering.by)]);
  return { rows, total, page, limit };
}

/** The page's rows: its ids from the ordering's index, then those rows with their sellers, in order. */
async function pageRows(
  db: Database,
  filter: ListingFilter,
  ordering: Ordering,
  search: SearchMode,
  after: [string, string] | undefined,
  skip: number,
  limit: number,
): Promise<ProductRow[]> {
  const where = after ? and(whereOf(filter, search), keysetAfter(ordering, after)) : whereOf(filter, search);
  const ids = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...ordering.by)
    .limit(limit)
    .offset(skip);
  return selectProductRows(db)
    .where(inArray(products.id, ids))
    .orderBy(...ordering.by);
}
