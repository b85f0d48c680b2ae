import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHtml } from '../support/html-page.ts';
import { makeCategory, makeProduct } from '../support/factories.ts';
import { createTestApp, databaseKinds, type Actor, type TestApp } from '../support/test-app.ts';
import { DEMO_PHOTO, makeWebDist } from '../support/web-dist.ts';

const ORIGIN = 'https://phonehaat.example';
const HOSTILE_NAME = `</script><script>alert(1)</script> & "><img src=x onerror=alert(2)>`;

describe.each(databaseKinds)('pages written by the server on %s', (kind) => {
  let t: TestApp;
  let web: Awaited<ReturnType<typeof makeWebDist>>;
  let seller: Actor;
  let apple: { id: string; name: string };
  let phone: { id: string };
  let sold: { id: string };
  let hostile: { id: string };
  let removed: { id: string };

  beforeAll(async () => {
    web = await makeWebDist();
    t = await createTestApp(kind, { PUBLIC_URL: ORIGIN, WEB_DIST_DIR: web.dir });
    seller = await t.signUp('Seller', { name: 'Rahim Uddin' });
    apple = await makeCategory(t.database.db, { slug: 'apple', name: 'Apple' });
    const listing = { image: DEMO_PHOTO, location: 'Dhanmondi, Dhaka', usingYears: 2 };
    phone = await makeProduct(t.database.db, seller, apple, { ...listing, productName: 'iPhone 13 128GB Midnight', selling: 105_000 });
    sold = await makeProduct(t.database.db, seller, apple, { ...listing, productName: 'iPhone 11 64GB', status: 'sold' });
    hostile = await makeProduct(t.database.db, seller, apple, { ...listing, productName: HOSTILE_NAME, details: HOSTILE_NAME });
    removed = await makeProduct(t.database.db, seller, apple, { ...listing, productName: 'iPhone X', deletedAt: new Date() });
  });
  afterAll(async () => {
    await t.close();
    await web.remove();
  });

  const page = async (url: string, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    return { html: parseHtml(response.body), headers: response.headers, body: response.body };
  };
  const productLd = (html: ReturnType<typeof parseHtml>) => html.jsonLd().find((data) => data['@type'] === 'Product')!;

  it("writes a product's title, description, canonical URL, alternates, Open Graph and Twitter tags", async () => {
    const { html, headers } = await page(`/products/${phone.id}`);
    const url = `${ORIGIN}/products/${phone.id}`;
    expect(html.htmlLang()).toBe('en');
    expect(html.text(html.elements('title')[0]!)).toBe('iPhone 13 128GB Midnight — TK 1,05,000 | PhoneHaat');
    expect(html.elements('title')).toHaveLength(1);
    expect(html.elements('meta').filter((meta) => html.attribute(meta, 'name') === 'description')).toHaveLength(1);
    expect(html.meta('description')).toContain('TK 1,05,000');
    expect(html.meta('og:title')).toBe('iPhone 13 128GB Midnight — TK 1,05,000 | PhoneHaat');
    expect(html.meta('og:description')).toMatch(/^iPhone 13 128GB Midnight for TK 1,05,000 in Dhanmondi, Dhaka, used 2 years\. /);
    expect(html.meta('og:type')).toBe('product');
    expect(html.meta('og:url')).toBe(url);
    expect(html.meta('og:image')).toBe(`${ORIGIN}/og/products/${phone.id}.jpg`);
    expect([html.meta('og:image:width'), html.meta('og:image:height'), html.meta('og:image:type')]).toEqual(['1200', '630', 'image/jpeg']);
    expect(html.meta('og:image:alt')).toBe('Photo of iPhone 13 128GB Midnight');
    expect([html.meta('product:price:amount'), html.meta('product:price:currency')]).toEqual(['105000', 'BDT']);
    expect(html.meta('twitter:card')).toBe('summary_large_image');
    expect(html.meta('twitter:image')).toBe(`${ORIGIN}/og/products/${phone.id}.jpg`);
    expect(html.meta('robots')).toBeUndefined();
    expect(html.links('canonical')).toEqual([{ rel: 'canonical', href: url }]);
    expect(html.links('alternate')).toEqual([
      { rel: 'alternate', hreflang: 'en', href: url },
      { rel: 'alternate', hreflang: 'bn', href: `${url}?lang=bn` },
      { rel: 'alternate', hreflang: 'x-default', href: url },
    ]);
    // The page's own preloads are kept: its API answer.
    expect(html.links('preload').map((link) => link.href)).toContain(`/api/products/${phone.id}`);
    expect(String(headers.vary)).toMatch(/cookie/i);
  });

  it('writes JSON-LD of the product with its offer: price in BDT, in stock, used', async () => {
    const { html } = await page(`/products/${phone.id}`);
    expect(productLd(html)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'iPhone 13 128GB Midnight',
      image: [`${ORIGIN}/og/products/${phone.id}.jpg`],
      brand: { '@type': 'Brand', name: 'Apple' },
      offers: {
        '@type': 'Offer',
        price: 105_000,
        priceCurrency: 'BDT',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/UsedCondition',
        seller: { '@type': 'Person', name: 'Rahim Uddin' },
      },
    });
  });

  it('says a sold phone is sold out', async () => {
    const { html } = await page(`/products/${sold.id}`);
    expect(productLd(html)).toMatchObject({ offers: { availability: 'https://schema.org/SoldOut' } });
    expect(html.meta('description')).toMatch(/^Sold: iPhone 11 64GB/);
  });

  it('keeps a hostile listing name as text: no element of its own, the exact name in JSON-LD', async () => {
    const { html, body } = await page(`/products/${hostile.id}`);
    const plain = await page(`/products/${phone.id}`);
    expect(html.elements('script')).toHaveLength(plain.html.elements('script').length);
    expect(html.elements('img')).toHaveLength(0);
    expect(body).not.toContain('<script>alert(1)');
    expect(productLd(html).name).toBe(HOSTILE_NAME);
    expect(productLd(html).description).toBe(HOSTILE_NAME);
    expect(html.text(html.elements('title')[0]!)).toBe(`${HOSTILE_NAME} — TK 62,000 | PhoneHaat`);
    expect(html.meta('og:title')).toBe(`${HOSTILE_NAME} — TK 62,000 | PhoneHaat`);
  });

  it('writes the page in Bangla for ?lang=bn and for the lang cookie, with Bangla digits', async () => {
    const url = `${ORIGIN}/products/${phone.id}`;
    for (const [path, headers] of [
      [`/products/${phone.id}?lang=bn`, {}],
      [`/products/${phone.id}`, { cookie: 'lang=bn' }],
    ] as const) {
      const { html } = await page(path, headers);
      expect(html.htmlLang()).toBe('bn');
      expect(html.text(html.elements('title')[0]!)).toBe('iPhone 13 128GB Midnight — ৳১,০৫,০০০ | PhoneHaat');
      expect(html.meta('og:description')).toContain('২ বছর ব্যবহৃত, দাম ৳১,০৫,০০০');
      expect(html.meta('og:locale')).toBe('bn_BD');
      expect(html.links('canonical')[0]!.href).toBe(`${url}?lang=bn`);
      expect(productLd(html)).toMatchObject({ offers: { price: 105_000, priceCurrency: 'BDT' } });
    }
    // The URL's language wins over the cookie's.
    expect((await page(`/products/${phone.id}?lang=en`, { cookie: 'lang=bn' })).html.htmlLang()).toBe('en');
    // An unknown language is English.
    expect((await page(`/products/${phone.id}?lang=fr`, { cookie: 'lang=xx' })).html.htmlLang()).toBe('en');
  });

  it('follows a signed-in user’s profile language when the browser has no lang cookie, and remembers it', async () => {
    const badSignUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Nadia', email: 'nadia-lang@example.com', password: 'correct-horse-7', language: 'xx' },
    });
    expect(badSignUp.statusCode).toBe(400);
    expect(badSignUp.json()).toMatchObject({ errors: { language: 'Language must be en or bn' } });
    const buyer = await t.signUp('User');
    const refused = await t.app.inject({ method: 'POST', url: '/api/auth/update-user', headers: buyer.auth, payload: { language: 'fr' } });
    expect(refused.statusCode).toBe(400);
    const updated = await t.app.inject({ method: 'POST', url: '/api/auth/update-user', headers: buyer.auth, payload: { language: 'bn' } });
    expect(updated.statusCode, updated.body).toBe(200);
    const session = { cookie: `better-auth.session_token=${buyer.token}.signature` };
    const first = await page('/products', session);
    expect(first.html.htmlLang()).toBe('bn');
    expect(String(first.headers['set-cookie'])).toBe('lang=bn; Max-Age=31536000; Path=/; Secure; SameSite=Lax');
    // A lang cookie is the browser's own choice, above the profile; nothing more to remember.
    const chosen = await page('/products', { cookie: `${session.cookie}; lang=en` });
    expect(chosen.html.htmlLang()).toBe('en');
    expect(chosen.headers['set-cookie']).toBeUndefined();
    // A session that is no session is English.
    expect((await page('/products', { cookie: 'better-auth.session_token=nobody.sig' })).html.htmlLang()).toBe('en');
  });

  it('keeps a missing or removed product page out of search with a generic head', async () => {
    for (const id of [removed.id, '00000000-0000-4000-8000-000000000000']) {
      const { html } = await page(`/products/${id}`);
      expect(html.meta('robots')).toBe('noindex');
      expect(html.text(html.elements('title')[0]!)).toBe('Page not found — PhoneHaat');
      expect(html.links('canonical')).toEqual([]);
      expect(html.jsonLd()).toEqual([]);
      expect(html.elements('div').map((div) => html.attribute(div, 'id'))).toContain('root');
    }
  });

  it("names the brand on its category page, and the home page's organisation and site search", async () => {
    const category = await page(`/category/${apple.id}`);
    expect(category.html.text(category.html.elements('title')[0]!)).toBe('Used Apple phones — PhoneHaat');
    expect(category.html.meta('description')).toContain('Used Apple phones for sale in Bangladesh');
    expect(category.html.links('canonical')[0]!.href).toBe(`${ORIGIN}/category/${apple.id}`);

    const home = await page('/home');
    expect(home.html.links('canonical')[0]!.href).toBe(`${ORIGIN}/`);
    expect(home.html.jsonLd()).toEqual([
      expect.objectContaining({
        '@type': 'Organization',
        name: 'PhoneHaat',
        url: `${ORIGIN}/`,
        // The brand's own pages, the footer's social links (issue 36 item 20h).
        sameAs: ['https://www.facebook.com/phonehaat', 'https://www.youtube.com/@phonehaat', 'https://x.com/phonehaat'],
      }),
      expect.objectContaining({
        '@type': 'WebSite',
        potentialAction: expect.objectContaining({
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${ORIGIN}/products?q={search_term_string}` },
        }),
      }),
    ]);
    const listing = await page('/products?lang=bn');
    expect(listing.html.text(listing.html.elements('title')[0]!)).toBe('সব পণ্য — PhoneHaat');
  });
});
