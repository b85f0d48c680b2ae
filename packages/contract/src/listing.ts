// Listing constants, kept apart from the zod schemas: the web app's listing pages read them, and
// importing them from product.ts would pull zod (22 KB gzip) into those pages' chunks.

export const productSorts = ['newest', 'oldest', 'price_asc', 'price_desc'] as const;
export type ProductSort = (typeof productSorts)[number];
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 24;
/** The largest price we accept, in TK: well above any phone, well inside a 32-bit integer. */
export const MAX_PRICE_TK = 10_000_000;
/**
 * The "battery at least N %" options the filter panel offers. GET /products/facets counts these from
 * its counts table (decision 0042); any other batteryMin is still a valid filter, counted live.
 */
export const batteryThresholds = [80, 85, 90, 95] as const;
