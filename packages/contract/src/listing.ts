// Listing constants, kept apart from the zod schemas: the web app's listing pages read them, and
// importing them from product.ts would pull zod (22 KB gzip) into those pages' chunks.

export const productSorts = ['newest', 'oldest', 'price_asc', 'price_desc'] as const;
export type ProductSort = (typeof productSorts)[number];
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 24;
