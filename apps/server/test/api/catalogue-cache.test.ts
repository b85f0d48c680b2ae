import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCategory, makeProduct, productBody, verifySellers } from '../support/factories.ts';
import { createTestApp, databaseKinds, type Actor, type TestApp } from '../support/test-app.ts';

describe.each(databaseKinds)('HTTP caching of the catalogue on %s', (kind) => {
  let t: TestApp;
  let seller: Actor;
  let admin: Actor;
  let apple: { id: string; name: string };

  beforeAll(async () => {
    t = await createTestApp(kind, { CATALOGUE_CACHE_TTL_MS: '60000' });
    [seller, admin] = (await Promise.all([t.signUp('Seller'), t.signUp('admin')])) as [Actor, Actor];
    // What this seller lists goes live at once (an unverified seller's listing waits for review).
    await verifySellers(t.database.db, seller);
    apple = await makeCategory(t.database.db, { slug: 'apple', name: 'Apple' });
    for (let i = 0; i < 3; i += 1) await makeProduct(t.database.db, seller, apple, { productName: `iPhone ${11 + i} 128GB` });
  });
  afterAll(() => t.close());

  it('answers a public list with a weak ETag and 304 when it has not changed', async () => {
    const first = await t.app.inject('/api/allProducts');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const tag = String(first.headers.etag);
    expect(tag).toMatch(/^W\/"/);
    expect(first.headers['x-total-count']).toBe('3');
    const again = await t.app.inject({ url: '/api/allProducts', headers: { 'if-none-match': tag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('tags an uncached list by its bytes: 304 while they stay, a new tag once they change', async () => {
    const url = '/api/allProducts?q=iphone';
    const first = await t.app.inject(url);
    const tag = String(first.headers.etag);
    expect(tag).toMatch(/^W\/"[^"]+"$/);
    expect((await t.app.inject({ url, headers: { 'if-none-match': tag } })).statusCode).toBe(304);
    const narrower = await t.app.inject('/api/allProducts?q=iphone%2013');
    expect(narrower.body).not.toBe(first.body);
    expect(narrower.headers.etag).not.toBe(tag);

    const [listed] = first.json<{ _id: string }[]>();
    const advertised = await t.app.inject({ method: 'PUT', url: `/api/allProducts/${listed!._id}`, headers: admin.auth });
    expect(advertised.statusCode).toBe(200);
    const changed = await t.app.inject({ url, headers: { 'if-none-match': tag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(tag);
  });

  it('gzips API answers even for browsers that take brotli (cheaper per request), and unzips to the same body', async () => {
    const zipped = await t.app.inject({ url: '/api/allProducts', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe((await t.app.inject('/api/allProducts')).body);
  });

  it('names each header a compressed answer varies on once', async () => {
    for (const url of ['/api/allProducts?q=iphone', '/api/allProducts']) {
      const zipped = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(zipped.headers['content-encoding'], url).toBe('gzip');
      const vary = String(zipped.headers.vary)
        .toLowerCase()
        .split(/\s*,\s*/)
        .sort();
      expect(vary, url).toEqual(['accept-encoding', 'authorization']);
    }
  });

  it('answers a cached list again with the same bytes, gzipped when asked, and 304 on its ETag', async () => {
    const first = await t.app.inject('/api/allProducts?limit=2');
    const cached = await t.app.inject('/api/allProducts?limit=2');
    expect(cached.statusCode).toBe(200);
    expect(cached.body).toBe(first.body);
    const security = [
      'content-security-policy',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
    ];
    for (const header of ['etag', 'x-total-count', 'link', 'cache-control', 'vary', 'content-type', ...security]) {
      expect(first.headers[header], header).toBeTruthy();
      expect(cached.headers[header], header).toBe(first.headers[header]);
    }
    const zipped = await t.app.inject({ url: '/api/allProducts', headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe((await t.app.inject('/api/allProducts')).body);
    const revalidated = await t.app.inject({
      url: '/api/allProducts?limit=2',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    // Served over plain http (the test app's PUBLIC_URL): browsers ignore HSTS there, so none is sent.
    expect(first.headers['strict-transport-security']).toBeUndefined();
    const signedIn = await t.app.inject({ url: '/api/allProducts?limit=2', headers: seller.auth });
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
  });

  it('lets browsers keep categories for a minute', async () => {
    const response = await t.app.inject('/api/productsCategories');
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.json()).toEqual([expect.objectContaining({ _id: apple.id, name: 'Apple' })]);
  });

  it('serves a new listing at once after a write through this server', async () => {
    const before = await t.app.inject('/api/allProducts');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/allProducts',
      headers: seller.auth,
      payload: productBody(apple.id, { productName: 'Pixel 8 fresh' }),
    });
    expect(created.statusCode).toBe(201);
    const after = await t.app.inject({ url: '/api/allProducts', headers: { 'if-none-match': String(before.headers.etag) } });
    expect(after.statusCode).toBe(200);
    expect(after.headers['x-total-count']).toBe('4');
    expect(after.json<{ productName: string }[]>().map((item) => item.productName)).toContain('Pixel 8 fresh');
  });

  it('keeps cached answers (within the TTL) for writes it did not see', async () => {
    await t.app.inject('/api/allProducts?ads=false');
    await makeProduct(t.database.db, seller, apple, { productName: 'Written behind the server' });
    const cached = await t.app.inject('/api/allProducts?ads=false');
    expect(cached.json<{ productName: string }[]>().map((item) => item.productName)).not.toContain('Written behind the server');
  });

  it('never serves the public copy to an admin, who sees seller emails', async () => {
    await t.app.inject('/api/allProducts?limit=5');
    const response = await t.app.inject({ url: '/api/allProducts?limit=5', headers: admin.auth });
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.json<{ email?: string }[]>()[0]?.email).toBe(seller.email);
    const anonymous = await t.app.inject('/api/allProducts?limit=5');
    expect(anonymous.json<{ email?: string }[]>()[0]?.email).toBeUndefined();
  });

  it("answers a product's public page from the cache, fresh after a write, and never with the seller's email", async () => {
    const product = await makeProduct(t.database.db, seller, apple, { productName: 'Galaxy S23 cached' });
    const url = `/api/products/${product.id}`;
    // The seller asks first: their copy carries their email and must not become the public one.
    const own = await t.app.inject({ url, headers: seller.auth });
    expect(own.json<{ email?: string }>().email).toBe(seller.email);
    const first = await t.app.inject(url);
    expect(first.json<{ email?: string }>().email).toBeUndefined();
    await makeProduct(t.database.db, seller, apple); // behind the server: the cached copy stays
    const cached = await t.app.inject(url);
    expect(cached.body).toBe(first.body);
    expect(cached.headers['content-security-policy']).toBe(first.headers['content-security-policy']);

    const advertised = await t.app.inject({ method: 'PUT', url: `/api/allProducts/${product.id}`, headers: admin.auth });
    expect(advertised.statusCode).toBe(200);
    const after = await t.app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(after.statusCode).toBe(200);
    expect(after.json<{ ads?: string; email?: string }>()).toMatchObject({ ads: expect.any(String) });
    expect(after.json<{ email?: string }>().email).toBeUndefined();
    expect((await t.app.inject(`/api/products/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`)).statusCode).toBe(404);
  });
});
