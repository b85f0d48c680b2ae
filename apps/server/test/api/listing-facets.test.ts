import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  batteryThresholds,
  conditionGrades,
  districtOf,
  phoneVariants,
  type ListingFacets,
  type Product,
} from '@phonehaat/contract';
import { products } from '../../src/db/schema/index.ts';
import { makeCategory, makeProduct } from '../support/factories.ts';
import { createTestApp, databaseKinds, type Actor, type TestApp } from '../support/test-app.ts';

/** A listing as the property draws it: the facets' fields (any may be missing) and whether it is public. */
interface Drawn {
  district: string | null;
  condition: (typeof conditionGrades)[number] | null;
  storageGb: number | null;
  variant: (typeof phoneVariants)[number] | null;
  batteryHealth: number | null;
  brand: 0 | 1;
  selling: number;
  public: boolean;
}

/** A few districts of two divisions, so that filters and counts meet often. */
const someDistricts = ['dhaka', 'gazipur', 'chattogram', 'cumilla', 'sylhet'];
const drawn: fc.Arbitrary<Drawn> = fc.record({
  district: fc.option(fc.constantFrom(...someDistricts), { freq: 6 }),
  condition: fc.option(fc.constantFrom(...conditionGrades), { freq: 6 }),
  storageGb: fc.option(fc.constantFrom(64, 128, 256), { freq: 6 }),
  variant: fc.option(fc.constantFrom(...phoneVariants), { freq: 6 }),
  batteryHealth: fc.option(fc.integer({ min: 70, max: 100 }), { freq: 6 }),
  brand: fc.constantFrom(0 as const, 1 as const),
  selling: fc.integer({ min: 1_000, max: 100_000 }),
  public: fc.boolean(),
});

type Filters = Partial<Record<'condition' | 'storageGb' | 'variant' | 'batteryMin' | 'division' | 'district', string>>;
const filters: fc.Arbitrary<Filters> = fc.record(
  {
    condition: fc.constantFrom(...conditionGrades),
    storageGb: fc.constantFrom('64', '128', '256'),
    variant: fc.constantFrom(...phoneVariants),
    batteryMin: fc.constantFrom('0', ...batteryThresholds.map(String), '77', '100'),
    division: fc.constantFrom('dhaka', 'chattogram', 'sylhet'),
    district: fc.constantFrom(...someDistricts),
  },
  { requiredKeys: [] },
);

const divisionOf = (listing: Drawn) => districtOf(listing.district)?.division ?? null;

/** Whether a listing passes the filters, leaving out one of them (the facet being counted). */
function passes(listing: Drawn, filter: Filters, except?: keyof Filters): boolean {
  const checks: Record<keyof Filters, (value: string) => boolean> = {
    condition: (value) => listing.condition === value,
    storageGb: (value) => listing.storageGb === Number(value),
    variant: (value) => listing.variant === value,
    batteryMin: (value) => listing.batteryHealth !== null && listing.batteryHealth >= Number(value),
    division: (value) => divisionOf(listing) === value,
    district: (value) => listing.district === value,
  };
  return (Object.keys(filter) as (keyof Filters)[]).every((key) => key === except || checks[key](filter[key]!));
}

/** The facets by brute force: every option's count, straight from the drawn listings. */
function bruteFacets(listings: Drawn[], filter: Filters, also: (listing: Drawn) => boolean = () => true): ListingFacets {
  const shown = listings.filter((listing) => listing.public && also(listing));
  const tally = <T extends string | number>(facet: keyof Filters, valueOf: (listing: Drawn) => T | null) => {
    const counts = new Map<T, number>();
    for (const listing of shown) {
      const value = valueOf(listing);
      if (value !== null && passes(listing, filter, facet)) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    return [...counts.entries()].map(([value, count]) => ({ value, count }));
  };
  return {
    total: shown.filter((listing) => passes(listing, filter)).length,
    condition: tally('condition', (listing) => listing.condition),
    storageGb: tally('storageGb', (listing) => listing.storageGb),
    variant: tally('variant', (listing) => listing.variant),
    batteryMin: batteryThresholds
      .map((threshold) => ({
        value: threshold as number,
        count: shown.filter(
          (listing) =>
            listing.batteryHealth !== null && listing.batteryHealth >= threshold && passes(listing, filter, 'batteryMin'),
        ).length,
      }))
      .filter((option) => option.count > 0),
    division: tally('division', divisionOf),
    district: tally('district', (listing) => listing.district),
  };
}

/** Facets compared without their order: options as sorted lists. */
const comparable = (facets: ListingFacets) =>
  Object.fromEntries(
    Object.entries(facets).map(([key, value]) => [
      key,
      Array.isArray(value) ? [...value].sort((a, b) => String(a.value).localeCompare(String(b.value))) : value,
    ]),
  );

describe.each(databaseKinds)('filters with counts on %s', (kind) => {
  let t: TestApp;
  let seller: Actor;
  let brands: { id: string; name: string }[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    seller = await t.signUp('Seller');
    brands = [await makeCategory(t.database.db), await makeCategory(t.database.db)];
  });
  afterAll(() => t.close());

  const facets = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/products/facets?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ListingFacets>();
  };

  async function store(listings: Drawn[]): Promise<void> {
    await t.database.db.delete(products);
    for (const listing of listings) {
      await makeProduct(t.database.db, seller, brands[listing.brand]!, {
        district: listing.district,
        division: divisionOf(listing),
        condition: listing.condition,
        storageGb: listing.storageGb,
        variant: listing.variant,
        batteryHealth: listing.batteryHealth,
        selling: listing.selling,
        ...(!listing.public && { reviewStatus: 'pending' as const }),
      });
    }
    await t.app.listingSummaries.refresh();
  }

  it('counts every option given the other filters, from the counts table (with a brand too) and live, as brute force does', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(drawn, { maxLength: 30 }),
        fc.array(filters, { minLength: 1, maxLength: 4 }),
        async (listings, queries) => {
          await store(listings);
          for (const filter of queries) {
            const query = new URLSearchParams(filter).toString();
            // Facet filters only: the counts table answers.
            expect(comparable(await facets(query))).toEqual(comparable(bruteFacets(listings, filter)));
            // With a brand: the counts table's cells of that brand.
            const withBrand = new URLSearchParams({ ...filter, brand: brands[1]!.name }).toString();
            expect(comparable(await facets(withBrand))).toEqual(
              comparable(bruteFacets(listings, filter, (listing) => listing.brand === 1)),
            );
            // With a price: counted live from products, grouped the same way.
            const withPrice = new URLSearchParams({ ...filter, maxPrice: '50000' }).toString();
            expect(comparable(await facets(withPrice))).toEqual(
              comparable(bruteFacets(listings, filter, (listing) => listing.selling <= 50_000)),
            );
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it('lists what the counts promised: choosing an option shows that many listings, each with it', async () => {
    const listings = fc.sample(drawn, { numRuns: 40, seed: 26 });
    await store(listings);
    const counted = await facets('district=dhaka');
    const option = counted.condition[0]!;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/allProducts?district=dhaka&condition=${option.value}&limit=100`,
    });
    const items = response.json<Product[]>();
    expect(items).toHaveLength(option.count);
    expect(Number(response.headers['x-total-count'])).toBe(option.count);
    expect(items.every((item) => item.district === 'dhaka' && item.condition === option.value)).toBe(true);

    const strong = await t.app.inject({
      method: 'GET',
      url: '/api/allProducts?batteryMin=90&variant=official&storageGb=128&limit=100',
    });
    const expected = listings.filter(
      (listing) =>
        listing.public && (listing.batteryHealth ?? -1) >= 90 && listing.variant === 'official' && listing.storageGb === 128,
    );
    expect(
      strong
        .json<Product[]>()
        .map((item) => item.selling)
        .sort(),
    ).toEqual(expected.map((listing) => listing.selling).sort());
  });

  it('is at most a rebuild behind: a new listing counts once the summaries are rebuilt', async () => {
    await store([]);
    await makeProduct(t.database.db, seller, brands[0]!, { district: 'sylhet', division: 'sylhet', condition: 'good' });
    expect((await facets('')).total).toBe(0);
    await t.app.listingSummaries.refresh();
    const counted = await facets('');
    expect(counted.total).toBe(1);
    expect(counted.district).toEqual([{ value: 'sylhet', count: 1 }]);
    expect(counted.division).toEqual([{ value: 'sylhet', count: 1 }]);
  });

  it('refuses a bad filter with the field and its message', async () => {
    const bad = async (query: string) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/products/facets?${query}` });
      expect(response.statusCode).toBe(400);
      return response.json<{ errors: Record<string, string> }>().errors;
    };
    expect(await bad('batteryMin=101')).toEqual({ batteryMin: 'batteryMin must be at most 100' });
    expect(await bad('batteryMin=ninety')).toEqual({ batteryMin: 'batteryMin must be a number' });
    expect(await bad('storageGb=100')).toEqual({ storageGb: 'storageGb must be one of 16, 32, 64, 128, 256, 512, 1024' });
    expect(await bad('condition=broken')).toEqual({ condition: 'condition must be one of like_new, excellent, good, fair' });
    expect(await bad('variant=grey')).toEqual({ variant: 'variant must be official or unofficial' });
    const list = await t.app.inject({ method: 'GET', url: '/api/allProducts?district=atlantis' });
    expect(list.statusCode).toBe(400);
  });
});
