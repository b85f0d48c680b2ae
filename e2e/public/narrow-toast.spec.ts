import type { Locator } from '@playwright/test';
import { randomImei, signInPage } from '../fixtures/data.ts';
import { chromiumArgs, chromiumPath } from '../fixtures/browser.ts';
import { expect, test } from '../fixtures/test.ts';
import { fillPhoneDetails, gradientPng } from '../dashboard/support.ts';

/**
 * Issue 36 item 20c: at 360 px the add-product screen's toast (top-right, spec §2) ran past the page's
 * right edge, under the scrollbar, and its close button was cut off. Playwright hides scrollbars by
 * default; a desktop browser at that width shows one, as here.
 */
test.use({
  viewport: { width: 360, height: 740 },
  launchOptions: {
    executablePath: chromiumPath,
    ignoreDefaultArgs: ['--hide-scrollbars'],
    args: chromiumArgs,
  },
});

test('the toast after adding a product lies within a 360 px page, close button included', async ({
  page,
  request,
  seller,
  admin,
}) => {
  expect((await request.put(`/api/seller/${seller.id}`, { headers: admin.auth })).status()).toBe(200);
  await signInPage(page, seller);
  await page.goto('/dashboard/addProducts');
  await page.getByLabel('Product Photo').setInputFiles({ name: 'phone.png', mimeType: 'image/png', buffer: gradientPng() });
  await page.getByLabel('Select Brand Name').selectOption({ index: 1 });
  await page.getByLabel('Purchase Price').fill('70000');
  await page.getByLabel('Selling Price').fill('45000');
  await page.getByLabel('Year Of Used').fill('1');
  await page.getByLabel('Post Date').fill('2025-04-01');
  await page.getByLabel('Product Name').fill(`Narrow Toast ${Date.now()}`);
  await page.getByLabel('Seller Location').fill('Khulna');
  await page.getByLabel('Product Details').fill('Boxed, with charger');
  await fillPhoneDetails(page, randomImei());
  await page.getByRole('button', { name: 'Add Product' }).click();

  await expect(page).toHaveURL(/\/products$/);
  const toast = page.locator('.Toastify__toast').filter({ hasText: 'Product Add Successfully' });
  await expect(toast).toBeVisible();
  // The page's width inside its scrollbar: what a reader sees.
  const pageWidth = await page.evaluate(() => document.documentElement.clientWidth);
  expect(pageWidth).toBeLessThan(360);
  // The toast slides in from beyond the right edge: it has to come to rest inside the page.
  const rightEdge = async (part: Locator) => {
    const box = (await part.boundingBox())!;
    return box.x + box.width;
  };
  await expect.poll(() => rightEdge(toast)).toBeLessThanOrEqual(pageWidth);
  await expect.poll(() => rightEdge(toast.getByRole('button', { name: 'close' }))).toBeLessThanOrEqual(pageWidth);
  // Its bounce overshoots to the left for a moment on a busy machine: where it comes to rest is what counts.
  await expect.poll(async () => (await toast.boundingBox())!.x).toBeGreaterThanOrEqual(0);
  expect((await toast.boundingBox())!.y).toBeGreaterThanOrEqual(0);
});
