import type { QueryClient } from '@tanstack/react-query';
import { helpPageOf, isUuid } from '@phonehaat/contract';
import { paths } from '../config/paths.ts';
import { productsQuery } from '../features/catalogue/api/get-products.ts';
import { facetsQuery } from '../features/catalogue/api/get-facets.ts';
import { productQuery } from '../features/catalogue/api/get-product.ts';
import { productsPageRequest } from '../features/catalogue/product-search-params.ts';
import { priceGuideQuery } from '../features/catalogue/api/get-price-guide.ts';
import { priceGuideKind } from '../features/catalogue/components/price-guide-kind.ts';
import { categoriesQuery } from '../lib/get-categories.ts';
import { bestOffersFilters } from './home/best-offers.tsx';

/** Reads a page's first screen from the API into the query cache, as the page's own hooks would. */
export type PageReads = (client: QueryClient) => Promise<unknown>;

/**
 * The pages the server renders (decisions 0049, 0050) and what each reads before it renders: the home
 * page, the listing and a product, and the help and policy pages: the pages people arrive on from search
 * and shared links. Any other page is the app's alone.
 */
export function serverPageReads(url: URL): PageReads | undefined {
  if (url.pathname === paths.home || url.pathname === paths.homeAlias) {
    return (client) =>
      Promise.all([client.prefetchQuery(categoriesQuery()), client.prefetchQuery(productsQuery(bestOffersFilters))]);
  }
  if (url.pathname === paths.products) {
    const request = productsPageRequest(url.searchParams);
    return (client) => Promise.all([client.prefetchQuery(productsQuery(request)), client.prefetchQuery(facetsQuery(request))]);
  }
  // The help and policy pages read nothing: their texts are the catalogue's.
  if (helpPageOf(url.pathname)) return () => Promise.resolve();
  // Listings' ids are UUIDs (as the server's page route reads them): anything else is no listing, and has no escapes to undo.
  const [, id] = /^\/products\/([^/]+)$/.exec(url.pathname) ?? [];
  if (id === undefined || !isUuid(id)) return undefined;
  return async (client) => {
    const product = await client.fetchQuery(productQuery(id));
    const kind = priceGuideKind(product);
    if (kind) await client.prefetchQuery(priceGuideQuery(kind));
  };
}
