import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MIN_LISTINGS_FOR_GUIDE, type PriceGuide, type Product } from '@phonehaat/contract';
import { products } from '../../src/db/schema/index.ts';
import { TestClock } from '../support/deal.ts';
import { makeCategory, makeProduct } from '../support/factories.ts';
import { createTestApp, databaseKinds, type Actor, type TestApp } from '../support/test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const kind = { model: 'iPhone 13', storageGb: 128, condition: 'excellent' } as const;
const guideUrl = '/api/price-guide?model=iPhone%2013&storageGb=128&condition=excellent';

describe.each(databaseKinds)('price guides on %s', (databaseKind) => {
  let t: TestApp;
  let seller: Actor;
  let category: { id: string; name: string };
  const clock = new TestClock(new Date('2026-06-01T12:00:00Z'));

  beforeAll(async () => {
    t = await createTestApp(databaseKind, {}, { now: clock.now });
    seller = await t.signUp('Seller');
    category = await makeCategory(t.database.db);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(products);
  });

  const daysAgo = (days: number) => new Date(clock.now().getTime() - days * DAY_MS);
  const asking = (selling: number, days = 1, overrides = {}) =>
    makeProduct(t.database.db, seller, category, { ...kind, selling, createdAt: daysAgo(days), ...overrides });
  const sold = (selling: number, days = 1) => asking(selling, days + 10, { status: 'sold' as const, soldAt: daysAgo(days) });
  const guide = async (productId?: string) => {
    await t.app.listingSummaries.refresh();
    const url = productId ? `${guideUrl}&productId=${productId}` : guideUrl;
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PriceGuide>();
  };

  it('gives the median and the 10th–90th percentile range of the asking prices of the kind', async () => {
    for (const price of [40_000, 42_000, 45_000, 48_000, 50_000]) await asking(price);
    // Another storage, another condition, and a listing waiting for review: none of them counts.
    await asking(90_000, 1, { storageGb: 256 });
    await asking(90_000, 1, { condition: 'fair' });
    await asking(90_000, 1, { reviewStatus: 'pending' });
    const { asking: spread, sold: soldSpread } = await guide();
    // percentile_cont over 40, 42, 45, 48, 50 thousand: 10 % → 40,800, 90 % → 49,200.
    expect(spread).toEqual({ median: 45_000, low: 40_800, high: 49_200, count: 5 });
    expect(soldSpread).toBeNull();
  });

  it('shows sold prices from the fifth sale in the window, not before', async () => {
    for (const price of [50_000, 51_000, 52_000]) await asking(price);
    for (const price of [30_000, 32_000, 34_000, 36_000]) await sold(price);
    expect((await guide()).sold).toBeNull();
    await sold(38_000);
    expect((await guide()).sold).toEqual({ median: 34_000, low: 30_800, high: 37_200, count: 5 });
  });

  it('looks back 90 days by the app clock: older listings and sales drop out as the clock moves', async () => {
    await asking(60_000, 80);
    for (const price of [40_000, 40_000, 40_000]) await asking(price, 5);
    for (let i = 0; i < 5; i += 1) await sold(30_000 + i * 1_000, 85);
    expect(await guide()).toMatchObject({ asking: { median: 40_000, count: 4 }, sold: { count: 5 } });
    clock.advance(11 * DAY_MS);
    expect(await guide()).toEqual({ asking: { median: 40_000, low: 40_000, high: 40_000, count: 3 }, sold: null });
    clock.advance(100 * DAY_MS);
    expect(await guide()).toEqual({ asking: null, sold: null });
  });

  it(`shows asking prices only from ${MIN_LISTINGS_FOR_GUIDE} listings: one or two say too little`, async () => {
    await asking(62_000);
    expect(await guide()).toEqual({ asking: null, sold: null });
    await asking(60_000);
    expect(await guide()).toEqual({ asking: null, sold: null });
    await asking(64_000);
    expect((await guide()).asking).toEqual({ median: 62_000, low: 60_400, high: 63_600, count: 3 });
  });

  it('compares a listing with the other listings of its kind, never with itself', async () => {
    const lone = await asking(62_000);
    // Issue 36: a lone listing was a "Fair price" in the range 62,000–62,000 from 1 listing.
    expect(await guide(lone.id)).toEqual({ asking: null, sold: null });
    const onPage = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json<Product>();
    expect((await onPage(lone.id)).priceMark).toBeNull();

    for (const price of [40_000, 42_000, 45_000]) await asking(price);
    // The others of 40, 42, 45 and 62 thousand: 40, 42 and 45 (10 % → 40,400, 90 % → 44,400).
    expect((await guide(lone.id)).asking).toEqual({ median: 42_000, low: 40_400, high: 44_400, count: 3 });
    // 62,000 against the others' 42,000 is high. 40,000 against its others' 45,000 (42, 45, 62) is good;
    // against the median of all four with itself (43,500) it would have been fair.
    expect((await onPage(lone.id)).priceMark).toBe('high');
    const cheapest = (await t.app.inject({ method: 'GET', url: '/api/allProducts?limit=50' }))
      .json<Product[]>()
      .find((item) => item.selling === 40_000);
    expect(cheapest?.priceMark).toBe('good');
    // A listing of another kind is not in this kind's prices: nothing is left out for it.
    const other = await asking(90_000, 1, { storageGb: 256 });
    expect((await guide(other.id)).asking).toMatchObject({ median: 43_500, count: 4 });
  });

  it('leaves a sold phone out of the sold prices of its own page', async () => {
    for (const price of [50_000, 51_000, 52_000]) await asking(price);
    const sales = [];
    for (const price of [30_000, 32_000, 34_000, 36_000, 38_000]) sales.push(await sold(price));
    expect((await guide()).sold).toMatchObject({ median: 34_000, count: 5 });
    // Four others are fewer than the five a sold guide needs.
    expect((await guide(sales[0]!.id)).sold).toBeNull();
    await sold(40_000);
    expect((await guide(sales[0]!.id)).sold).toEqual({ median: 36_000, low: 32_800, high: 39_200, count: 5 });
  });

  it('marks cards good, fair or high against the asking median of the others', async () => {
    for (const price of [50_000, 50_000, 50_000]) await asking(price);
    const cheap = await asking(44_000);
    const fair = await asking(52_000);
    const dear = await asking(60_000);
    const other = await makeProduct(t.database.db, seller, category, { selling: 10_000 });
    await t.app.listingSummaries.refresh();
    const list = (await t.app.inject({ method: 'GET', url: '/api/allProducts?limit=50' })).json<Product[]>();
    const markOf = (id: string) => list.find((item) => item._id === id)?.priceMark;
    // Each against the median of the five others: 50,000 (≤ 45,000 good, ≥ 57,500 high).
    expect([markOf(cheap.id), markOf(fair.id), markOf(dear.id), markOf(other.id)]).toEqual(['good', 'fair', 'high', null]);
  });

  it('refuses a bad kind with the field and its message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/price-guide?model=&storageGb=100&condition=mint' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string> }>().errors).toEqual({
      model: 'model is required',
      storageGb: 'storageGb must be one of 16, 32, 64, 128, 256, 512, 1024',
      condition: 'condition must be one of like_new, excellent, good, fair',
    });
  });
});
