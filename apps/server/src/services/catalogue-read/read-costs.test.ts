import { describe, expect, it } from 'vitest';
import type { ListingFilter } from './listing-filter.ts';
import type { ListingSample } from './listing-sample.ts';
import { bitmapRows, cheapestRead, TABLE_ROW_COST } from './read-costs.ts';
import { sampleRow as row } from './sample-row-fixture.ts';

// 100 rows standing for 100,000 listings (1,000 each): prices 1,000 … 100,000, one row of 512 GB,
// a tenth in Sylhet, a fifth Apple's.
const sample: ListingSample = {
  listed: 100_000,
  rows: Array.from({ length: 100 }, (_, i) =>
    row({
      selling: (i + 1) * 1_000,
      storageGb: i === 7 ? 512 : 128,
      district: i % 10 === 0 ? 'sylhet' : 'dhaka',
      brandId: i % 5 === 0 ? 'apple' : 'samsung',
      words: i % 5 === 0 ? ['iphone'] : ['galaxy'],
    }),
  ),
};
const filter = (values: Omit<ListingFilter, 'key'>): ListingFilter => ({ key: JSON.stringify(values), ...values });

describe('what reading a filter costs (decision 0077)', () => {
  it('reads a narrow price range from the covering price index, whatever else it asks', () => {
    // 10 of 100 rows in range: 10,000 entries, tested without the table.
    expect(cheapestRead(sample, filter({ minPrice: 41_000, maxPrice: 50_000, condition: 'good' }), undefined)).toEqual({
      path: 'index-only',
      cost: 10_000,
    });
    // Of one brand: that brand's prices (brand, selling) — 2 rows in range.
    expect(cheapestRead(sample, filter({ brandId: 'apple', minPrice: 41_000, maxPrice: 50_000 }), undefined).cost).toBe(2_000);
  });

  it('fetches a rare value from its own index through a bitmap, at a table row’s cost each', () => {
    expect(bitmapRows(sample, filter({ storageGb: 512, district: 'dhaka' }), undefined)).toBe(1_000);
    expect(cheapestRead(sample, filter({ storageGb: 512, minPrice: 1_000, maxPrice: 90_000 }), undefined)).toEqual({
      path: 'bitmap',
      cost: 1_000 * TABLE_ROW_COST,
    });
    // A search: the rows holding its words (GIN); nothing indexed: every listing.
    expect(bitmapRows(sample, filter({}), [{ words: ['iphone'] }])).toBe(20_000);
    expect(bitmapRows(sample, filter({ condition: 'good' }), undefined)).toBe(100_000);
  });

  it('fetches only the listings a search and its brand, condition, size and district share (migration 0030)', () => {
    // One GIN index holds the words and those columns: its bitmap is their intersection.
    expect(bitmapRows(sample, filter({ district: 'sylhet' }), [{ words: ['iphone'] }])).toBe(10_000);
    // "iphone" of Samsung: none to fetch, though each alone selects a fifth and four fifths of the listings.
    expect(bitmapRows(sample, filter({ brandId: 'samsung' }), [{ words: ['iphone'] }])).toBe(0);
    // A variant is not in that index (every sampled row is official): the search's own rows.
    expect(bitmapRows(sample, filter({ variant: 'unofficial' }), [{ words: ['iphone'] }])).toBe(20_000);
  });

  it('walks every listing newest first when no range or index narrows the filter', () => {
    expect(cheapestRead(sample, filter({ condition: 'fair', variant: 'official' }), undefined)).toEqual({
      path: 'index-only',
      cost: 100_000,
    });
  });
});
