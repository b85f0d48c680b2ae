import type { Page } from '@playwright/test';
import { createListing, signInPage, type Account, type Listing } from '../fixtures/data.ts';
import { expectAxeClean, expectInLanguage, expectNoOverflow, languages, useLanguage, type Language } from '../fixtures/language.ts';
import { expect, test } from '../fixtures/test.ts';

// Issue 23: every public page reads in English and in Bangla, fits a 360 px phone and a 1440 px screen,
// and stays axe clean; the header's language switch is remembered across reloads and pages.

test.describe.configure({ timeout: 90_000 });

const phone = { width: 360, height: 780 };
const desktop = { width: 1440, height: 900 };

/** Opens `path` and waits for its heading and its data, so the checks see the page as a visitor does. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** The page at both widths, in `language`: translated, nothing cut off at 360 px, axe clean at both. */
async function checkPage(page: Page, path: string, language: Language): Promise<void> {
  await page.setViewportSize(phone);
  await open(page, path);
  await expectInLanguage(page, language);
  await expectNoOverflow(page);
  await expectAxeClean(page);
  await page.setViewportSize(desktop);
  await open(page, path);
  await expectInLanguage(page, language);
  await expectAxeClean(page);
}

const publicPaths = ['/', '/products', '/blog', '/signIn', '/signUp', '/no-such-page'];

for (const language of languages) {
  test.describe(`in ${language}`, () => {
    test.beforeEach(async ({ context, baseURL }) => useLanguage(context, baseURL!, language));

    for (const path of publicPaths) {
      test(`${path} is translated, fits and is axe clean`, async ({ page }) => {
        await checkPage(page, path, language);
      });
    }

    test('a product page is translated, fits and is axe clean', async ({ page, listing }) => {
      await checkPage(page, `/products/${listing.id}`, language);
    });

    test('a category page is translated, fits and is axe clean', async ({ page, buyer, request }) => {
      const [category] = (await (await request.get('/api/productsCategories')).json()) as { _id: string }[];
      await signInPage(page, buyer);
      await checkPage(page, `/category/${category!._id}`, language);
    });
  });
}

test.describe('the language switch', () => {
  test('turns the page Bangla, is remembered across reloads and pages, and switches back', async ({ page }) => {
    await open(page, '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sell Your Device At Best Offer');

    await page.getByRole('button', { name: 'বাংলা', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('সেরা দামে আপনার ফোন বিক্রি করুন');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('সেরা দামে আপনার ফোন বিক্রি করুন');

    await page.getByRole('navigation', { name: 'প্রধান মেনু' }).getByRole('link', { name: 'সব ফোন' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('সব ফোন');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');

    await page.getByRole('button', { name: 'English', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Products');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Products');
  });

  test('?lang=bn opens a page in Bangla', async ({ page }) => {
    await open(page, '/products?lang=bn');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('সব ফোন');
    await expectInLanguage(page, 'bn');
  });
});

test.describe('a product card in Bangla', () => {
  let listing: Listing;
  let owner: Account;

  test.beforeEach(async ({ request, seller }) => {
    owner = seller;
    // At least 1,00,000 TK, so the price shows the lakh grouping.
    listing = await createListing(request, seller, { selling: 125000 });
  });

  test.afterEach(async ({ request }) => {
    const removed = await request.delete(`/api/allProducts/${listing.id}`, { headers: owner.auth });
    expect([200, 404]).toContain(removed.status());
  });

  test('shows the taka sign and Bangla digits, grouped in lakhs', async ({ page, context, baseURL }) => {
    await useLanguage(context, baseURL!, 'bn');
    await open(page, `/products?q=${encodeURIComponent(listing.productName)}`);
    const card = page.getByRole('article').filter({ hasText: listing.productName });
    await expect(card).toContainText('৳১,২৫,০০০');
    await expect(card).toContainText('৳৫০,০০০');
    await expect(card).toContainText('২ বছর');
    await expect(page.getByText('১টি ফোন বিক্রির জন্য আছে')).toBeVisible();
  });

  test('shows TK with the same lakh grouping in English', async ({ page }) => {
    await open(page, `/products?q=${encodeURIComponent(listing.productName)}`);
    const card = page.getByRole('article').filter({ hasText: listing.productName });
    await expect(card).toContainText('TK 1,25,000');
    await expect(card).toContainText('2 Years');
  });
});
