import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  approximately,
  estimateListings,
  matchesSample,
  matchingRows,
  roundEstimate,
  walkVisits,
  type ListingSample,
} from './listing-sample.ts';
import type { ListingFilter } from './listing-filter.ts';
import { sampleRow } from './sample-row-fixture.ts';

const row = sampleRow;

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

describe('matching sampled rows (decision 0077)', () => {
  const districtsOf = ['dhaka', 'sylhet', 'khulna', null] as const;
  const sampleRow = fc.record({
    brandId: fc.constantFrom('samsung', 'apple', 'xiaomi'),
    selling: fc.integer({ min: 1_000, max: 150_000 }),
    district: fc.constantFrom(...districtsOf),
    condition: fc.constantFrom('like_new', 'good', 'fair', null),
    storageGb: fc.constantFrom(64, 128, 256, null),
    variant: fc.constantFrom('official', 'unofficial', null),
    battery: fc.option(fc.integer({ min: 50, max: 100 })),
    ads: fc.boolean(),
    words: fc.subarray(['galaxy', 'a54', 'iphone', '13', 'pro', 'redmi']),
  });
  const anyFilter = fc.record(
    {
      brandId: fc.constantFrom('samsung', 'apple', 'xiaomi', 'nokia'),
      minPrice: fc.integer({ min: 0, max: 100_000 }),
      maxPrice: fc.integer({ min: 20_000, max: 160_000 }),
      division: fc.constantFrom('dhaka', 'sylhet'),
      district: fc.constantFrom(...districtsOf.filter((d) => d !== null)),
      condition: fc.constantFrom('like_new', 'good', 'fair'),
      storageGb: fc.constantFrom(64, 128, 256, 512),
      variant: fc.constantFrom('official', 'unofficial'),
      batteryMin: fc.constantFrom(80, 85, 90, 95),
      ads: fc.constantFrom('true', 'false'),
    },
    { requiredKeys: [] },
  );
  const anyTerms = fc.option(
    fc.array(
      fc.record({
        words: fc.subarray(['galaxy', 'a54', 'iphone', '13', 'pro']),
        prefix: fc.option(fc.constantFrom('gal', 'ip', 're'), { nil: undefined }),
      }),
      {
        minLength: 1,
        maxLength: 3,
      },
    ),
    { nil: undefined },
  );

  it('flags exactly the rows that pass every condition, however many filters share the sample', () => {
    fc.assert(
      fc.property(
        fc.array(sampleRow, { minLength: 1, maxLength: 60 }),
        fc.array(fc.tuple(anyFilter, anyTerms), { minLength: 1, maxLength: 6 }),
        (rows, asked) => {
          const drawn: ListingSample = {
            listed: rows.length * 10,
            rows: rows.map((r) => ({
              ...r,
              createdAt: 0,
              division: r.district === 'sylhet' ? 'sylhet' : r.district === null ? null : 'dhaka',
              words: new Set(r.words),
            })),
          };
          for (const [values, terms] of asked) {
            const f = filter(values as Partial<ListingFilter>);
            const expected = drawn.rows.map((r) => (matchesSample(r, f, terms) ? 1 : 0));
            const { rows: flags, count } = matchingRows(drawn, f, terms);
            expect([...flags]).toEqual(expected);
            expect(count).toBe(expected.reduce<number>((sum, flag) => sum + flag, 0));
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('walking a sort order (walkVisits)', () => {
  // 1,000 rows for 100,000 listings, newest first by index; every 50th matches (a tenth of the rows
  // each stand for 100 listings): a first page's walk is measured to the 8th match, not the 1st.
  const rows = Array.from({ length: 1_000 }, (_, i) => row({ createdAt: 1_000 - i, words: i % 50 === 3 ? ['a54'] : ['other'] }));
  const drawn: ListingSample = { listed: 100_000, rows };

  it('scales the walk to the eighth match down to the rows a page needs', () => {
    // 12 wanted of 100,000 → 1 sampled row; the 8th match is the 354th row: 354 / 8 × 100 ≈ 4,425 listings.
    expect(walkVisits(drawn, filter({}), [{ words: ['a54'] }], 'newest', 12)).toBe(4_425);
    // A deeper page needs more than eight: walked to its own (the 20th match, row 954), or past the
    // sample's matches, every listing.
    expect(walkVisits(drawn, filter({}), [{ words: ['a54'] }], 'newest', 2_000)).toBe(95_400);
    expect(walkVisits(drawn, filter({}), [{ words: ['a54'] }], 'newest', 2_100)).toBe(100_000);
  });
});
