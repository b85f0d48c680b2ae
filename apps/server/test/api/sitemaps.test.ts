import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCategory, makeProduct } from '../support/factories.ts';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app.ts';

const ORIGIN = 'https://phonehaat.example';
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name) });

interface UrlEntry {
  loc: string;
  lastmod?: string;
  'xhtml:link': { '@rel': string; '@hreflang': string; '@href': string }[];
}

// With 2 URLs a page, 6 listed products make 4 pages (each expected 80 % full at most): ids from
// 00…, 40…, 80… and c0… on. These sit on both sides of each boundary.
const ids = {
  first: '00000000-0000-4000-8000-000000000001',
  belowSecond: '3fffffff-ffff-4fff-bfff-ffffffffffff',
  atSecond: '40000000-0000-4000-8000-000000000000',
  belowFourth: 'bfffffff-ffff-4fff-bfff-ffffffffffff',
  atFourth: 'c0000000-0000-4000-8000-000000000000',
  last: 'ffffffff-ffff-4fff-bfff-ffffffffffff',
  sold: '40000000-0000-4000-8000-000000000001',
  removed: '40000000-0000-4000-8000-000000000002',
};

describe.each(databaseKinds)('sitemaps and robots.txt on %s', (kind) => {
  let t: TestApp;
  let brand: { id: string; name: string };
  const updatedAt = new Date(Date.UTC(2026, 10, 1, 8, 30));

  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL: ORIGIN, SITEMAP_PAGE_SIZE: '2' });
    const seller = await t.signUp('Seller');
    brand = await makeCategory(t.database.db, { slug: 'samsung', name: 'Samsung' });
    const listed = [ids.first, ids.belowSecond, ids.atSecond, ids.belowFourth, ids.atFourth, ids.last];
    for (const [index, id] of listed.entries()) {
      await makeProduct(t.database.db, seller, brand, { id, updatedAt, createdAt: new Date(Date.UTC(2026, 9, 1 + index)) });
    }
    await makeProduct(t.database.db, seller, brand, { id: ids.sold, status: 'sold' });
    await makeProduct(t.database.db, seller, brand, { id: ids.removed, deletedAt: new Date() });
  });
  afterAll(() => t.close());

  const xml = async (url: string) => {
    const response = await t.app.inject(url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(XMLValidator.validate(response.body)).toBe(true);
    return { doc: parser.parse(response.body) as Record<string, Record<string, unknown>>, headers: response.headers };
  };
  const urlsOf = async (url: string) => ((await xml(url)).doc.urlset!.url ?? []) as UrlEntry[];
  const productId = (entry: UrlEntry) => entry.loc.slice(`${ORIGIN}/products/`.length);

  it('indexes the pages sitemap and one sitemap per slice of the products', async () => {
    const { doc, headers } = await xml('/sitemap.xml');
    expect(doc.sitemapindex!['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect((doc.sitemapindex!.sitemap as { loc: string }[]).map((entry) => entry.loc)).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      ...[1, 2, 3, 4].map((page) => `${ORIGIN}/sitemaps/products-${page}.xml`),
    ]);
    expect(headers['cache-control']).toBe('public, max-age=3600');
  });

  it('lists each listed product once, on the page of its id range, with lastmod and language alternates', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => urlsOf(`/sitemaps/products-${page}.xml`)));
    expect(pages.map((entries) => entries.map(productId))).toEqual([
      [ids.first, ids.belowSecond],
      [ids.atSecond],
      [ids.belowFourth],
      [ids.atFourth, ids.last],
    ]);
    const entry = pages[0]![0]!;
    const url = `${ORIGIN}/products/${ids.first}`;
    expect(entry.lastmod).toBe('2026-11-01T08:30:00.000Z');
    expect(entry['xhtml:link']).toEqual([
      { '@rel': 'alternate', '@hreflang': 'en', '@href': url },
      { '@rel': 'alternate', '@hreflang': 'bn', '@href': `${url}?lang=bn` },
      { '@rel': 'alternate', '@hreflang': 'x-default', '@href': url },
    ]);
  });

  it('answers 404 past the last page and for any other name', async () => {
    for (const url of ['/sitemaps/products-5.xml', '/sitemaps/products-0.xml', '/sitemaps/products-x.xml', '/sitemaps/other.xml']) {
      expect((await t.app.inject(url)).statusCode, url).toBe(404);
    }
  });

  it('lists home, the listing and each brand in the pages sitemap, modified with their newest listing, then the help pages', async () => {
    const entries = await urlsOf('/sitemaps/pages.xml');
    expect(entries.map((entry) => [entry.loc, entry.lastmod])).toEqual([
      [`${ORIGIN}/`, '2026-10-06T00:00:00.000Z'],
      [`${ORIGIN}/products`, '2026-10-06T00:00:00.000Z'],
      [`${ORIGIN}/category/${brand.id}`, '2026-10-06T00:00:00.000Z'],
      ...['/help', '/help/buyer-protection', '/help/fees', '/help/refunds', '/help/contact', '/terms', '/privacy'].map((path) => [
        `${ORIGIN}${path}`,
        undefined,
      ]),
    ]);
    expect(entries.at(-1)!['xhtml:link'].map((link) => link['@href'])).toEqual([`${ORIGIN}/privacy`, `${ORIGIN}/privacy?lang=bn`, `${ORIGIN}/privacy`]);
  });

  it('lets a crawler revalidate a sitemap with its ETag', async () => {
    const first = await t.app.inject('/sitemaps/products-1.xml');
    const again = await t.app.inject({ url: '/sitemaps/products-1.xml', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('disallows the dashboard, sign-in forms and API in robots.txt, and names the sitemap', async () => {
    const response = await t.app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const rule of ['Disallow: /dashboard', 'Disallow: /signIn', 'Disallow: /signUp', 'Disallow: /api/', 'Allow: /api/allProducts']) {
      expect(lines).toContain(rule);
    }
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
