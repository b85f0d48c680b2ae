import { and, asc, count, desc, eq, inArray, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_PAGE_SIZE, type ProductListQuery, type TotalPrecision } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { exactOnLastPage, listingTotal } from './list-totals.ts';
import { listedTotal } from './listed-count.ts';
import { isSimple, listingFilter, throughBitmapScans, whereOf, type ListingFilter } from './listing-filter.ts';
import { estimateListings, listingSample, walkVisits } from './listing-sample.ts';
import { keysetAfter, pageStart, type Ordering } from './page-anchors.ts';
import { productRowsInOrder, type ProductRow } from './product-answer.ts';
import type { ReadCache } from './read-cache.ts';
import { bitmapRows, TABLE_ROW_COST } from './read-costs.ts';

/** One page of a listing: its rows in order, the filtered total and how it was found, and where it is. */
export interface ProductPage {
  rows: ProductRow[];
  total: number;
  precision: TotalPrecision;
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
 * index (deferred join), then only those rows are read with their sellers. A search that names a model,
 * sorted by nothing else, lists that model's phones first (decision 0069), then the other matches.
 */
export async function listProducts(
  db: Database,
  cache: ReadCache,
  query: ProductListQuery,
  /** The query's filter when the caller resolved it already (resolved-list-key.ts). */
  resolved?: ListingFilter | null,
): Promise<ProductPage> {
  const page = query.page ?? 1;
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const filter = resolved === undefined ? await listingFilter(db, cache, query) : resolved;
  if (!filter) return { rows: [], total: 0, precision: 'exact', page, limit };
  const orderingName = query.ads === 'true' && !query.sort ? 'advertised' : (query.sort ?? 'newest');
  const ordering: Ordering = orderings[orderingName];
  const offset = (page - 1) * limit;
  const list: List = { db, cache, ordering, listKey: `${filter.key}|${orderingName}` };
  if (isSimple(filter)) {
    const [rows, counted] = await Promise.all([
      pageOf(list, 'walk', whereOf(filter), offset, limit),
      listingTotal(db, cache, filter),
    ]);
    return { rows, ...counted, page, limit };
  }
  const counted = await listingTotal(db, cache, filter);
  if (counted.total === 0) return { rows: [], ...counted, page, limit };
  const plan = await planOf(db, cache, filter, orderingName, offset + limit, counted.total);
  const rows =
    filter.model && !query.sort && orderingName === 'newest'
      ? await namedModelFirst(list, filter, filter.model, plan, offset, limit)
      : await pageOf(list, plan, whereOf(filter, plan === 'walk' ? 'walk' : 'indexed'), offset, limit);
  return { rows, ...exactOnLastPage(counted, offset, limit, rows.length), page, limit };
}

/** How a page of a filtered list is found: walking the sort order's index, or from bitmaps of the filter's indexes. */
type Plan = 'walk' | 'bitmap';

/**
 * Walking the sort order's index visits some rows before it has the page; fetching every match from
 * the filter's indexes (the GIN index for a search) and sorting them reads the rows one condition's
 * index selects. Take whichever costs less (decisions 0069, 0077): the sample says both, correlation
 * included, where the planner would guess (a filter matching nothing made it walk all million rows:
 * 6 s); a walk of a covering index tests an entry for a tenth of a table row's cost. With the caches off
 * (tests), a search estimates its visits as listings ÷ matches.
 */
async function planOf(
  db: Database,
  cache: ReadCache,
  filter: ListingFilter,
  orderingName: keyof typeof orderings,
  wanted: number,
  total: number,
): Promise<Plan> {
  if (orderingName === 'advertised') return 'walk';
  if (!cache.enabled) {
    if (!filter.tsquery) return 'walk';
    return (wanted * (await listedTotal(db, cache, filter.brandId))) / total > total ? 'bitmap' : 'walk';
  }
  const sample = await listingSample(db, cache);
  const matches = estimateListings(sample, filter, filter.terms).listings;
  const walk =
    walkVisits(sample, filter, filter.terms, orderingName, wanted) *
    (walksCoveringIndex(filter, orderingName) ? 1 : TABLE_ROW_COST);
  const bitmap = Math.max(bitmapRows(sample, filter, filter.terms), matches, total) * TABLE_ROW_COST;
  return walk > bitmap ? 'bitmap' : 'walk';
}

/**
 * Whether a walk reads a covering index (migration 0029): newest first and by price, of one brand by
 * price; a brand's or a place's newest-first index holds only its order, so each visit reads the table.
 */
const walksCoveringIndex = (filter: ListingFilter, orderingName: keyof typeof orderings) =>
  orderingName === 'price_asc' || orderingName === 'price_desc' || (!filter.brandId && !filter.district && !filter.division);

interface List {
  db: Database;
  cache: ReadCache;
  ordering: Ordering;
  /** Names the filtered, sorted list in the anchors' cache. */
  listKey: string;
}

/**
 * `limit` rows from `offset` of the list where `where` holds, deep pages starting at their anchors
 * (page-anchors.ts); with the bitmap plan the planner may use bitmap scans only (throughBitmapScans).
 */
async function pageOf(list: List, plan: Plan | 'model', where: SQL, offset: number, limit: number): Promise<ProductRow[]> {
  if (limit <= 0) return [];
  const start = await pageStart(list.db, list.cache, `${list.listKey}|${plan}`, list.ordering, () => where, offset);
  const from = start.after ? and(where, keysetAfter(list.ordering, start.after))! : where;
  if (plan === 'bitmap') {
    const ids = await throughBitmapScans(list.db, (reader) => pageIds(reader, from, list.ordering, start.skip, limit));
    return rowsInOrder(
      list.db,
      ids.map((row) => row.id),
    );
  }
  return rowsInOrder(list.db, pageIds(list.db, from, list.ordering, start.skip, limit));
}

/**
 * The named model's matching listings, newest first (through products_listed_model_newest_idx: the
 * search condition is hidden from the planner), then the other matches. A page past the model's last
 * listing needs to know how many it has: the page holding its last ones tells, else they are counted.
 */
async function namedModelFirst(
  list: List,
  filter: ListingFilter,
  model: string[],
  plan: Plan,
  offset: number,
  limit: number,
): Promise<ProductRow[]> {
  const named = model.length === 1 ? eq(products.model, model[0]!) : inArray(products.model, model);
  // The search's other words (a storage size) still count: tested on the model's rows, not through GIN.
  const first = and(whereOf(filter, 'walk'), named)!;
  const firstRows = await pageOf(list, 'model', first, offset, limit);
  if (firstRows.length === limit) return firstRows;
  const firstCount = firstRows.length > 0 ? offset + firstRows.length : await countOf(list, first);
  const rest = and(whereOf(filter, plan === 'walk' ? 'walk' : 'indexed'), or(isNull(products.model), not(named)))!;
  const restRows = await pageOf(list, plan, rest, Math.max(0, offset - firstCount), limit - firstRows.length);
  return [...firstRows, ...restRows];
}

/** The named model's listings matching the filter (kept with the other totals). */
async function countOf(list: List, where: SQL): Promise<number> {
  const { total } = await list.cache.remember(list.cache.derived, `model-total|${list.listKey}`, async () => {
    const [row] = await list.db.select({ total: count() }).from(products).where(where);
    return { total: Number(row?.total ?? 0) };
  });
  return total;
}

/** The page's ids from the ordering's index (deferred join). */
function pageIds(db: Database, where: SQL, ordering: Ordering, skip: number, limit: number) {
  return db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...ordering.by)
    .limit(limit)
    .offset(skip);
}

/** Those rows with their sellers, in order (one prepared statement, product-answer.ts). */
async function rowsInOrder(db: Database, ids: string[] | ReturnType<typeof pageIds>): Promise<ProductRow[]> {
  const found = Array.isArray(ids) ? ids : (await ids).map((row) => row.id);
  return productRowsInOrder(db, found);
}
