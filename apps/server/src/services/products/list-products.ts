import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { DEFAULT_PAGE_SIZE, type Product, type ProductListQuery } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { listedTotal, listingTotal } from './list-totals.ts';
import { listingFilter, whereOf } from './listing-filter.ts';
import { keysetAfter, pageStart, type Ordering } from './page-anchors.ts';
import { selectProducts, toProduct, type ProductView } from './product-row.ts';

export { searchQuery } from './listing-filter.ts';

export interface ProductPage {
  items: Product[];
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
 * Public listing: available products only, filtered, sorted and paged. One query per page: the
 * page's ids from an index (deferred join), then only those rows joined to their sellers.
 */
export async function listProducts(db: Database, query: ProductListQuery, view: ProductView): Promise<ProductPage> {
  const page = query.page ?? 1;
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const filter = await listingFilter(db, query);
  if (!filter) return { items: [], total: 0, page, limit };
  const ordering: Ordering = query.ads === 'true' && !query.sort ? orderings.advertised : orderings[query.sort ?? 'newest'];
  const offset = (page - 1) * limit;

  const readPage = async (indexedSearch: boolean) => {
    const where = whereOf(filter, indexedSearch);
    const start = await pageStart(db, `${filter.key}|${query.sort ?? ''}|${indexedSearch}`, ordering, where, offset);
    const pageIds = db
      .select({ id: products.id })
      .from(products)
      .where(start.after ? and(where, keysetAfter(ordering, start.after)) : where)
      .orderBy(...ordering.by)
      .limit(limit)
      .offset(start.skip)
      .as('page_ids');
    return selectProducts(db)
      .innerJoin(pageIds, eq(products.id, pageIds.id))
      .orderBy(...ordering.by);
  };

  let total: number;
  let rows: Awaited<ReturnType<typeof readPage>>;
  if (filter.tsquery) {
    // Walking the sort order's index visits about (offset + limit) × listed / matches rows before the
    // page is found; the GIN index fetches every match. Take whichever reads fewer rows.
    total = await listingTotal(db, filter, ordering.by);
    const visits = total === 0 ? Infinity : ((offset + limit) * (await listedTotal(db, filter.brandId))) / total;
    rows = total === 0 ? [] : await readPage(visits > total);
  } else {
    [rows, total] = await Promise.all([readPage(true), listingTotal(db, filter, ordering.by)]);
  }
  return { items: rows.map((row) => toProduct(row, view)), total, page, limit };
}
