import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@phonehaat/contract';
import { makeCategory, makeProduct } from '../support/factories.ts';
import { createTestApp, databaseKinds, type Actor, type TestApp } from '../support/test-app.ts';

// Search against the listed words (decision 0069): typos corrected, the named model first, totals
// estimated past 2,000 with the read cache on as production runs it, exact with it off.
describe.each(databaseKinds)('search planning on %s', (kind) => {
  let t: TestApp;
  let seller: Actor;
  let samsung: { id: string; name: string };
  let apple: { id: string; name: string };
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 12, minutes));

  beforeAll(async () => {
    t = await createTestApp(kind, { CATALOGUE_CACHE_TTL_MS: '60000' });
    seller = await t.signUp('Seller');
    samsung = await makeCategory(t.database.db, { name: 'Samsung', slug: 'samsung' });
    apple = await makeCategory(t.database.db, { name: 'Apple', slug: 'apple' });
    const { db } = t.database;
    await makeProduct(db, seller, apple, { productName: 'iPhone 13 128GB Blue', model: 'iPhone 13', createdAt: at(1) });
    await makeProduct(db, seller, apple, { productName: 'iPhone 13 Pro 256GB Gold', model: 'iPhone 13 Pro', createdAt: at(2) });
    await makeProduct(db, seller, apple, { productName: 'iPhone 13 mini 128GB Red', model: 'iPhone 13 mini', createdAt: at(3) });
    await makeProduct(db, seller, samsung, { productName: 'Galaxy A54 128GB Black', model: 'Galaxy A54', createdAt: at(4) });
    await t.app.listingSummaries.refresh();
  });
  afterAll(() => t.close());

  const search = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/allProducts?${query}` });
    expect(response.statusCode).toBe(200);
    return {
      names: response.json<Product[]>().map((product) => product.productName),
      total: response.headers['x-total-count'],
      precision: response.headers['x-total-precision'],
      link: String(response.headers.link),
    };
  };

  it('reads a misspelt word as the listed word most like it, or transliterated', async () => {
    expect((await search('q=samsng%20a54')).names).toEqual(['Galaxy A54 128GB Black']);
    expect((await search('q=samsang%20galaxi')).names).toEqual(['Galaxy A54 128GB Black']);
    expect((await search('q=iphne%2013%20pro')).names).toEqual(['iPhone 13 Pro 256GB Gold']);
    // Two swapped letters (pg_trgm similarity 0.27), a spelling by sound, two words typed for one.
    expect((await search('q=iphnoe%2013%20pro')).names).toEqual(['iPhone 13 Pro 256GB Gold']);
    expect((await search('q=ayfon%2013%20pro')).names).toEqual(['iPhone 13 Pro 256GB Gold']);
    expect((await search('q=i%20phone%2013%20pro')).names).toEqual(['iPhone 13 Pro 256GB Gold']);
    expect((await search(`q=${encodeURIComponent('গ্যালাক্সি এ৫৪')}`)).names).toEqual(['Galaxy A54 128GB Black']);
    // A word like nothing listed finds nothing, and says so exactly.
    expect(await search('q=zzqx')).toMatchObject({ names: [], total: '0', precision: 'exact' });
  });

  it('lists the model a search names first, then the other matches newest first', async () => {
    expect((await search('q=iphone%2013')).names).toEqual([
      'iPhone 13 128GB Blue',
      'iPhone 13 mini 128GB Red',
      'iPhone 13 Pro 256GB Gold',
    ]);
    expect((await search('q=a54')).names).toEqual(['Galaxy A54 128GB Black']);
    // Asked for newest first, newest first it is; and page 2 of one a page continues after the model's listing.
    expect((await search('q=iphone%2013&sort=newest')).names[0]).toBe('iPhone 13 mini 128GB Red');
    expect((await search('q=iphone%2013&page=2&limit=1')).names).toEqual(['iPhone 13 mini 128GB Red']);
    expect((await search('q=iphone%2013&page=3&limit=1')).names).toEqual(['iPhone 13 Pro 256GB Gold']);
  });

  it('reads price words as filters, a price of the URL winning over them, and storage words as listings write them', async () => {
    expect((await search('q=galaxy%20a54%20under%2063000')).names).toEqual(['Galaxy A54 128GB Black']);
    expect((await search('q=galaxy%20a54%20under%2061000')).names).toEqual([]);
    expect((await search('q=galaxy%20a54%20under%2061000&maxPrice=70000')).names).toEqual(['Galaxy A54 128GB Black']);
    expect((await search(`q=${encodeURIComponent('গ্যালাক্সি ৬৩ হাজারের মধ্যে')}`)).names).toEqual(['Galaxy A54 128GB Black']);
    // A storage size however spaced or scripted is the word the listing writes.
    expect((await search('q=galaxy%20128%20gb')).names).toEqual(['Galaxy A54 128GB Black']);
    expect((await search(`q=${encodeURIComponent('গ্যালাক্সি ১২৮ জিবি')}`)).names).toEqual(['Galaxy A54 128GB Black']);
    expect((await search('q=galaxy%20256%20gb')).names).toEqual([]);
  });

  it('finds a word listed after the vocabulary was built, by its prefix', async () => {
    await makeProduct(t.database.db, seller, samsung, { productName: 'Xcover Pro 64GB', createdAt: at(5) });
    expect((await search('q=xcov')).names).toEqual(['Xcover Pro 64GB']);
  });

  it('estimates a total past 2,000 and counts one below it; paging links know only the pages they can', async () => {
    await t.database.db.execute(sql`
      insert into products (product_name, image, purchase, selling, location, details, using_years, post_date, seller_id, seller_name, brand_id, brand_name, model, created_at)
      select 'Galaxy S23 256GB Cream', '/demo/phones/galaxy-s-front-black.svg', 90000, 60000 + n, 'Uttara, Dhaka', 'Battery health 90%.', 1, '2026-11-01',
        ${seller.id}, 'Seller', ${samsung.id}, 'Samsung', 'Galaxy S23', ${at(0)}::timestamptz - n * interval '1 minute'
      from generate_series(1, 2500) as n`);
    await t.app.listingSummaries.refresh();
    const broad = await search('q=galaxy%20s23&limit=24');
    expect(broad).toMatchObject({ total: '2500', precision: 'about' });
    expect(broad.names).toHaveLength(24);
    expect(broad.link).toContain('rel="next"');
    expect(broad.link).not.toContain('rel="last"');
    expect(await search('q=galaxy%20a54')).toMatchObject({ total: '1', precision: 'exact' });
    expect(await search('q=galaxy&minPrice=62400')).toMatchObject({ total: '101', precision: 'exact' });
  });

  it('counts none, exactly, for a search its brand or storage size rules out, in the list and its filter counts', async () => {
    // 2,500 Galaxy S23 listings of Samsung, none of them Apple's or 64 GB: the sample sees none, so they
    // are counted (on PostgreSQL in the GIN index that holds the words with the brand and size, migration 0030).
    const facets = async (query: string) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/products/facets?${query}` });
      expect(response.statusCode).toBe(200);
      return response.json<{ total: number }>();
    };
    expect(await search(`q=galaxy%20s23&brand=${apple.name}`)).toMatchObject({ names: [], total: '0', precision: 'exact' });
    expect((await facets(`q=galaxy%20s23&brand=${apple.name}`)).total).toBe(0);
    expect(await search('q=galaxy%20s23&storageGb=64')).toMatchObject({ names: [], total: '0', precision: 'exact' });
    expect((await facets('q=galaxy%20a54&storageGb=64')).total).toBe(0);
    expect(await search(`q=iphone%2013%20pro&brand=${apple.name}`)).toMatchObject({ total: '1', precision: 'exact' });
  });
});

describe('search totals with the read cache off', () => {
  it('counts exactly, as tests that read their own writes need', async () => {
    const t = await createTestApp('pglite');
    try {
      const seller = await t.signUp('Seller');
      const brand = await makeCategory(t.database.db, { name: 'Samsung', slug: 'samsung' });
      await makeProduct(t.database.db, seller, brand, { productName: 'Galaxy A54 128GB Black', model: 'Galaxy A54' });
      const response = await t.app.inject({ method: 'GET', url: '/api/allProducts?q=galaxy' });
      expect(response.headers['x-total-count']).toBe('1');
      expect(response.headers['x-total-precision']).toBe('exact');
    } finally {
      await t.close();
    }
  });
});
