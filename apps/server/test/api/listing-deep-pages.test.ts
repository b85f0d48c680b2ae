import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductListQuery } from '@phonehaat/contract';
import { listProducts } from '../../src/services/catalogue-read/list-products.ts';
import { ReadCache } from '../../src/services/catalogue-read/read-cache.ts';
import { makeCategory, makeProduct } from '../support/factories.ts';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app.ts';

const noCache = new ReadCache({ ttlMs: 0 });

/** Every page of a listing, in order. */
async function allPages(t: TestApp, cache: ReadCache, query: ProductListQuery): Promise<string[][]> {
  const pages: string[][] = [];
  for (let page = 1; page <= 12; page += 1) {
    const result = await listProducts(t.database.db, cache, { ...query, page, limit: 4 });
    pages.push(result.rows.map((row) => row.id));
  }
  return pages;
}

describe.each(databaseKinds)('deep pages through anchors on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const seller = await t.signUp('Seller');
    const apple = await makeCategory(t.database.db, { slug: 'apple', name: 'Apple' });
    const samsung = await makeCategory(t.database.db, { slug: 'samsung', name: 'Samsung' });
    const sameTime = new Date(Date.UTC(2026, 0, 1));
    for (let i = 0; i < 40; i += 1) {
      // Ties in the sort key on purpose: the id must break them the same way on both paths.
      await makeProduct(t.database.db, seller, i % 3 === 0 ? samsung : apple, {
        productName: `${i % 2 ? 'iPhone' : 'Galaxy'} ${i}`,
        selling: 10_000 + (i % 7) * 1_000,
        createdAt: i % 5 === 0 ? sameTime : new Date(Date.UTC(2026, 0, 2, 0, i)),
      });
    }
  });
  afterAll(() => t.close());

  const cases: [string, ProductListQuery][] = [
    ['newest', {}],
    ['oldest', { sort: 'oldest' }],
    ['price ascending', { sort: 'price_asc' }],
    ['price descending', { sort: 'price_desc' }],
    ['brand, price ascending', { brand: 'apple', sort: 'price_asc' }],
    ['search', { q: 'iphone' }],
  ];

  it.each(cases)('%s: anchored pages equal plain offset pages', async (_name, query) => {
    const plain = await allPages(t, noCache, query);
    const cache = new ReadCache({ ttlMs: 60_000, anchorSpacing: 3 });
    const anchored = await allPages(t, cache, query);
    // Pages of 4 on anchors 3 apart: most start between two anchors, and their exact starts are
    // kept. Asked for again, every page starts at its own row and skips nothing.
    const starts = [...cache.anchors.values()].reduce((sum, set) => sum + set.starts.size, 0);
    const again = await allPages(t, cache, query);
    expect(anchored).toEqual(plain);
    expect(again).toEqual(plain);
    expect(plain.flat().length).toBeGreaterThan(8);
    expect(starts).toBeGreaterThan(0);
  });

  it('keeps the exact total for small filtered lists', async () => {
    const result = await listProducts(t.database.db, new ReadCache({ ttlMs: 60_000 }), { q: 'iphone', minPrice: 12_000 });
    const exact = (await listProducts(t.database.db, noCache, { q: 'iphone', minPrice: 12_000, limit: 100 })).rows.length;
    expect(result.total).toBe(exact);
  });
});
