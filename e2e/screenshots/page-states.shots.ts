import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, createProduct, gradientPng } from '../dashboard/support.ts';
import { signIn } from '../fixtures/sign-in.ts';
import { advertise, buy, completeDeal, freshAccount } from '../pages/support.ts';

/**
 * The states issue 22 added to the pages (own and sold listings, the wrong-role notice, Add Product
 * filled in, the phone filters, a page past the last), at 360 px and 1440 px, for people to look at.
 */
const dir = `${process.env.SCREENSHOTS_DIR ?? '../screenshots'}/states`;
const FULL_PAGE_STYLE = '.offscreen-lazy { content-visibility: visible !important; }';

async function shoot(page: Page, name: string, ready: () => Promise<void>) {
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await page.reload();
    await ready();
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true, style: FULL_PAGE_STYLE });
  }
}

test.describe.configure({ timeout: 180_000 });
test.beforeAll(() => mkdirSync(dir, { recursive: true }));

test('a seller and a buyer', async ({ page, playwright, baseURL }) => {
  const context = await playwright.request.newContext({ baseURL });
  const seller = await createAccount(context, 'Seller');
  await context.dispose();
  const buyerContext = await playwright.request.newContext({ baseURL });
  const buyer = await createAccount(buyerContext, 'User', 'Buyer');
  await buyerContext.dispose();
  const id = await createProduct(page.request, seller, `Screenshot Phone ${Date.now()}`);

  await signIn(page, seller.email, seller.password);
  await page.goto(`/products/${id}`);
  await shoot(page, 'own-listing', () => expect(page.getByText('Your listing', { exact: true })).toBeVisible());

  await page.goto('/dashboard/addProducts');
  await shoot(page, 'add-product-filled', async () => {
    await page
      .getByLabel('Product Photo')
      .setInputFiles({ name: 'phone.png', mimeType: 'image/png', buffer: gradientPng(240, 160) });
    await page.getByLabel('Purchase Price').fill('70000');
    await page.getByLabel('Post Date').fill('28/03/2026');
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  });

  // Signed in, /signIn sends the seller back: sign out first.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, buyer.email, buyer.password);
  await page.goto('/dashboard/allUsers');
  await shoot(page, 'wrong-role', () =>
    expect(page.getByRole('heading', { name: 'This page is for administrators' })).toBeVisible(),
  );
  await page.goto('/dashboard/myOrders');
  await shoot(page, 'my-orders-empty', () => expect(page.getByRole('link', { name: 'Browse phones' })).toBeVisible());

  const sold = await createProduct(page.request, seller, `Sold Screenshot Phone ${Date.now()}`);
  await advertise(playwright, baseURL, sold);
  await completeDeal(page.request, buyer, seller, await buy(page.request, buyer, sold, 32000));
  await page.goto(`/products/${sold}`);
  await shoot(page, 'sold-listing', () => expect(page.getByText('Sold', { exact: true }).first()).toBeVisible());
});

test('lists', async ({ page, playwright, baseURL }) => {
  // One advertised phone more than Best Offers' first eight.
  const seller = await freshAccount(playwright, baseURL, 'Seller');
  await advertise(playwright, baseURL, await createProduct(page.request, seller, `Ninth Offer ${Date.now()}`));
  await page.goto('/products?page=99');
  await shoot(page, 'products-past-last', () => expect(page.getByRole('link', { name: 'Go to page 1' })).toBeVisible());
  await page.goto('/products?ads=true');
  await shoot(page, 'products-ads-only', () => expect(page.getByText('Advertised only')).toBeVisible());
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const offers = page.locator('section', { has: page.getByRole('heading', { name: 'Best Offers' }) });
    await offers.getByRole('button', { name: 'Show more offers' }).click();
    await expect(offers.getByRole('button', { name: 'Show more offers' })).toHaveCount(0);
    await offers.screenshot({ path: `${dir}/best-offers-all-${width}.png`, style: FULL_PAGE_STYLE });
  }
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/products');
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.screenshot({ path: `${dir}/products-filters-open-360.png` });
});
