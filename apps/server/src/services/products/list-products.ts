import { and, asc, count, desc, eq, gte, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_PAGE_SIZE, isUuid, type Product, type ProductListQuery } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { categories, products } from '../../db/schema/index.ts';
import { selectProducts, toProduct, type ProductView } from './product-row.ts';

export interface ProductPage {
  items: Product[];
  total: number;
  page: number;
  limit: number;
}

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
  if (isUuid(brand)) return brand;
  const [match] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(or(eq(categories.slug, brand.toLowerCase()), sql`lower(${categories.name}) = ${brand.toLowerCase()}`))
    .limit(1);
  return match?.id ?? null;
}

const orderings = {
  newest: [desc(products.createdAt), desc(products.id)],
  oldest: [asc(products.createdAt), asc(products.id)],
  price_asc: [asc(products.selling), asc(products.id)],
  price_desc: [desc(products.selling), desc(products.id)],
} satisfies Record<NonNullable<ProductListQuery['sort']>, SQL[]>;

/** Public listing: available products only, filtered, sorted and paged. */
export async function listProducts(db: Database, query: ProductListQuery, view: ProductView): Promise<ProductPage> {
  const page = query.page ?? 1;
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const conditions: SQL[] = [eq(products.isListed, true)];

  if (query.brand) {
    const id = await brandId(db, query.brand);
    if (!id) return { items: [], total: 0, page, limit };
    conditions.push(eq(products.brandId, id));
  }
  if (query.q) {
    const tsquery = searchQuery(query.q);
    if (tsquery) conditions.push(sql`${products.search} @@ to_tsquery('simple', ${tsquery})`);
  }
  if (query.minPrice !== undefined) conditions.push(gte(products.selling, query.minPrice));
  if (query.maxPrice !== undefined) conditions.push(lte(products.selling, query.maxPrice));
  if (query.ads === 'true') conditions.push(isNotNull(products.adsLabel));
  if (query.ads === 'false') conditions.push(isNull(products.adsLabel));

  const where = and(...conditions);
  const ordering = query.ads === 'true' && !query.sort ? [desc(products.advertisedAt), desc(products.id)] : orderings[query.sort ?? 'newest'];

  const [rows, [totals]] = await Promise.all([
    selectProducts(db)
      .where(where)
      .orderBy(...ordering)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { items: rows.map((row) => toProduct(row, view)), total: totals?.total ?? 0, page, limit };
}
