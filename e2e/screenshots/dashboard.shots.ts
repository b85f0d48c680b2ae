import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { demo } from '../fixtures/accounts.ts';
import { signIn } from '../fixtures/sign-in.ts';

/**
 * Screenshots of every dashboard page at a 360 px phone (menu closed and open) and a 1440 px desktop,
 * for people to look at: `npm run screenshots` (they land in screenshots/dashboard).
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

  for (const entry of pages) {
    test(`${entry.name} (${entry.who})`, async ({ page }) => {
      await signIn(page, entry.account);
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(entry.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
      await page.screenshot({ path: `${dir}/${entry.name}-1440.png`, fullPage: true });

      await page.setViewportSize({ width: 360, height: 740 });
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Dashboard' })).not.toBeInViewport();
      await page.screenshot({ path: `${dir}/${entry.name}-360-closed.png`, fullPage: true });
      await page.getByRole('button', { name: 'Open dashboard menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeInViewport({ ratio: 1 });
      // Let the slide-in and the overlay's fade (CSS transitions) finish.
      await page.evaluate(() =>
        Promise.allSettled(
          document
            .getAnimations()
            .filter((animation) => animation instanceof CSSTransition)
            .map((animation) => animation.finished),
        ),
      );
      await page.screenshot({ path: `${dir}/${entry.name}-360-open.png` });
    });
  }
});
