import { z } from 'zod';
import { conditionGrades, storageSizesGb } from './phone-models.ts';

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
