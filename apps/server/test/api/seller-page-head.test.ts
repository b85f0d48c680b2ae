import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealDriver } from '../support/deal.ts';
import { parseHtml } from '../support/html-page.ts';
import { makeCategory, makeProduct } from '../support/factories.ts';
import { createTestApp, databaseKinds, type Actor, type TestApp } from '../support/test-app.ts';
import { DEMO_PHOTO, makeWebDist } from '../support/web-dist.ts';

const ORIGIN = 'https://phonehaat.example';

describe.each(databaseKinds)("a seller's public page written by the server on %s", (kind) => {
  let t: TestApp;
  let web: Awaited<ReturnType<typeof makeWebDist>>;
  let seller: Actor;

  beforeAll(async () => {
    web = await makeWebDist();
    t = await createTestApp(kind, { PUBLIC_URL: ORIGIN, WEB_DIST_DIR: web.dir });
    seller = await t.signUp('Seller', { name: 'Rahim Uddin' });
    const apple = await makeCategory(t.database.db, { slug: 'apple', name: 'Apple' });
    const listing = { image: DEMO_PHOTO, location: 'Dhanmondi, Dhaka', usingYears: 2 };
    await makeProduct(t.database.db, seller, apple, { ...listing, productName: 'iPhone 13 128GB Midnight' });
    const sold = await makeProduct(t.database.db, seller, apple, { ...listing, productName: 'iPhone 11 64GB' });
    // One completed sale, rated 4 by its buyer.
    const deal = dealDriver(t);
    const buyer = await t.signUp();
    const orderId = await deal.book(buyer, sold.id);
    await deal.act(seller, orderId, 'accept');
    await deal.pay(buyer, orderId);
    await deal.act(seller, orderId, 'handover-code', { neirDeregistered: true, code: (await deal.order(buyer, orderId)).handoverCode! });
    await deal.act(buyer, orderId, 'received');
    expect((await deal.call(buyer, 'POST', `/orders/${orderId}/review`, { rating: 4 })).statusCode).toBe(201);
  });
  afterAll(async () => {
    await t.close();
    await web.remove();
  });

  const page = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return parseHtml(response.body);
  };

  it('writes its title, description with sales and rating, canonical URL, alternates and the preload of its answer', async () => {
    const html = await page(`/sellers/${seller.id}`);
    const url = `${ORIGIN}/sellers/${seller.id}`;
    expect(html.text(html.elements('title')[0]!)).toBe('Rahim Uddin, seller on PhoneHaat');
    expect(html.meta('description')).toBe(
      'Rahim Uddin sells used phones on PhoneHaat: 1 completed sale, 1 phone for sale now, rated 4.0 out of 5 by 1 buyer.',
    );
    expect(html.meta('og:type')).toBe('profile');
    expect(html.meta('robots')).toBeUndefined();
    expect(html.links('canonical')).toEqual([{ rel: 'canonical', href: url }]);
    expect(html.links('alternate')).toEqual([
      { rel: 'alternate', hreflang: 'en', href: url },
      { rel: 'alternate', hreflang: 'bn', href: `${url}?lang=bn` },
      { rel: 'alternate', hreflang: 'x-default', href: url },
    ]);
    expect(html.links('preload').map((link) => link.href)).toContain(`/api/sellers/${seller.id}`);
  });

  it('writes it in Bangla for ?lang=bn, with Bangla digits', async () => {
    const html = await page(`/sellers/${seller.id}?lang=bn`);
    expect(html.htmlLang()).toBe('bn');
    expect(html.text(html.elements('title')[0]!)).toBe('Rahim Uddin, PhoneHaat-এর বিক্রেতা');
    expect(html.meta('description')).toContain('১ জন ক্রেতার রেটিংয়ে ৫-এর মধ্যে ৪.০');
  });

  it('says page not found for a seller that does not exist, and leaves it out of search', async () => {
    const html = await page('/sellers/no-such-seller');
    expect(html.meta('robots')).toBe('noindex');
    expect(html.text(html.elements('title')[0]!)).toBe('Page not found — PhoneHaat');
    expect(html.links('canonical')).toEqual([]);
  });
});
