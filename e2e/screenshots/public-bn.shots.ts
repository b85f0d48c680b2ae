import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { demo, demoPassword } from '../fixtures/accounts.ts';
import { signInPage } from '../fixtures/data.ts';
import { useLanguage } from '../fixtures/language.ts';

// The public pages in Bangla, beside public.shots.ts's English ones, for people to compare.
const dir = `${process.env.SCREENSHOTS_DIR ?? '../screenshots'}/public-bn`;
const widths = [360, 1440];
const FULL_PAGE_STYLE = '.offscreen-lazy { content-visibility: visible !important; }';

async function shoot(page: Page, name: string, path: string) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('status', { name: 'লোড হচ্ছে' })).toHaveCount(0);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${dir}/${name}-${width}.png` });
    await page.screenshot({ path: `${dir}/${name}-${width}-full.png`, fullPage: true, style: FULL_PAGE_STYLE });
  }
}

test.beforeAll(() => mkdirSync(dir, { recursive: true }));
test.describe.configure({ timeout: 180_000 });
test.beforeEach(async ({ context, baseURL }) => useLanguage(context, baseURL!, 'bn'));

test('public pages in Bangla, signed out', async ({ page, request }) => {
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

test('a category page in Bangla, signed in', async ({ page, request }) => {
  const [category] = (await (await request.get('/api/productsCategories')).json()) as { _id: string }[];
  await signInPage(page, { email: demo.buyer, password: demoPassword });
  await shoot(page, 'category', `/category/${category!._id}`);
});
