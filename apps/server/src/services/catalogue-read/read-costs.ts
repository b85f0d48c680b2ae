import type { ListingFilter } from './listing-filter.ts';
import { matchingRows, type ListingSample, type SearchTerms } from './listing-sample.ts';

/**
 * What reading a filter's listings costs, in index entries read without the table (decision 0077).
 * The newest-first, by-price and brand-by-price indexes carry every public filter's columns (migration
 * 0029), so walking them tests a row without visiting the table; a row fetched from the table through
 * a bitmap costs about this many such entries (bench, 1,000,000 listings: 139,000 entries of a price
 * range in 67 ms, 95,000 bitmap rows over 50,000 table pages in 460 ms).
 */
export const TABLE_ROW_COST = 10;

/**
 * How a filter's listings are all read: `index-only`, a range of a covering index (a price range, of
 * one brand when the filter has one, else every listing newest first) tested entry by entry; `bitmap`,
 * the rows one condition's index selects (the search's GIN index with the filter's brand, condition,
 * storage size and district, a storage size, a place, a brand, the advertised) fetched from the table
 * and tested.
 */
/**
 * A count reading more than this many index entries (about 15 ms on the bench's machine) gives way to
 * the sample's estimate, unless the sample saw none of the matches (list totals, facet counts).
 */
export const COUNT_READ_BUDGET = 30_000;

/** A read of at most this many entries runs as the planner plans it, without a transaction steering it. */
export const PLANNER_READ_LIMIT = 5_000;

export type ReadPath = 'index-only' | 'bitmap';

export interface ReadCost {
  path: ReadPath;
  /** In index entries (TABLE_ROW_COST each table row). */
  cost: number;
}

/** The cheapest way to read every listing matching the filter, from the sample. */
export function cheapestRead(sample: ListingSample, filter: ListingFilter, terms: SearchTerms | undefined): ReadCost {
  const indexOnly = coveringRangeEntries(sample, filter);
  const bitmap = bitmapRows(sample, filter, terms) * TABLE_ROW_COST;
  return bitmap < indexOnly ? { path: 'bitmap', cost: bitmap } : { path: 'index-only', cost: indexOnly };
}

/** The fewest table rows one of the filter's bitmap-able conditions selects; every listing when none. */
export function bitmapRows(sample: ListingSample, filter: ListingFilter, terms: SearchTerms | undefined): number {
  const { storageGb, district, division, brandId, ads } = filter;
  // One condition each, through matchingRows: its matching sets are kept, and a storage size, a place or
  // a brand has few values, so these are counted once per sample rather than on every request.
  const conditions: Omit<ListingFilter, 'key'>[] = [];
  if (storageGb !== undefined) conditions.push({ storageGb });
  if (district !== undefined) conditions.push({ district });
  if (division !== undefined) conditions.push({ division });
  if (brandId !== undefined) conditions.push({ brandId });
  if (ads === 'true') conditions.push({ ads });
  const counts = conditions.map((condition) => matchingRows(sample, { ...condition, key: '' }, undefined).count);
  if (terms !== undefined && terms.length > 0) {
    // The search's GIN index holds the brand, condition, storage size and district too (migration 0030):
    // its bitmap is already their intersection, so only the listings matching all of them are fetched.
    const { brandId, condition } = filter;
    counts.push(matchingRows(sample, { brandId, condition, storageGb, district, key: '' }, terms).count);
  }
  return counts.length === 0 ? sample.listed : scaled(sample, Math.min(...counts));
}

/** Entries of the covering range a read walks: the price range (of the brand), else every listing. */
function coveringRangeEntries(sample: ListingSample, filter: ListingFilter): number {
  const { minPrice, maxPrice, brandId } = filter;
  if (minPrice === undefined && maxPrice === undefined) return sample.listed;
  return scaled(sample, matchingRows(sample, { brandId, minPrice, maxPrice, key: '' }, undefined).count);
}

const scaled = (sample: ListingSample, count: number) =>
  sample.rows.length === 0 ? 0 : Math.round((count * sample.listed) / sample.rows.length);
