import { z } from 'zod';
import { conditionGrades, phoneVariants } from './phone-models.ts';

/** One option of a facet and how many listings it would show, given the other filters. */
const option = <T extends z.ZodType>(value: T) => z.object({ value, count: z.number().int().nonnegative() });

/**
 * GET /products/facets answer: per filter, the count of each option given every OTHER active filter
 * (classic faceting), so "Dhaka (120)" is what choosing Dhaka would show. Options with no listings
 * are left out; `batteryMin` counts "at least" each threshold. `total` is the count with every filter.
 */
export const listingFacets = z.object({
  total: z.number().int().nonnegative(),
  condition: z.array(option(z.enum(conditionGrades))),
  storageGb: z.array(option(z.number().int())),
  variant: z.array(option(z.enum(phoneVariants))),
  batteryMin: z.array(option(z.number().int())),
  division: z.array(option(z.string())),
  district: z.array(option(z.string())),
});
export type ListingFacets = z.infer<typeof listingFacets>;
