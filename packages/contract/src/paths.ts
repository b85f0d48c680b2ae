/** The API's base path: every call of spec §7 lives under it. */
export const API_PREFIX = '/api';
/** Local storage key of the access token (spec §3). */
export const ACCESS_TOKEN_KEY = 'accessToken';

/**
 * The /products page's first request, and the `sizes` of a product card's photo. The server preloads
 * both with the page (the first card's photo is the page's largest paint), so they must be exactly
 * what the web app asks for.
 */
export const PRODUCTS_PAGE_SIZE = 12;
export const FIRST_PRODUCTS_PAGE_PATH = `/allProducts?page=1&limit=${PRODUCTS_PAGE_SIZE}`;
export const PRODUCT_CARD_IMAGE_SIZES = '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw';

/** An `<img srcset>` for a photo's widths (the image host's variants); undefined when it has none. */
export function srcSetOf(variants: readonly { url: string; width: number }[]): string | undefined {
  return variants.length > 0 ? variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ') : undefined;
}
