import { and, asc, desc, sql } from 'drizzle-orm';
import { DEFAULT_PAGE_SIZE, type ProductListQuery } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { products } from '../../db/schema/index.ts';
import { listedTotal, listingTotal } from './list-totals.ts';
import {
  bindPlaceholders,
  listingConditions,
  listingFilter,
  whereOf,
  type ListingFilter,
  type SearchMode,
} from './listing-filter.ts';
import { keysetAfter, pageStart, type Ordering } from './page-anchors.ts';
import { productJsonArray, selectProductJson, type ProductView } from './product-json.ts';

export { searchQuery } from './listing-filter.ts';

export interface ProductPage {
  /** The page's products as a JSON array (the contract's `product`), written by the database. */
  json: string;
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

type OrderingName = keyof typeof orderings;

/**
 * Public listing: available products only, filtered, sorted and paged. One query per page: the
 * page's ids from an index (deferred join), then only those rows joined to their sellers, written
 * as one JSON array (product-json.ts).
 */
export async function listProducts(
  db: Database,
  query: ProductListQuery,
  view: Pick<ProductView, 'allEmails'>,
): Promise<ProductPage> {
  const page = query.page ?? 1;
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const filter = await listingFilter(db, query);
  if (!filter) return { json: '[]', total: 0, page, limit };
  const orderingName: OrderingName = query.ads === 'true' && !query.sort ? 'advertised' : (query.sort ?? 'newest');
  const ordering: Ordering = orderings[orderingName];
  const offset = (page - 1) * limit;

  const readPage = async (search: SearchMode) => {
    const start = await pageStart(db, `${filter.key}|${orderingName}|${search}`, ordering, () => whereOf(filter, search), offset);
    const [afterKey, afterId] = start.after ?? [];
    const shape = { orderingName, filter, search, keyset: start.after !== undefined, skips: start.skip > 0, limit };
    const [row] = await pageQuery(db, shape, view.allEmails).execute({ ...filter.values, afterKey, afterId, skip: start.skip });
    return row?.json ?? '[]';
  };

  let total: number;
  let json: string;
  if (filter.values.tsquery) {
    // Walking the sort order's index visits about (offset + limit) × listed / matches rows before the
    // page is found; the GIN index fetches every match. Take whichever reads fewer rows.
    total = await listingTotal(db, filter, ordering.by);
    const visits = total === 0 ? Infinity : ((offset + limit) * (await listedTotal(db, filter.values.brandId))) / total;
    json = total === 0 ? '[]' : await readPage(visits > total ? 'indexed' : 'walk');
  } else {
    [json, total] = await Promise.all([readPage('indexed'), listingTotal(db, filter, ordering.by)]);
  }
  return { json, total, page, limit };
}

/** What a page query's SQL text depends on (its values are placeholders). */
interface PageShape {
  orderingName: OrderingName;
  filter: ListingFilter;
  search: SearchMode;
  /** Starts after a (key, id): a deep page. */
  keyset: boolean;
  /** Skips rows before the page: OFFSET, only then. */
  skips: boolean;
  limit: number;
}

/**
 * One page of a listing, prepared once per shape and per whether emails show. LIMIT is written into
 * the text: as a parameter, a generic plan would assume a tenth of the table is wanted and
 * PostgreSQL would re-plan every call. So is the absence of OFFSET: an OFFSET parameter makes the
 * generic plan look as if it skipped a tenth of the table, and PostgreSQL then planned page 1 of a
 * search and every keyset page afresh on each call (as long again as running it). The values, the
 * keyset start and the rows to skip are placeholders.
 */
function pageQuery(db: Database, shape: PageShape, allEmails: boolean) {
  const { orderingName, filter, search, keyset, skips, limit } = shape;
  const key = `products-page|${orderingName}|${filter.shape}|${search}|${keyset}|${skips}|${limit}|${allEmails}`;
  // A price range sorted by anything but price is read either along the sort order (broad range) or
  // from the price index and then sorted (narrow range). Only the values tell which: a generic plan,
  // which cannot see them, once took 450 ms for a broad range. Such pages are planned on every call.
  const priceRange = filter.values.minPrice !== undefined || filter.values.maxPrice !== undefined;
  const named = !priceRange || orderingName === 'price_asc' || orderingName === 'price_desc';
  return prepared(
    db,
    key,
    (name) => {
      const ordering: Ordering = orderings[orderingName];
      const conditions = listingConditions(filter, bindPlaceholders, search);
      if (keyset) conditions.push(keysetAfter(ordering, [sql.placeholder('afterKey'), sql.placeholder('afterId')]));
      const by = sql.join(ordering.by, sql`, `);
      const offset = skips ? sql` offset ${sql.placeholder('skip')}` : sql``;
      const pageIds = sql`(select ${products.id} from ${products} where ${and(...conditions)} order by ${by}
      limit ${sql.raw(String(Math.trunc(limit)))}${offset}) as page_ids`;
      return selectProductJson(db, productJsonArray(allEmails, ordering.by), allEmails)
        .innerJoin(pageIds, sql`page_ids.id = ${products.id}`)
        .prepare(name);
    },
    { named },
  );
}
