import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { idRangeOf } from './id-ranges.ts';

/** The sitemap protocol's limit of URLs in one file. */
export const SITEMAP_URL_LIMIT = 50_000;

export interface SitemapEntry {
  id: string;
  lastmod: Date;
}

/**
 * Listed products of one sitemap page, by id: one range of the partial index on listed ids, which
 * carries updated_at (migration 0007), so the page is an index-only scan however deep it is.
 */
export function productSitemapPage(db: Database, page: number, pages: number): Promise<SitemapEntry[]> {
  const { from, to } = idRangeOf(page, pages);
  return db
    .select({ id: products.id, lastmod: products.updatedAt })
    .from(products)
    .where(and(sql`${products.isListed}`, gte(products.id, from), to === undefined ? undefined : lt(products.id, to)))
    .orderBy(asc(products.id))
    .limit(SITEMAP_URL_LIMIT);
}

/** When the newest listing (of a brand, or of all) was listed: the lastmod of the pages that show it first. */
export async function newestListing(db: Database, brandId?: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: products.createdAt })
    .from(products)
    .where(and(sql`${products.isListed}`, brandId === undefined ? undefined : eq(products.brandId, brandId)))
    .orderBy(sql`${products.createdAt} desc nulls last`, sql`${products.id} desc nulls last`)
    .limit(1);
  return row?.createdAt;
}
