// Plain numbers and a function, no zod: product cards on the first page read these without the schemas.

/** Sold prices are shown once this many phones of the kind sold in the window (issue 26). */
export const MIN_SALES_FOR_GUIDE = 5;
/**
 * A guide shows asking prices only when at least this many other listings of the kind count: fewer
 * say too little, and a lone listing would be compared with itself (issue 36).
 */
export const MIN_LISTINGS_FOR_GUIDE = 3;
/** How far back a guide looks. */
export const PRICE_GUIDE_DAYS = 90;

/**
 * A card's mark against the asking median of its kind: at most 0.9× is a good price, 1.15× or more is
 * high, fair between (decision 0043).
 */
export const priceMarks = ['good', 'fair', 'high'] as const;
export type PriceMark = (typeof priceMarks)[number];
export const GOOD_PRICE_RATIO = 0.9;
export const HIGH_PRICE_RATIO = 1.15;

export function priceMarkOf(price: number, median: number | null): PriceMark | null {
  if (median === null || median <= 0) return null;
  if (price <= median * GOOD_PRICE_RATIO) return 'good';
  if (price >= median * HIGH_PRICE_RATIO) return 'high';
  return 'fair';
}
