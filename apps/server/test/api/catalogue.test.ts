import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { products } from '../../src/db/schema/index.ts';
import { makeCategory, makeProduct, productBody } from '../support/factories.ts';
import { createTestApp, databaseKinds, type Actor, type TestApp } from '../support/test-app.ts';

interface ProductJson {
  _id: string;
  productName: string;
  selling: number;
  seller: string;
  email?: string;
  ads?: string;
  sellerVerified: boolean;
  status: string;
  brand: string;
}

describe.each(databaseKinds)('catalogue on %s', (kind) => {
  let t: TestApp;
  let seller: Actor;
  let admin: Actor;
  let apple: { id: string; name: string };
  let samsung: { id: string; name: string };

  beforeAll(async () => {
    t = await createTestApp(kind);
    [seller, admin] = (await Promise.all([t.signUp('Seller'), t.signUp('admin')])) as [Actor, Actor];
    apple = await makeCategory(t.database.db, { slug: 'apple', name: 'Apple' });
    samsung = await makeCategory(t.database.db, { slug: 'samsung', name: 'Samsung' });
    const listed = [
      { productName: 'iPhone 13 128GB', selling: 62_000, brand: apple },
      { productName: 'iPhone 12 Mini 64GB', selling: 38_000, brand: apple },
      { productName: 'iPhone 13 Pro Max 256GB', selling: 98_000, brand: apple, adsLabel: 'Advertised', advertisedAt: new Date() },
      { productName: 'Galaxy S22 8/128GB', selling: 54_000, brand: samsung },
      { productName: 'Galaxy A54 8/256GB', selling: 31_000, brand: samsung },
    ];
    let minute = 0;
    for (const { brand, ...item } of listed) {
      minute += 1;
      await makeProduct(t.database.db, seller, brand, { ...item, createdAt: new Date(Date.UTC(2026, 3, 1, 10, minute)) });
    }
    await makeProduct(t.database.db, seller, apple, { productName: 'iPhone 11 sold', status: 'sold' });
    await makeProduct(t.database.db, seller, apple, { productName: 'iPhone X removed', deletedAt: new Date() });
  });
  afterAll(() => t.close());

  const list = async (query = '') => {
    const response = await t.app.inject(`/api/allProducts${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return { items: response.json<ProductJson[]>(), headers: response.headers };
  };

  it('lists available products newest first, with the spec fields and no seller email', async () => {
    const { items, headers } = await list();
    expect(items.map((item) => item.productName)).toEqual([
      'Galaxy A54 8/256GB',
      'Galaxy S22 8/128GB',
      'iPhone 13 Pro Max 256GB',
      'iPhone 12 Mini 64GB',
      'iPhone 13 128GB',
    ]);
    expect(headers['x-total-count']).toBe('5');
    expect(items[0]).toMatchObject({ seller: seller.name, status: 'available', sellerVerified: false, brand: samsung.id });
    expect(items[0]).not.toHaveProperty('email');
    expect(items[0]).not.toHaveProperty('ads');
    expect(items[2]).toMatchObject({ ads: 'Advertised' });
  });

  it('filters by brand (id, slug or name), price range, text and ads', async () => {
    expect((await list(`?brand=${apple.id}`)).items).toHaveLength(3);
    expect((await list('?brand=samsung')).items).toHaveLength(2);
    expect((await list('?brand=Samsung')).items).toHaveLength(2);
    expect((await list('?brand=nokia')).items).toHaveLength(0);
    expect((await list('?minPrice=40000&maxPrice=70000')).items.map((item) => item.selling).sort()).toEqual([54_000, 62_000]);
    expect((await list('?q=iphone%2013')).items.map((item) => item.productName).sort()).toEqual(['iPhone 13 128GB', 'iPhone 13 Pro Max 256GB']);
    expect((await list('?q=galax')).items).toHaveLength(2);
    expect((await list('?q=samsung')).items).toHaveLength(2);
    expect((await list('?q=%27%3B%20drop%20table%20products%3B--')).items).toHaveLength(0);
    expect((await list('?ads=true')).items.map((item) => item.productName)).toEqual(['iPhone 13 Pro Max 256GB']);
  });

  it('sorts by price and pages with X-Total-Count and Link', async () => {
    expect((await list('?sort=price_asc')).items.map((item) => item.selling)).toEqual([31_000, 38_000, 54_000, 62_000, 98_000]);
    expect((await list('?sort=price_desc&limit=2')).items.map((item) => item.selling)).toEqual([98_000, 62_000]);
    const page2 = await list('?sort=price_asc&limit=2&page=2');
    expect(page2.items.map((item) => item.selling)).toEqual([54_000, 62_000]);
    expect(page2.headers['x-total-count']).toBe('5');
    const linksOf = (headers: Record<string, unknown>) =>
      Object.fromEntries(
        String(headers.link)
          .split(', ')
          .map((part) => {
            const [, target, rel] = /^<([^>]+)>; rel="(\w+)"$/.exec(part)!;
            return [rel!, new URL(target!, 'http://x').searchParams];
          }),
      );
    const links = linksOf(page2.headers);
    expect(links.next?.get('page')).toBe('3');
    expect(links.prev?.get('page')).toBe('1');
    expect(links.last?.get('page')).toBe('3');
    expect(links.next?.get('sort')).toBe('price_asc');
    expect(links.next?.get('limit')).toBe('2');
    // Each URL's links are its own, asked again or not (the server keeps each URL's link prefix).
    const again = linksOf((await list('?sort=price_asc&limit=2&page=2')).headers);
    expect(again.next?.toString()).toBe(links.next?.toString());
    const descending = linksOf((await list('?limit=2&sort=price_desc&page=2')).headers);
    expect(descending.next?.get('sort')).toBe('price_desc');
    expect(descending.next?.get('page')).toBe('3');
    expect((await list('?page=99')).items).toEqual([]);
  });

  it('answers 400 with messages for bad query values', async () => {
    for (const query of ['?limit=0', '?limit=1000', '?page=-1', '?sort=cheapest', '?minPrice=abc', '?ads=maybe']) {
      const response = await t.app.inject(`/api/allProducts${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message.length).toBeGreaterThan(0);
    }
  });

  it('answers 404 for unknown, malformed and removed products, and shows sold ones with their status', async () => {
    for (const id of ['00000000-0000-0000-0000-000000000000', 'not-an-id', '1%27%20or%201%3D1', 'x'.repeat(150)]) {
      const response = await t.app.inject(`/api/products/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Product not found' });
    }
    const [removed] = await t.database.db.select().from(products).where(eq(products.productName, 'iPhone X removed'));
    expect((await t.app.inject(`/api/products/${removed!.id}`)).statusCode).toBe(404);
    const [sold] = await t.database.db.select().from(products).where(eq(products.productName, 'iPhone 11 sold'));
    expect((await t.app.inject(`/api/products/${sold!.id}`)).json()).toMatchObject({ status: 'sold' });
  });

  it('lists categories and the products of one', async () => {
    const categories = (await t.app.inject('/api/productsCategories')).json<{ _id: string; name: string; img: string }[]>();
    expect(categories.map((category) => category.name)).toEqual(expect.arrayContaining(['Apple', 'Samsung']));
    expect(categories[0]).toEqual({ _id: expect.any(String), name: expect.any(String), img: expect.any(String) });
    const ofSamsung = await t.app.inject(`/api/category/${samsung.id}`);
    expect(ofSamsung.json<ProductJson[]>().map((item) => item.productName).sort()).toEqual(['Galaxy A54 8/256GB', 'Galaxy S22 8/128GB']);
    expect((await t.app.inject('/api/category/00000000-0000-0000-0000-000000000000')).statusCode).toBe(404);
    expect((await t.app.inject('/api/category/garbage')).statusCode).toBe(404);
  });

  it('takes the seller name and email from the session, not the body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/allProducts',
      headers: seller.auth,
      payload: productBody(apple.id, { seller: 'Somebody Else', email: 'victim@example.com', status: 'sold', ads: 'Advertised', sellerVerified: true }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const { insertedId, acknowledged } = response.json<{ insertedId: string; acknowledged: boolean }>();
    expect(acknowledged).toBe(true);
    const created = (await t.app.inject({ url: `/api/products/${insertedId}`, headers: seller.auth })).json<ProductJson>();
    expect(created).toMatchObject({ seller: seller.name, email: seller.email, status: 'available', sellerVerified: false, brand: apple.id });
    expect(created).not.toHaveProperty('ads');
  });

  it('accepts numbers typed into a form as strings', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/allProducts',
      headers: seller.auth,
      payload: productBody(samsung.id, { purchase: '70000', selling: '45000', usingYears: '0' }),
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('refuses bad product bodies with a message per field and stores nothing', async () => {
    const before = (await t.database.db.select().from(products)).length;
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ productName: '' }, 'productName', /^Required$/],
      [{ details: '   ' }, 'details', /^Required$/],
      [{ purchase: '' }, 'purchase', /^Required$/],
      [{ selling: -5 }, 'selling', /at least 1/],
      [{ selling: 12.5 }, 'selling', /whole number/],
      [{ purchase: 'lots' }, 'purchase', /must be a number/],
      [{ usingYears: 51 }, 'usingYears', /at most 50/],
      [{ postDate: '2026-13-45' }, 'postDate', /real date/],
      [{ postDate: 'yesterday' }, 'postDate', /date/],
      [{ productName: 'x'.repeat(121) }, 'productName', /at most 120/],
      [{ image: 'javascript:alert(1)' }, 'image', /image URL/],
      [{ brand: '' }, 'brand', /brand/i],
    ];
    for (const [override, field, message] of cases) {
      const response = await t.app.inject({ method: 'POST', url: '/api/allProducts', headers: seller.auth, payload: productBody(apple.id, override) });
      expect(response.statusCode, JSON.stringify(override)).toBe(400);
      expect(response.json<{ errors: Record<string, string> }>().errors[field], JSON.stringify(override)).toMatch(message);
    }
    const unknownBrand = await t.app.inject({
      method: 'POST',
      url: '/api/allProducts',
      headers: seller.auth,
      payload: productBody('00000000-0000-0000-0000-000000000000'),
    });
    expect(unknownBrand.statusCode).toBe(400);
    expect(unknownBrand.json()).toMatchObject({ errors: { brand: 'Select a brand from the list' } });
    expect((await t.database.db.select().from(products)).length).toBe(before);
  });

  it('advertises once (modifiedCount 1, then 0) and shows the product in Best Offers', async () => {
    const target = await makeProduct(t.database.db, seller, samsung, { productName: 'Galaxy Z Flip 4' });
    const first = await t.app.inject({ method: 'PUT', url: `/api/allProducts/${target.id}`, headers: admin.auth });
    expect(first.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    const again = await t.app.inject({ method: 'PUT', url: `/api/allProducts/${target.id}`, headers: admin.auth });
    expect(again.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 0 });
    expect((await list('?ads=true')).items[0]).toMatchObject({ _id: target.id, ads: 'Advertised' });
    expect((await t.app.inject({ method: 'PUT', url: '/api/allProducts/nope', headers: admin.auth })).statusCode).toBe(404);
  });

  it('removes a listing softly: gone from lists, still in the table', async () => {
    const target = await makeProduct(t.database.db, seller, samsung, { productName: 'Galaxy Note 20' });
    const response = await t.app.inject({ method: 'DELETE', url: `/api/allProducts/${target.id}`, headers: seller.auth });
    expect(response.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect((await list('?q=note')).items).toHaveLength(0);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, target.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/allProducts/${target.id}`, headers: seller.auth })).statusCode).toBe(404);
  });

  it("keeps a seller from removing a sold listing, and shows them their own with status", async () => {
    const [sold] = await t.database.db.select().from(products).where(eq(products.productName, 'iPhone 11 sold'));
    expect((await t.app.inject({ method: 'DELETE', url: `/api/allProducts/${sold!.id}`, headers: seller.auth })).statusCode).toBe(409);
    const mine = (await t.app.inject({ url: '/api/myProducts', headers: seller.auth })).json<ProductJson[]>();
    expect(mine.some((item) => item.status === 'sold')).toBe(true);
    expect(mine.every((item) => item.email === seller.email)).toBe(true);
  });

  it('shows the verified tick once an admin verifies the seller, on their listings only', async () => {
    // The tick is kept on each product row (migration 0003): it must follow the seller everywhere.
    const other = await t.signUp('Seller');
    const othersPhone = await makeProduct(t.database.db, other, samsung, { productName: 'Galaxy A05 of another seller' });
    const [own] = await t.database.db.select().from(products).where(and(eq(products.sellerId, seller.id), products.isListed)).limit(1);
    const shown = async (id: string) => (await t.app.inject({ url: `/api/products/${id}` })).json<ProductJson>().sellerVerified;
    expect(await shown(own!.id)).toBe(false);

    const verify = await t.app.inject({ method: 'PUT', url: `/api/seller/${seller.id}`, headers: admin.auth });
    expect(verify.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    const items = (await list()).items;
    expect(items.filter((item) => item._id !== othersPhone.id).every((item) => item.sellerVerified)).toBe(true);
    expect(items.find((item) => item._id === othersPhone.id)?.sellerVerified).toBe(false);
    expect(await shown(own!.id)).toBe(true);
    expect(await shown(othersPhone.id)).toBe(false);
    const mine = (await t.app.inject({ url: '/api/myProducts', headers: seller.auth })).json<ProductJson[]>();
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((item) => item.sellerVerified)).toBe(true);
    // A listing added after the seller was verified carries the tick from the start.
    const later = await makeProduct(t.database.db, seller, samsung, { productName: 'Galaxy S24 listed later' });
    expect(await shown(later.id)).toBe(true);
    const sellers = (await t.app.inject({ url: '/api/seller', headers: admin.auth })).json<{ _id: string; verify: boolean }[]>();
    expect(sellers.find((row) => row._id === seller.id)?.verify).toBe(true);
    expect((await t.app.inject({ method: 'PUT', url: `/api/seller/${admin.id}`, headers: admin.auth })).statusCode).toBe(404);
  });
});
