import * as z from 'zod/mini';
import { districtIds, divisionIds } from './bd-districts.ts';
import { withLatinDigits } from './digits.ts';
import { MAX_PAGE_SIZE, MAX_PRICE_TK, productSorts } from './listing.ts';
import { conditionGrades, phoneVariants, storageSizesGb } from './phone-models.ts';

// zod/mini, not zod: the /products page reads its URL's filters with this schema, and zod/mini is
// 6.5 KB gzip against classic zod's 22 KB (bench/README.md: the page's Lighthouse score). The server
// validates GET /allProducts with it all the same (fastify-type-provider-zod reads any zod v4 schema).

const optionalInt = (label: string, min: number, max: number) =>
  z.optional(
    z.pipe(
      // A price typed on a Bangla keyboard (৫০০০০) reads as 50000.
      z.transform(withLatinDigits),
      z.coerce
        .number({ error: `${label} must be a number` })
        .check(
          z.int({ error: `${label} must be a whole number` }),
          z.minimum(min, { error: `${label} must be at least ${min}` }),
          z.maximum(max, { error: `${label} must be at most ${max}` }),
        ),
    ),
  );

/** GET /allProducts query: the listing extensions. */
export const productListQuery = z.object({
  page: optionalInt('page', 1, 1_000_000),
  limit: optionalInt('limit', 1, MAX_PAGE_SIZE),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, 'Search must be at most 100 characters'))),
  brand: z.optional(z.string().check(z.trim(), z.maxLength(64, 'Brand must be at most 64 characters'))),
  minPrice: optionalInt('minPrice', 0, MAX_PRICE_TK),
  maxPrice: optionalInt('maxPrice', 0, MAX_PRICE_TK),
  ads: z.optional(z.enum(['true', 'false'], { error: 'ads must be true or false' })),
  sort: z.optional(z.enum(productSorts, { error: `sort must be one of ${productSorts.join(', ')}` })),
  division: z.optional(z.enum(divisionIds, { error: 'division must be one of the eight divisions' })),
  district: z.optional(z.enum(districtIds, { error: 'district must be one of the 64 districts' })),
  // Issue 26's device filters; GET /products/facets counts the options of each (listing-facets.ts).
  condition: z.optional(z.enum(conditionGrades, { error: `condition must be one of ${conditionGrades.join(', ')}` })),
  storageGb: z.optional(
    z.coerce.number({ error: 'storageGb must be a number' }).check(
      z.refine((value) => (storageSizesGb as readonly number[]).includes(value), {
        error: `storageGb must be one of ${storageSizesGb.join(', ')}`,
      }),
    ),
  ),
  variant: z.optional(z.enum(phoneVariants, { error: 'variant must be official or unofficial' })),
  batteryMin: optionalInt('batteryMin', 0, 100),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

/** GET /category/{id} query: the same, its brand given by the path. */
export const categoryListQuery = z.omit(productListQuery, { brand: true });
