import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCategory, makeProduct } from '../support/factories.ts';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app.ts';

/**
 * Issue 40, decision 0076: a kept page of list rows is named by what its query means. Two spellings of one
 * search share one entry; another order, page or filter is another entry; a write forgets them all.
 */
describe.each(databaseKinds)('list answers kept by their resolved query on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { CATALOGUE_CACHE_TTL_MS: '60000' });
    const seller = await t.signUp('Seller');
    const apple = await makeCategory(t.database.db, { slug: 'apple', name: 'Apple' });
    for (let i = 0; i < 5; i += 1) await makeProduct(t.database.db, seller, apple, { productName: `iPhone 12 ${64 * 2 ** (i % 3)}GB`, selling: 30_000 + i * 1_000 });
    await makeProduct(t.database.db, seller, apple, { productName: 'iPhone 13 128GB' });
  });
  afterAll(() => t.close());

  const listKeys = () => [...t.app.catalogue.cache.answers.keys()].filter((key) => key.startsWith('list|'));
  const names = async (query: string) =>
    (await t.app.inject(`/api/allProducts?${query}`)).json<{ productName: string }[]>().map((product) => product.productName);

  it('answers two spellings of one search from one kept page, and tells other orders and pages apart', async () => {
    t.app.catalogueChanged();
    const first = await names('q=iphone');
    expect(first).toHaveLength(6);
    expect(await names('q=%20%20IPHONE%20')).toEqual(first);
    expect(listKeys()).toHaveLength(1);
    const cheapest = await names('q=iphone&sort=price_asc');
    expect(cheapest[0]).toBe('iPhone 12 64GB');
    expect(cheapest).not.toEqual(first);
    expect(await names('q=iphone&limit=2&page=2')).toEqual(first.slice(2, 4));
    expect(await names('q=iphone&minPrice=60000')).toEqual(['iPhone 13 128GB']);
    expect(listKeys()).toHaveLength(4);
  });

  it('forgets every kept page on a write, so no spelling answers what was before it', async () => {
    await names('q=iphone');
    expect(listKeys().length).toBeGreaterThan(0);
    t.app.catalogueChanged();
    expect(listKeys()).toEqual([]);
  });
});
