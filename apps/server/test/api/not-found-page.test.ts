import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHtml } from '../support/html-page.ts';
import { makeCategory, makeProduct } from '../support/factories.ts';
import { createTestApp, databaseKinds, type Actor, type TestApp } from '../support/test-app.ts';
import { makeWebDist } from '../support/web-dist.ts';

/** Issue 36 item 20d: a path that is no page of the web app is a 404, still answered with the app (its not-found page). */
describe.each(databaseKinds)('pages and paths that are none on %s', (kind) => {
  let t: TestApp;
  let web: Awaited<ReturnType<typeof makeWebDist>>;
  let seller: Actor;
  let phone: { id: string };

  beforeAll(async () => {
    web = await makeWebDist();
    t = await createTestApp(kind, { WEB_DIST_DIR: web.dir });
    seller = await t.signUp('Seller', { name: 'Rahim Uddin' });
    const apple = await makeCategory(t.database.db, { slug: 'apple', name: 'Apple' });
    phone = await makeProduct(t.database.db, seller, apple, { productName: 'iPhone 13 128GB Midnight' });
  });
  afterAll(async () => {
    await t.close();
    await web.remove();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it.each(['/no-such-page', '/products/a/b', '/dashboard/nothing', '/sellers', '/blogs?lang=bn'])('answers %s with 404 and the app’s HTML, which shows its not-found page', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = parseHtml(response.body);
    expect(html.elements('div').some((element) => html.attribute(element, 'id') === 'root')).toBe(true);
    expect(html.text(html.elements('title')[0]!)).toMatch(/^(Page not found|পাতাটি পাওয়া যায়নি) — PhoneHaat$/);
  });

  it('answers the pages of the app with 200: the public ones, a product, a seller, the dashboard’s', async () => {
    const urls = ['/', '/home', '/help/refunds', '/terms', '/products', '/products?q=iphone', `/products/${phone.id}`, `/sellers/${seller.id}`, '/blog', '/signIn', '/dashboard', '/dashboard/myOrders', '/dashboard/payment/42', '/category/apple'];
    const statuses = await Promise.all(urls.map(async (url) => [url, (await get(url)).statusCode]));
    expect(statuses).toEqual(urls.map((url) => [url, 200]));
  });

  it('leaves an unknown API path a JSON 404, as before', async () => {
    const response = await get('/api/no-such-call');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
