/** The API's base path: every call of spec §7 lives under it. */
export const API_PREFIX = '/api';
/** Local storage key of the access token (spec §3). */
export const ACCESS_TOKEN_KEY = 'accessToken';

/**
 * The /products page's first request. The server preloads it with the page (and the first card's
 * photo, its largest paint), so it must be exactly what the web app asks for.
 */
export const PRODUCTS_PAGE_SIZE = 12;
export const FIRST_PRODUCTS_PAGE_PATH = `/allProducts?page=1&limit=${PRODUCTS_PAGE_SIZE}`;
/** The /products page's filter counts with no filter chosen (GET /products/facets), preloaded with it too. */
export const ALL_FACETS_PATH = '/products/facets';
/** The home page's two requests (brand grid and 'Best Offers'), preloaded with `/` the same way. */
export const CATEGORIES_PATH = '/productsCategories';
export const BEST_OFFERS_LIMIT = 8;
export const BEST_OFFERS_PATH = `/allProducts?ads=true&limit=${BEST_OFFERS_LIMIT}`;

/** An `<img srcset>` for a photo's widths (the image host's variants); undefined when it has none. */
export function srcSetOf(variants: readonly { url: string; width: number }[]): string | undefined {
  return variants.length > 0 ? variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ') : undefined;
}
