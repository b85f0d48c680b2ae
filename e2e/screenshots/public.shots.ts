import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import bnCommon from '../../apps/web/src/locales/bn/common.json' with { type: 'json' };
import enCommon from '../../apps/web/src/locales/en/common.json' with { type: 'json' };
import { demo, demoPassword } from '../fixtures/accounts.ts';
import { signInPage } from '../fixtures/data.ts';
import { languages, useLanguage, type Language } from '../fixtures/language.ts';

const widths = [360, 1440];
const FULL_PAGE_STYLE = '.offscreen-lazy { content-visibility: visible !important; }';
/** Where each language's shots go: public/ (English) and public-bn/, side by side for people to compare. */
const dirOf = (language: Language) =>
  `${process.env.SCREENSHOTS_DIR ?? '../screenshots'}/${language === 'en' ? 'public' : 'public-bn'}`;
const loadingOf: Record<Language, string> = { en: enCommon.spinner.loading, bn: bnCommon.spinner.loading };

async function shoot(page: Page, language: Language, name: string, path: string) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // Sections below the fold (a product's similar phones) load as a reader scrolls to them.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('status', { name: loadingOf[language] })).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${dirOf(language)}/${name}-${width}.png` });
    // A full-page capture does not scroll, and blocks below the fold (`offscreen-lazy`: cards, footer)
    // are rendered only as they come near the viewport: show them as a reader scrolling sees them.
    await page.screenshot({ path: `${dirOf(language)}/${name}-${width}-full.png`, fullPage: true, style: FULL_PAGE_STYLE });
  }
}

// Each test captures several pages at two widths: far longer than one browser test.
test.describe.configure({ timeout: 180_000 });

for (const language of languages) {
  test.describe(`public pages in ${language}`, () => {
    test.beforeAll(() => mkdirSync(dirOf(language), { recursive: true }));
    test.beforeEach(async ({ context, baseURL }) => useLanguage(context, baseURL!, language));

    test('signed out', async ({ page, request }) => {
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
        await shoot(page, language, name, path);
      }
    });

    test('signed in as a buyer', async ({ page, request }) => {
      const [category] = (await (await request.get('/api/productsCategories')).json()) as { _id: string }[];
      await signInPage(page, { email: demo.buyer, password: demoPassword });
      await shoot(page, language, 'home-signed-in', '/');
      await shoot(page, language, 'category', `/category/${category!._id}`);
      const bookings = await page.evaluate(async () => {
        const token = localStorage.getItem('accessToken');
        const answer = await fetch('/api/bookingProduct?email=buyer@phonehaat.test', {
          headers: { authorization: `Bearer ${token}` },
        });
        return (await answer.json()) as { _id: string }[];
      });
      await shoot(page, language, 'payment', `/dashboard/payment/${bookings[0]!._id}`);
    });
  });
}
