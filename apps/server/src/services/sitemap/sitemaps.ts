import { helpPageIds, helpPages } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import type { CatalogueRead } from '../catalogue-read/catalogue-read.ts';
import { productPageCount } from './id-ranges.ts';
import { newestListing, productSitemapPage } from './sitemap-reads.ts';
import { sitemapIndexXml, urlSetXml } from './sitemap-xml.ts';

export const PAGES_SITEMAP = '/sitemaps/pages.xml';
export const productsSitemapPath = (page: number) => `/sitemaps/products-${page}.xml`;

/**
 * The site's sitemaps: an index naming the pages sitemap and the products' pages, each product page
 * one slice of the id space (id-ranges.ts). `pageSize` is how many URLs a products page is made for
 * (at most the protocol's 50,000; smaller pages answer faster and compress in less time).
 */
export class Sitemaps {
  constructor(
    private readonly db: Database,
    private readonly catalogue: CatalogueRead,
    private readonly pageSize: number,
  ) {}

  private async productPages(): Promise<number> {
    return productPageCount(await this.catalogue.listedCount(), this.pageSize);
  }

  async index(origin: string): Promise<string> {
    const pages = await this.productPages();
    const products = Array.from({ length: pages }, (_, index) => `${origin}${productsSitemapPath(index + 1)}`);
    return sitemapIndexXml([`${origin}${PAGES_SITEMAP}`, ...products]);
  }

  /** Home, the listing and each brand's page, modified when their newest listing was listed; the help and policy pages. */
  async pages(origin: string): Promise<string> {
    const categories = await this.catalogue.categories();
    const newest = await newestListing(this.db);
    const brands = await Promise.all(
      categories.map(async (category) => ({
        path: `/category/${category._id}`,
        lastmod: await newestListing(this.db, category._id),
      })),
    );
    const help = helpPageIds.map((page) => ({ path: helpPages[page] }));
    return urlSetXml(origin, [{ path: '/', lastmod: newest }, { path: '/products', lastmod: newest }, ...brands, ...help]);
  }

  /** Products page `page` (1-based); undefined past the last page. */
  async products(origin: string, page: number): Promise<string | undefined> {
    const pages = await this.productPages();
    if (page < 1 || page > pages) return undefined;
    const rows = await productSitemapPage(this.db, page, pages);
    return urlSetXml(
      origin,
      rows.map((row) => ({ path: `/products/${row.id}`, lastmod: row.lastmod })),
    );
  }
}
