import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema/index.ts';
import { makeCategory, productBody } from '../support/factories.ts';
import { createTestApp, databaseKinds, type Actor, type TestApp } from '../support/test-app.ts';

const PUBLIC_URL = 'https://phonehaat.example';
const S3_PUBLIC_URL = 'https://cdn.phonehaat.example/listings';

/**
 * POST /allProducts refuses, with a 400 naming the field and nothing written: impossible calendar
 * dates (which PostgreSQL answered with a 500), prices that are not plain decimal integers ("0x10"
 * was stored as 16), and photos from any host but the project's own.
 */
describe.each(databaseKinds)('listing input on %s', (kind) => {
  let t: TestApp;
  let seller: Actor;
  let brand: string;

  beforeAll(async () => {
    // S3_PUBLIC_URL without a bucket: only the origin check reads it here.
    t = await createTestApp(kind, { PUBLIC_URL, S3_PUBLIC_URL });
    seller = await t.signUp('Seller');
    brand = (await makeCategory(t.database.db)).id;
  });
  afterAll(() => t.close());

  const post = (overrides: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/allProducts', headers: seller.auth, payload: productBody(brand, overrides) });
  const listed = async () => (await t.database.db.select({ n: count() }).from(products))[0]!.n;

  it.each(['2026-02-30', '2025-02-29', '2026-04-31', '0000-01-01', '2026-13-01', '2026-00-10', '2026-01-00', '2026-06-31'])(
    'refuses the impossible date %s with the field message',
    async (postDate) => {
      const before = await listed();
      const response = await post({ postDate });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors).toEqual({ postDate: 'Post Date must be a real date' });
      expect(await listed()).toBe(before);
    },
  );

  it.each(['2024-02-29', '2026-12-31', '2026-04-30', '2000-02-29'])('accepts the real date %s', async (postDate) => {
    const response = await post({ postDate });
    expect(response.statusCode, response.body).toBe(201);
  });

  it.each([
    ['0x10', 'purchase', 'Purchase Price must be a whole number'],
    ['1e3', 'selling', 'Selling Price must be a whole number'],
    [' 12', 'selling', 'Selling Price must be a whole number'],
    ['12 ', 'purchase', 'Purchase Price must be a whole number'],
    ['12.0', 'selling', 'Selling Price must be a whole number'],
    ['0b11', 'purchase', 'Purchase Price must be a whole number'],
    ['0o17', 'selling', 'Selling Price must be a whole number'],
    ['+12', 'selling', 'Selling Price must be a whole number'],
    ['1_000', 'selling', 'Selling Price must be a whole number'],
    ['Infinity', 'purchase', 'Purchase Price must be a number'],
    ['2.5', 'usingYears', 'Year Of Used must be a whole number'],
  ])('refuses the price %j in %s with the field message', async (value, field, message) => {
    const before = await listed();
    const response = await post({ [field]: value });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toEqual({ [field]: message });
    expect(await listed()).toBe(before);
  });

  it('accepts prices as JSON numbers and as the decimal strings a form sends', async () => {
    expect((await post({ purchase: 12, selling: 11 })).statusCode).toBe(201);
    expect((await post({ purchase: '12', selling: '11', usingYears: '0' })).statusCode).toBe(201);
  });

  it.each([
    'https://evil.example/track.gif',
    '//evil.example/x.png',
    'http://phonehaat.example/uploads/a-640.webp',
    'https://phonehaat.example.evil.example/uploads/a-640.webp',
    'https://cdn.phonehaat.example/other/a-640.webp',
    'https://cdn.phonehaat.example/listings/../other/a.webp',
    'https://cdn.phonehaat.example/listingsx/a-640.webp',
    'https://user@cdn.phonehaat.example/listings/a-640.webp',
    '/api/users',
    '/uploads/../api/users',
    '/uploads/%2e%2e/api/users',
    '/uploads\\..\\x.png',
    '/demo//evil.example/x.png',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
  ])('refuses the photo %s from another host', async (image) => {
    const before = await listed();
    const response = await post({ image });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toEqual({ image: 'Product Photo must be an image URL uploaded to PhoneHaat' });
    expect(await listed()).toBe(before);
  });

  it.each([
    '/uploads/0f9c2a1e-640.webp',
    '/demo/phones/iphone-front-midnight.svg',
    `${PUBLIC_URL}/uploads/0f9c2a1e-640.webp`,
    `${PUBLIC_URL}/demo/phones/galaxy-s-front-black.webp`,
    `${S3_PUBLIC_URL}/0f9c2a1e-640.webp`,
  ])('accepts the photo %s from our own image host', async (image) => {
    const response = await post({ image });
    expect(response.statusCode, response.body).toBe(201);
  });
});
