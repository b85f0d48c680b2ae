import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductListQuery } from '@phonehaat/contract';
import { configureCatalogueCache } from '../../src/lib/catalogue-cache.ts';
import { listProducts } from '../../src/services/products/list-products.ts';
import { pageItems } from '../support/product-page.ts';
import { makeCategory, makeProduct } from '../support/factories.ts';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app.ts';

const view = { allEmails: false };

/** Every page of a listing, in order. */
async function allPages(t: TestApp, query: ProductListQuery): Promise<string[][]> {
  const pages: string[][] = [];
  for (let page = 1; page <= 12; page += 1) {
    const result = await listProducts(t.database.db, { ...query, page, limit: 4 }, view);
    pages.push(pageItems(result).map((item) => item._id));
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
    configureCatalogueCache(t.database.db, { ttlMs: 0 });
    const plain = await allPages(t, query);
    const cache = configureCatalogueCache(t.database.db, { ttlMs: 60_000, anchorSpacing: 3 });
    const anchored = await allPages(t, query);
    // Pages of 4 on anchors 3 apart: most start between two anchors, and their exact starts are
    // kept. Asked for again, every page starts at its own row and skips nothing.
    const starts = [...cache.anchors.values()].reduce((sum, set) => sum + set.starts.size, 0);
    const again = await allPages(t, query);
    configureCatalogueCache(t.database.db, { ttlMs: 0 });
    expect(anchored).toEqual(plain);
    expect(again).toEqual(plain);
    expect(plain.flat().length).toBeGreaterThan(8);
    expect(starts).toBeGreaterThan(0);
  });

  it('keeps totals and anchors until a write when this process is the only writer', () => {
    const shared = configureCatalogueCache(t.database.db, { ttlMs: 5_000 });
    expect(shared.derivedTtlMs).toBe(30_000);
    const sole = configureCatalogueCache(t.database.db, { ttlMs: 5_000, soleWriter: true });
    expect(sole.derivedTtlMs).toBeGreaterThanOrEqual(24 * 60 * 60 * 1000);
    expect(configureCatalogueCache(t.database.db, { ttlMs: 0, soleWriter: true }).derivedTtlMs).toBe(0);
  });

  it('keeps the exact total for small filtered lists', async () => {
    configureCatalogueCache(t.database.db, { ttlMs: 60_000 });
    const result = await listProducts(t.database.db, { q: 'iphone', minPrice: 12_000 }, view);
    configureCatalogueCache(t.database.db, { ttlMs: 0 });
    const exact = pageItems(await listProducts(t.database.db, { q: 'iphone', minPrice: 12_000, limit: 100 }, view)).length;
    expect(result.total).toBe(exact);
  });
});
