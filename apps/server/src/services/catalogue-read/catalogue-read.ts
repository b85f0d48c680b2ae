import type {
  Category,
  ListingFacets,
  PriceGuide,
  PriceGuideQuery,
  Product,
  ProductListQuery,
  TotalPrecision,
} from '@phonehaat/contract';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../errors/app-error.ts';
import { getCategory, listCategories } from './categories.ts';
import { cashReservedIds, productRowById, sellerProductRows } from './get-product.ts';
import { getPriceGuide } from './get-price-guide.ts';
import { listFacets, reloadCountedCells } from './list-facets.ts';
import { reloadVocabulary } from './listing-filter.ts';
import { resampleAfterRebuild } from './listing-sample.ts';
import { listProducts, type ProductPage } from './list-products.ts';
import { listingFilter } from './listing-filter.ts';
import { resolvedListKey } from './resolved-list-key.ts';
import { listedTotal } from './listed-count.ts';
import { productAnswer, productPageAnswer, type ProductRow } from './product-answer.ts';
import { similarProductRows } from './similar-products.ts';
import { ReadCache, type ReadCacheOptions } from './read-cache.ts';

/** A page of product answers with where it is in its list. */
export interface ProductAnswerPage {
  items: Product[];
  total: number;
  precision: TotalPrecision;
  page: number;
  limit: number;
}

const isAdmin = (viewer: Viewer | null) => viewer?.role === 'admin';

/**
 * The catalogue as anyone reads it: categories, listings, one product, a seller's own listings.
 * Public reads are kept in the ReadCache; answers are made per viewer from the kept rows, since the
 * seller's email shows to admins and to the listing's own seller only. `db` may be a read replica
 * (decision 0073): what a seller just wrote and the reloads after a rebuild read `primary`.
 */
export class CatalogueRead {
  readonly cache: ReadCache;

  constructor(
    private readonly db: Database,
    cacheOptions: ReadCacheOptions,
    private readonly primary: Database = db,
  ) {
    this.cache = new ReadCache(cacheOptions);
  }

  categories(): Promise<Category[]> {
    return listCategories(this.db, this.cache);
  }

  category(id: string): Promise<Category> {
    return getCategory(this.db, this.cache, id);
  }

  /** How many products are listed (exact, from the per-brand counts the listings' totals keep). */
  listedCount(): Promise<number> {
    return listedTotal(this.db, this.cache);
  }

  /** A listing page; admins see every seller's email, so theirs is read afresh. */
  async products(query: ProductListQuery, viewer: Viewer | null): Promise<ProductAnswerPage> {
    const admin = isAdmin(viewer);
    if (admin) {
      const page = await listProducts(this.db, this.cache, query);
      return { ...page, items: answers(page, true) };
    }
    // Kept by what the query means (resolved-list-key.ts): spellings of one search share their rows.
    const filter = await listingFilter(this.db, this.cache, query);
    const page = await this.cache.remember(this.cache.answers, resolvedListKey(filter, query), () =>
      listProducts(this.db, this.cache, query, filter),
    );
    return { ...page, items: answers(page, false) };
  }

  /** Each filter's options with their counts given the other filters (decision 0042). */
  facets(query: ProductListQuery): Promise<ListingFacets> {
    return listFacets(this.db, this.cache, query);
  }

  /**
   * The listing-summaries job rebuilt its tables: the counts table's rows and search's vocabulary are read
   * again (the old ones answer meanwhile), the estimates' sample is weighed again (decision 0081). The
   * cards' marks follow with the list answers' short life.
   */
  async summariesRebuilt(): Promise<void> {
    // The rebuild committed on the primary a moment ago: a replica may not have it yet.
    await reloadCountedCells(this.primary, this.cache);
    await reloadVocabulary(this.primary, this.cache);
    await resampleAfterRebuild(this.primary, this.cache);
  }

  /** Asking and sold prices of one kind of phone over 90 days (decision 0043). */
  priceGuide(query: PriceGuideQuery): Promise<PriceGuide> {
    return getPriceGuide(this.db, query);
  }

  /**
   * One product; its email shows to admins and to its own seller. One not live in review (waiting,
   * rejected, held by reports) is theirs alone: to anyone else it is not found (decision 0037).
   */
  async product(id: string, viewer: Viewer | null): Promise<Product> {
    const row = await this.cache.remember(this.cache.answers, `product|${id.toLowerCase()}`, () => productRowById(this.db, id));
    const privileged = isAdmin(viewer) || row.sellerId === viewer?.id;
    if (row.reviewStatus !== 'live' && !privileged) throw notFound('Product');
    return productPageAnswer(row, privileged);
  }

  /**
   * Up to six listed phones like this one (decision 0044): the same model nearest its price within
   * ±25 %, then the same brand's; never this one. Kept like the product, cleared by the same writes.
   */
  async similar(id: string): Promise<Product[]> {
    const row = await this.cache.remember(this.cache.answers, `product|${id.toLowerCase()}`, () => productRowById(this.db, id));
    if (row.reviewStatus !== 'live') throw notFound('Product');
    const rows = await this.cache.remember(this.cache.answers, `similar|${row.id}`, () => similarProductRows(this.db, row));
    return rows.map((similar) => productAnswer(similar, false));
  }

  /** The seller's own listings with their status and their own email. */
  async sellerProducts(seller: Viewer): Promise<Product[]> {
    const rows = await sellerProductRows(this.primary, seller.id);
    const cash = await cashReservedIds(
      this.primary,
      rows.filter((row) => row.reserved).map((row) => row.id),
    );
    return rows.map((row) => ({
      ...productAnswer(row, true, { withPhotos: true }),
      ...(cash.has(row.id) && { reservedForCash: true }),
    }));
  }
}

const answers = (page: ProductPage, showEmail: boolean) => page.rows.map((row: ProductRow) => productAnswer(row, showEmail));
