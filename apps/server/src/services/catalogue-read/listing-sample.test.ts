import { describe, expect, it } from 'vitest';
import { approximately, estimateListings, roundEstimate, type ListingSample, type SampleRow } from './listing-sample.ts';
import type { ListingFilter } from './listing-filter.ts';

const row = (overrides: Omit<Partial<SampleRow>, 'words'> & { words: string[] }): SampleRow => ({
  brandId: 'samsung',
  createdAt: 0,
  selling: 30_000,
  division: 'dhaka',
  district: 'dhaka',
  condition: 'good',
  storageGb: 128,
  variant: 'official',
  battery: 90,
  ads: false,
  ...overrides,
  words: new Set(overrides.words),
});

// 4 rows standing for 1,000 listings: each one for 250.
const sample: ListingSample = {
  listed: 1_000,
  rows: [
    row({ words: ['galaxy', 'a54'] }),
    row({ words: ['galaxy', 's23'], selling: 80_000, district: 'sylhet', division: 'sylhet' }),
    row({ brandId: 'apple', words: ['iphone', '13'], battery: 80, ads: true }),
    row({ brandId: 'apple', words: ['iphone', '13', 'pro'], condition: 'fair', storageGb: 256 }),
  ],
};
const filter = (overrides: Partial<ListingFilter>): ListingFilter => ({ key: 'test', ...overrides });

describe('estimates from the sample', () => {
  it('scales the sampled rows that pass every filter to the listings', () => {
    expect(estimateListings(sample, filter({}), undefined)).toEqual({ listings: 1_000, sampled: 4 });
    expect(estimateListings(sample, filter({ brandId: 'apple' }), [{ words: ['13'] }])).toEqual({ listings: 500, sampled: 2 });
    expect(estimateListings(sample, filter({}), [{ words: [], prefix: 'gal' }, { words: ['s23', 'a54'] }]).listings).toBe(500);
    expect(estimateListings(sample, filter({ minPrice: 50_000 }), undefined).listings).toBe(250);
    expect(estimateListings(sample, filter({ maxPrice: 29_999 }), undefined).listings).toBe(0);
    expect(estimateListings(sample, filter({ district: 'dhaka', condition: 'good', storageGb: 128 }), undefined).listings).toBe(
      500,
    );
    expect(estimateListings(sample, filter({ batteryMin: 85, ads: 'false' }), undefined).listings).toBe(750);
    expect(estimateListings(sample, filter({ ads: 'true' }), [{ words: ['iphone'] }]).listings).toBe(250);
    expect(estimateListings({ listed: 0, rows: [] }, filter({}), undefined)).toEqual({ listings: 0, sampled: 0 });
  });

  it('shows an estimate to two significant digits, and 10,000 or more as at least 10,000', () => {
    expect([2_345, 2_001, 999, 95, 7, 9_949].map(roundEstimate)).toEqual([2_300, 2_000, 1_000, 95, 7, 9_900]);
    expect(approximately(2_345)).toEqual({ total: 2_300, precision: 'about' });
    expect(approximately(9_999)).toEqual({ total: 10_000, precision: 'about' });
    expect(approximately(10_000)).toEqual({ total: 10_000, precision: 'at-least' });
    expect(approximately(640_000)).toEqual({ total: 10_000, precision: 'at-least' });
  });
});
