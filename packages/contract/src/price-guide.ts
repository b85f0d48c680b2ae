import { z } from 'zod';
import { conditionGrades, storageSizesGb } from './phone-models.ts';

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

/** Median and range (10th–90th percentile, whole TK) of some prices, and how many there were. */
export const priceSpread = z.object({
  median: z.number().int(),
  low: z.number().int(),
  high: z.number().int(),
  count: z.number().int().positive(),
});
export type PriceSpread = z.infer<typeof priceSpread>;

/** GET /price-guide query: the kind of phone (Add Product asks once model, storage and condition are chosen). */
export const priceGuideQuery = z.object({
  model: z
    .string({ error: 'model is required' })
    .trim()
    .min(1, 'model is required')
    .max(80, 'model must be at most 80 characters'),
  storageGb: z.coerce
    .number({ error: 'storageGb must be a number' })
    .refine(
      (value) => (storageSizesGb as readonly number[]).includes(value),
      `storageGb must be one of ${storageSizesGb.join(', ')}`,
    ),
  condition: z.enum(conditionGrades, { error: `condition must be one of ${conditionGrades.join(', ')}` }),
  /** The listing the guide is for (the product page): its own price is left out, so it meets only the others. */
  productId: z.uuid({ error: 'productId must be a listing id' }).optional(),
});
export type PriceGuideQuery = z.infer<typeof priceGuideQuery>;

/**
 * Asking prices of listed phones of the kind posted in the last 90 days, from three of them (null
 * before), and sold prices once at least five sold in them (null before); with a `productId`, of the
 * others than that listing.
 */
export const priceGuide = z.object({
  asking: priceSpread.nullable(),
  sold: priceSpread.nullable(),
});
export type PriceGuide = z.infer<typeof priceGuide>;
