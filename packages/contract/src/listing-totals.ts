// Plain data, no zod: the list page reads these without the schemas.

/**
 * How a list's X-Total-Count was found (issue 40, decision 0069): counted (`exact`, also when the header is
 * absent), an estimate rounded to two significant digits (`about`), or at least that many (`at-least`,
 * "10,000+"). Exact counts of broad searches and price ranges cost more than any buyer reads of them.
 */
export const TOTAL_PRECISION_HEADER = 'X-Total-Precision';
export const totalPrecisions = ['exact', 'about', 'at-least'] as const;
export type TotalPrecision = (typeof totalPrecisions)[number];
