import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { demo } from '../fixtures/accounts.ts';
import { languages, useLanguage } from '../fixtures/language.ts';
import { signIn } from '../fixtures/sign-in.ts';

/**
 * Screenshots of every dashboard page at a 360 px phone (menu closed and open) and a 1440 px desktop, in
 * English and in Bangla (`-bn` files), for people to look at: `npm run screenshots` (they land in
 * screenshots/dashboard).
 */
const dir = `${process.env.SCREENSHOTS_DIR ?? '../screenshots'}/dashboard`;
const pages: { account: string; who: string; path: string; name: string }[] = [
  { account: demo.buyer, who: 'buyer', path: '/dashboard/myOrders', name: 'my-orders' },
  { account: demo.admin, who: 'admin', path: '/dashboard/allUsers', name: 'all-users' },
  { account: demo.admin, who: 'admin', path: '/dashboard/allSeller', name: 'all-seller' },
  { account: demo.admin, who: 'admin', path: '/dashboard/allProducts', name: 'all-products' },
  { account: demo.admin, who: 'admin', path: '/dashboard/addProduct', name: 'add-product' },
  { account: demo.verifiedSeller, who: 'seller', path: '/dashboard/addProducts', name: 'add-products' },
  { account: demo.verifiedSeller, who: 'seller', path: '/dashboard/myProducts', name: 'my-products' },
];

test.describe('dashboard screenshots', () => {
  test.beforeAll(() => mkdirSync(dir, { recursive: true }));

  /** The names the checks below look for, in each language. */
  const names = {
    en: { loading: 'Loading', nav: 'Dashboard', openMenu: 'Open dashboard menu' },
    bn: { loading: 'লোড হচ্ছে', nav: 'ড্যাশবোর্ড', openMenu: 'ড্যাশবোর্ডের মেনু খুলুন' },
  };

  for (const language of languages)
    for (const entry of pages) {
      const file = (variant: string) => `${dir}/${entry.name}${language === 'en' ? '' : `-${language}`}-${variant}.png`;
      test(`${entry.name} (${entry.who}, ${language})`, async ({ page, context, baseURL }) => {
        await signIn(page, entry.account);
        await useLanguage(context, baseURL!, language);
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.goto(entry.path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('status', { name: names[language].loading })).toHaveCount(0);
        await page.screenshot({ path: file('1440'), fullPage: true });

        await page.setViewportSize({ width: 360, height: 740 });
        await page.reload();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('status', { name: names[language].loading })).toHaveCount(0);
        await expect(page.getByRole('navigation', { name: names[language].nav })).not.toBeInViewport();
        await page.screenshot({ path: file('360-closed'), fullPage: true });
        await page.getByRole('button', { name: names[language].openMenu }).click();
        await expect(page.getByRole('navigation', { name: names[language].nav })).toBeInViewport({ ratio: 1 });
        // Let the slide-in and the overlay's fade (CSS transitions) finish.
        await page.evaluate(() =>
          Promise.allSettled(
            document
              .getAnimations()
              .filter((animation) => animation instanceof CSSTransition)
              .map((animation) => animation.finished),
          ),
        );
        await page.screenshot({ path: file('360-open') });
      });
    }

  // The payment page of the demo buyer's first unpaid booking, reached from My Orders' Pay Now.
  for (const language of languages) {
    test(`payment (buyer, ${language})`, async ({ page, context, baseURL }) => {
      await signIn(page, demo.buyer);
      await useLanguage(context, baseURL!, language);
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto('/dashboard/myOrders');
      const payNow = page.locator('a[href^="/dashboard/payment/"]').first();
      await page.goto((await payNow.getAttribute('href'))!);
      await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
      const file = (variant: string) => `${dir}/payment${language === 'en' ? '' : `-${language}`}-${variant}.png`;
      await page.screenshot({ path: file('1440'), fullPage: true });
      await page.setViewportSize({ width: 360, height: 740 });
      await page.reload();
      await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
      await page.screenshot({ path: file('360'), fullPage: true });
    });
  }
});
