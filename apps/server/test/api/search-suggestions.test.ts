import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody, MAX_SEARCH_SUGGESTIONS, phoneModels, type SearchSuggestions } from '@phonehaat/contract';
import { makeCategory, makeProduct } from '../support/factories.ts';
import { createTestApp, databaseKinds, type Actor, type TestApp } from '../support/test-app.ts';

describe.each(databaseKinds)('search suggestions on %s', (kind) => {
  let t: TestApp;
  let seller: Actor;
  let apple: { id: string; name: string };

  const get = (q: string) => t.app.inject({ method: 'GET', url: `/api/search/suggestions?q=${encodeURIComponent(q)}` });
  const suggest = async (q: string) => {
    const response = await get(q);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SearchSuggestions>().suggestions;
  };
  const labels = async (q: string) => (await suggest(q)).map((suggestion) => suggestion.label);

  beforeAll(async () => {
    t = await createTestApp(kind);
    seller = await t.signUp('Seller');
    apple = await makeCategory(t.database.db, { slug: 'apple', name: 'Apple' });
    const xiaomi = await makeCategory(t.database.db, { slug: 'xiaomi', name: 'Xiaomi' });
    const samsung = await makeCategory(t.database.db, { slug: 'samsung', name: 'Samsung' });
    const listings: [typeof apple, string, number][] = [
      [apple, 'iPhone 13 Pro', 3],
      [apple, 'iPhone 13', 2],
      [apple, 'iPhone 15', 1],
      [xiaomi, 'Redmi Note 12', 2],
      [xiaomi, 'Redmi Note 13', 1],
      [samsung, 'Galaxy A54', 1],
    ];
    for (const [brand, model, count] of listings)
      for (let index = 0; index < count; index += 1)
        await makeProduct(t.database.db, seller, brand, { productName: `${model} 128GB`, model });
    // Sold and pending phones are not listed: they count for nothing.
    await makeProduct(t.database.db, seller, apple, { productName: 'iPhone 11', model: 'iPhone 11', status: 'sold' });
    await makeProduct(t.database.db, seller, apple, {
      productName: 'iPhone 13 Pro',
      model: 'iPhone 13 Pro',
      reviewStatus: 'pending',
    });
    await t.app.listingSummaries.refresh();
  });
  afterAll(() => t.close());

  it('suggests models by an English prefix, the most listed first, at most eight', async () => {
    const suggestions = await suggest('iph');
    expect(suggestions).toHaveLength(MAX_SEARCH_SUGGESTIONS);
    expect(phoneModels.apple!.length).toBeGreaterThan(MAX_SEARCH_SUGGESTIONS);
    expect(suggestions.slice(0, 3)).toEqual([
      { label: 'iPhone 13 Pro', labelBn: 'আইফোন ১৩ প্রো', query: 'iPhone 13 Pro', kind: 'model', brand: 'Apple', listed: 3 },
      { label: 'iPhone 13', labelBn: 'আইফোন ১৩', query: 'iPhone 13', kind: 'model', brand: 'Apple', listed: 2 },
      { label: 'iPhone 15', labelBn: 'আইফোন ১৫', query: 'iPhone 15', kind: 'model', brand: 'Apple', listed: 1 },
    ]);
    // The form's models nobody listed follow with 0, by name; a sold iPhone 11 counts for nothing.
    expect(suggestions.slice(3).map((suggestion) => suggestion.listed)).toEqual([0, 0, 0, 0, 0]);
    expect(suggestions[3]!.label).toBe('iPhone 11');
  });

  it('puts the brand first when the text begins its name, with its listed phones', async () => {
    const suggestions = await suggest('app');
    expect(suggestions[0]).toEqual({ label: 'Apple', labelBn: 'অ্যাপল', query: 'Apple', kind: 'brand', listed: 6 });
    expect(suggestions.slice(1).every((suggestion) => suggestion.brand === 'Apple')).toBe(true);
    expect((await suggest('xiaomi'))[0]).toMatchObject({ label: 'Xiaomi', kind: 'brand', listed: 3 });
  });

  it('ranks labels the whole text begins before labels that only hold the words', async () => {
    expect((await labels('iphone 13 p')).slice(0, 2)).toEqual(['iPhone 13 Pro', 'iPhone 13 Pro Max']);
    const anywhere = await labels('pro 13');
    expect(anywhere.slice(0, 2)).toEqual(['iPhone 13 Pro', 'iPhone 13 Pro Max']);
    expect(await labels('galaxy a5')).toContain('Galaxy A54');
    expect(await labels('zzz')).toEqual([]);
  });

  it('reads Bangla words and their prefixes', async () => {
    expect((await suggest('আইফো'))[0]).toMatchObject({ label: 'iPhone 13 Pro', labelBn: 'আইফোন ১৩ প্রো' });
    expect(await labels('আইফো')).toEqual(await labels('iph'));
    expect((await labels('রেডমি নো')).slice(0, 2)).toEqual(['Redmi Note 12', 'Redmi Note 13']);
    expect((await labels('স্যামসাং'))[0]).toBe('Samsung');
  });

  it('reads digits in both scripts', async () => {
    const latin = await labels('iphone 13');
    expect(latin.slice(0, 2)).toEqual(['iPhone 13 Pro', 'iPhone 13']);
    expect(await labels('iphone ১৩')).toEqual(latin);
    expect(await labels('আইফোন ১৩')).toEqual(latin);
    expect(await labels('আইফোন 13')).toEqual(latin);
  });

  it('refuses an empty, blank, missing or too long text with the error shape', async () => {
    for (const url of ['/api/search/suggestions', '/api/search/suggestions?q=', '/api/search/suggestions?q=%20%20']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(errorBody.safeParse(response.json()).success).toBe(true);
    }
    const tooLong = await get('i'.repeat(61));
    expect(tooLong.statusCode).toBe(400);
    expect(errorBody.parse(tooLong.json()).message).toMatch(/60/);
    expect((await get('i'.repeat(60))).statusCode).toBe(200);
  });

  it('answers with a short public Cache-Control', async () => {
    const response = await get('iph');
    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });

  it('counts the listings of the last rebuild', async () => {
    await makeProduct(t.database.db, seller, apple, { productName: 'iPhone 15 256GB', model: 'iPhone 15' });
    await makeProduct(t.database.db, seller, apple, { productName: 'iPhone 15 Blue', model: 'iPhone 15' });
    await makeProduct(t.database.db, seller, apple, { productName: 'iPhone 15 Pink', model: 'iPhone 15' });
    // Until the rebuild, the last loaded copy answers.
    expect((await suggest('iphone 15'))[0]).toMatchObject({ label: 'iPhone 15', listed: 1 });
    await t.app.listingSummaries.refresh();
    expect((await suggest('iph'))[0]).toMatchObject({ label: 'iPhone 15', listed: 4 });
    expect((await suggest('apple'))[0]).toMatchObject({ kind: 'brand', listed: 9 });
  });
});
