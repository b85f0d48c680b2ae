import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { demo } from '../fixtures/accounts.ts';
import { signIn } from '../fixtures/sign-in.ts';

const dir = `${process.env.SCREENSHOTS_DIR ?? '../screenshots'}/public`;
const widths = [360, 1440];
const FULL_PAGE_STYLE = '.offscreen-lazy { content-visibility: visible !important; }';

async function shoot(page: Page, name: string, path: string) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
    await page.screenshot({ path: `${dir}/${name}-${width}.png` });
    // A full-page capture does not scroll, and blocks below the fold (`offscreen-lazy`: cards, footer)
    // are rendered only as they come near the viewport: show them as a reader scrolling sees them.
    await page.screenshot({ path: `${dir}/${name}-${width}-full.png`, fullPage: true, style: FULL_PAGE_STYLE });
  }
}

test.beforeAll(() => mkdirSync(dir, { recursive: true }));
// Each test captures several pages at two widths: far longer than one browser test.
test.describe.configure({ timeout: 180_000 });

test('public pages, signed out', async ({ page, request }) => {
  const [product] = (await (await request.get('/api/allProducts?limit=1')).json()) as { _id: string }[];
  for (const [name, path] of [
    ['home', '/'],
    ['products', '/products'],
    ['products-filtered', '/products?brand=apple&sort=price_asc&minPrice=20000'],
    ['product', `/products/${product!._id}`],
    ['blog', '/blog'],
    ['sign-in', '/signIn'],
    ['sign-up', '/signUp'],
    ['not-found', '/no-such-page'],
  ] as const) {
    await shoot(page, name, path);
  }
});

test('pages of a signed-in buyer', async ({ page, request }) => {
  const [category] = (await (await request.get('/api/productsCategories')).json()) as { _id: string }[];
  await signIn(page, demo.buyer);
  await shoot(page, 'home-signed-in', '/');
  await shoot(page, 'category', `/category/${category!._id}`);
  const bookings = await page.evaluate(async () => {
    const token = localStorage.getItem('accessToken');
    const answer = await fetch('/api/bookingProduct?email=buyer@phonehaat.test', {
      headers: { authorization: `Bearer ${token}` },
    });
    return (await answer.json()) as { _id: string }[];
  });
  await shoot(page, 'payment', `/dashboard/payment/${bookings[0]!._id}`);
});
