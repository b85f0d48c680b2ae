import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { expect, test } from '../fixtures/test.ts';

/** What the server wrote into `#root`, and the data it wrote after it (decision 0049). */
function renderedParts(html: string): { root: string; data: unknown } {
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));
  const data = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1];
  return { root, data: data === undefined ? undefined : JSON.parse(data) };
}

test('a product page and the listing come as HTML with the phone, its price and photo, before any script runs', async ({
  request,
  listing,
}) => {
  const answer = (await (await request.get(`/api/products/${listing.id}`)).json()) as { image: string };
  const product = renderedParts(await (await request.get(`/products/${listing.id}`)).text());
  expect(product.root).toContain(`>${listing.productName}</h1>`);
  expect(product.root).toContain('TK 32,000');
  expect(product.root).toContain(`src="${answer.image}"`);
  // The app starts from the answer the page was rendered from.
  expect(JSON.stringify(product.data)).toContain(`"productName":"${listing.productName}"`);

  const bangla = renderedParts(await (await request.get(`/products/${listing.id}?lang=bn`)).text());
  expect(bangla.root).toContain('৳৩২,০০০');

  const search = renderedParts(await (await request.get(`/products?q=${encodeURIComponent(listing.productName)}`)).text());
  expect(search.root).toContain('1 phone available');
  expect(search.root).toContain(listing.productName);
});

test('the home page comes as HTML with its headline, brands and offers', async ({ request }) => {
  const categories = (await (await request.get('/api/productsCategories')).json()) as { name: string }[];
  const home = renderedParts(await (await request.get('/')).text());
  expect(home.root).toContain('Sell Your Device At Best Offer');
  expect(home.root).toContain(`>${categories[0]!.name}</span>`);
  expect(home.root).toContain('aria-labelledby="best-offers"');
  expect(JSON.stringify(home.data)).toContain(`"name":"${categories[0]!.name}"`);
  expect(renderedParts(await (await request.get('/home?lang=bn')).text()).root).toContain('সব ব্র্যান্ড');
});

test('a listing that is not public, and any other page, is left to the app in the browser', async ({ request }) => {
  for (const path of [`/products/${randomUUID()}`, '/dashboard/myOrders', '/blog']) {
    const page = renderedParts(await (await request.get(path)).text());
    expect(page.data, path).toBeUndefined();
    expect(page.root, path).toMatch(/^<div id="root"><header /);
  }
});

/** Records the errors a page reports: a hydration mismatch is one (React's #418, #423, #425 …). */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test('the app takes a rendered page over without drawing it again, and answers at once', async ({ page, listing }) => {
  const errors = errorsOf(page);
  // The heading the browser parsed from the HTML, kept before the app's scripts run.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { parsedHeading: Element | null }).parsedHeading = document.querySelector('h1');
    }),
  );
  const sameHeading = () =>
    page.evaluate(() => {
      const parsed = (window as unknown as { parsedHeading: Element | null }).parsedHeading;
      return parsed !== null && parsed === document.querySelector('h1');
    });

  await page.goto(`/products/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.productName })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await sameHeading()).toBe(true);

  await page.goto('/products');
  await page.waitForLoadState('networkidle');
  expect(await sameHeading()).toBe(true);
  // The app answers: a filter choice lands in the URL and the list follows.
  await page.getByRole('combobox', { name: 'Search' }).fill(listing.productName);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByText('1 phone available')).toBeVisible();
  expect(errors).toEqual([]);
});

test("a rendered page asks for the app's scripts with its HTML, not after it has painted (decision 0058)", async ({ page, listing }) => {
  for (const path of [`/products/${listing.id}?lang=bn`, '/']) {
    const html = (await (await page.goto(path))?.text()) ?? '';
    // No starter holds them back (decision 0050's, removed): the module script is in the head as the build wrote it.
    expect(html, path).not.toContain('<template');
    const { loaded, scriptsAskedFor, scripts } = await page.evaluate(() => {
      const appScripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) =>
        /\/assets\/.*\.js$/.test(entry.name),
      );
      return {
        loaded:
          (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventStart ||
          Number.POSITIVE_INFINITY,
        scriptsAskedFor: Math.min(...appScripts.map((entry) => entry.startTime)),
        scripts: appScripts.length,
      };
    });
    expect(scripts, path).toBeGreaterThan(3);
    expect(scriptsAskedFor, path).toBeLessThan(loaded);
  }
});
