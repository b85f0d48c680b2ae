import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCategory, makeProduct } from '../support/factories.ts';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app.ts';

/** Issue 36 item 20b: "iphone13", typed without its space, found nothing. */
describe.each(databaseKinds)('search for words typed without their space on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const seller = await t.signUp('Seller');
    const apple = await makeCategory(t.database.db, { slug: 'apple', name: 'Apple' });
    const samsung = await makeCategory(t.database.db, { slug: 'samsung', name: 'Samsung' });
    const listed = [
      { productName: 'iPhone 13 128GB Midnight', brand: apple },
      { productName: 'iPhone13 Pro 256GB Graphite', brand: apple },
      { productName: 'iPhone 12 64GB Blue', brand: apple },
      { productName: 'Galaxy S23 Ultra 12/256GB', brand: samsung },
      { productName: 'Samsung Galaxy A54 5G 8/256GB', brand: samsung },
      { productName: 'আইফোন ১৩ মিনি', brand: apple },
    ];
    for (const { brand, ...item } of listed) await makeProduct(t.database.db, seller, brand, item);
  });
  afterAll(() => t.close());

  const search = async (q: string) => {
    const response = await t.app.inject({ url: '/api/allProducts', query: { q } });
    expect(response.statusCode, `${q}: ${response.body}`).toBe(200);
    return response
      .json<{ productName: string }[]>()
      .map((item) => item.productName)
      .sort();
  };

  it('finds "iPhone 13" by "iphone13", and a listing written "iPhone13" too', async () => {
    const thirteens = ['iPhone 13 128GB Midnight', 'iPhone13 Pro 256GB Graphite', 'আইফোন ১৩ মিনি'];
    expect(await search('iphone13')).toEqual(thirteens);
    expect(await search('iPhone13')).toEqual(thirteens);
    expect(await search('আইফোন১৩')).toEqual(thirteens);
    expect(await search('iphone13 pro')).toEqual(['iPhone13 Pro 256GB Graphite']);
  });

  it('finds "S23 Ultra" by "s23ultra", and keeps short model names whole', async () => {
    expect(await search('s23ultra')).toEqual(['Galaxy S23 Ultra 12/256GB']);
    expect(await search('a54')).toEqual(['Samsung Galaxy A54 5G 8/256GB']);
  });
});
