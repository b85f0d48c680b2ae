import type { Page } from '@playwright/test';
import { randomImei, signInPage } from '../fixtures/data.ts';
import { expect, test } from '../fixtures/test.ts';
import { fillPhoneDetails, gradientPng } from './support.ts';

const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text, { exact: true });
const menu = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });

test.describe('admin dashboard', () => {
  test('shows the admin menu and verifies a seller, whose tick then shows', async ({ page, admin, seller }) => {
    await signInPage(page, admin);
    await page.goto('/dashboard/allSeller');

    await expect(page.getByText('DashBoard', { exact: true })).toBeVisible();
    const links = menu(page).getByRole('link');
    await expect(links).toHaveText([
      'MY Orders',
      'Messages',
      'Notifications',
      'Watchlist',
      'Saved searches',
      'My Account',
      'All Users',
      'All Seller',
      'All Products',
      'Add Product',
      'Bookings on my phones',
      'Overview',
      'Disputes',
      'Payouts',
      'Reconciliation',
      'Review Queue',
      'Reports',
      'IMEI Collisions',
      'My Reports',
      'Back Home',
    ]);
    await expect(menu(page).getByRole('link', { name: 'Add Product' })).toHaveAttribute('href', '/dashboard/addProduct');

    const row = page.getByRole('row').filter({ hasText: seller.email });
    await row.getByRole('button', { name: /^Verify Now/ }).click();
    await expect(toast(page, 'Make Verified Successfully')).toBeVisible();
    await expect(row.getByText('Verified', { exact: true })).toBeVisible();
    await expect(row.getByRole('img', { name: 'Verified seller' }).first()).toBeVisible();
    await expect(row.getByRole('button', { name: /^Verify Now/ })).toHaveCount(0);
  });

  test('advertises a product, which then appears in Best Offers', async ({ page, admin, listing: { productName } }) => {
    await signInPage(page, admin);
    await page.goto('/dashboard/allProducts');
    await expect(page.getByText(/^\d+ products?$/)).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: productName });
    await row.getByRole('button', { name: `Add advertisement for ${productName}` }).click();
    await expect(toast(page, 'Make Ads Successfully')).toBeVisible();
    await expect(row.getByText('Advertised', { exact: true })).toBeVisible();

    await page.goto('/');
    const bestOffers = page.getByRole('heading', { name: 'Best Offers' });
    await bestOffers.scrollIntoViewIfNeeded();
    await expect(
      page
        .getByRole('list', { name: 'Best Offers' })
        .or(page.locator('section', { has: bestOffers }))
        .getByText(productName)
        .first(),
    ).toBeVisible();
  });

  test('removes a product after confirming', async ({ page, request, admin, listing: { id, productName } }) => {
    await signInPage(page, admin);
    await page.goto('/dashboard/allProducts');
    const row = page.getByRole('row').filter({ hasText: productName });
    await row.getByRole('button', { name: `Remove ${productName}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to delete' });
    await expect(dialog).toContainText(`If you delete ${productName}. It Cannot be undone`);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, `${productName} Deleted Successfully`)).toBeVisible();
    await expect(row).toHaveCount(0);
    expect((await request.get(`/api/products/${id}`)).status()).toBe(404);
  });
});

test('a verified seller adds a product with a photo and finds it on /products', async ({ page, request, seller, admin }) => {
  const productName = `Seller Upload ${Date.now()}`;
  // A verified seller's listing goes live at once (an unverified one's waits for review: moderation/review-queue.spec.ts).
  expect((await request.put(`/api/seller/${seller.id}`, { headers: admin.auth })).status()).toBe(200);
  await signInPage(page, seller);
  await page.goto('/dashboard');
  await expect(menu(page).getByRole('link')).toHaveText([
    'MY Orders',
    'Messages',
    'Notifications',
    'Watchlist',
    'Saved searches',
    'My Account',
    'Add Product',
    'My Products',
    'Bookings on my phones',
    'My Balance',
    'My Reports',
    'Back Home',
  ]);
  await menu(page).getByRole('link', { name: 'Add Product' }).click();
  await expect(page).toHaveURL(/\/dashboard\/addProducts$/);
  await expect(page.getByRole('heading', { name: 'Add Your Product for Sell' })).toBeVisible();
  await expect(page.getByLabel('Seller Email')).toHaveValue(seller.email);

  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Required').first()).toBeVisible();

  await page.getByLabel('Product Photo').setInputFiles({ name: 'phone.png', mimeType: 'image/png', buffer: gradientPng() });
  await page.getByLabel('Select Brand Name').selectOption({ index: 1 });
  await page.getByLabel('Purchase Price').fill('70000');
  await page.getByLabel('Selling Price').fill('45000');
  await page.getByLabel('Year Of Used').fill('1');
  await page.getByLabel('Post Date').fill('2025-04-01');
  await page.getByLabel('Product Name').fill(productName);
  await page.getByLabel('Seller Location').fill('Khulna');
  await page.getByLabel('Product Details').fill('Boxed, with charger');
  await fillPhoneDetails(page, randomImei());
  await page.getByRole('button', { name: 'Add Product' }).click();

  await expect(page).toHaveURL(/\/products$/);
  await expect(toast(page, 'Product Add Successfully')).toBeVisible();
  await expect(page.getByText(productName).first()).toBeVisible();

  const [listed] = (await (await request.get(`/api/allProducts?q=${encodeURIComponent(productName)}`)).json()) as {
    image: string;
    imageSet: { url: string; width: number }[];
  }[];
  expect(listed!.image).toMatch(/^\/uploads\/[0-9a-f]{32}-96\.webp$/);
  expect(listed!.imageSet).toEqual([{ url: listed!.image, width: 96 }]);
  const photo = await request.get(listed!.image);
  expect(photo.headers()['content-type']).toBe('image/webp');
  expect(photo.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('a buyer deletes a booking after confirming', async ({ page, booking }) => {
  const { productName } = booking.listing;
  await signInPage(page, booking.buyer);
  await page.goto('/dashboard/myOrders');
  await expect(menu(page).getByRole('link')).toHaveText([
    'MY Orders',
    'Messages',
    'Notifications',
    'Watchlist',
    'Saved searches',
    'My Account',
    'Become a seller',
    'My Reports',
    'Back Home',
  ]);
  const table = page.getByRole('table', { name: 'My Orders' });
  await expect(table.getByRole('columnheader')).toHaveText(['Product info', 'Buyer info', 'Contact info', 'Action']);
  const row = table.getByRole('row').filter({ hasText: productName });
  await expect(row.getByRole('link', { name: 'Pay Now' })).toHaveAttribute('href', `/dashboard/payment/${booking.id}`);

  await row.getByRole('button', { name: /^Delete/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to delete' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: /^Delete/ }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, `${productName} Deleted Successfully`)).toBeVisible();
  await expect(table.getByText('No Data')).toBeVisible();
});

test('a User who opens /dashboard/allUsers is told the page is for administrators', async ({ page, buyer }) => {
  await signInPage(page, buyer);
  await page.goto('/dashboard/allUsers');
  await expect(page.getByRole('heading', { name: 'This page is for administrators' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to My Orders' })).toHaveAttribute('href', '/dashboard/myOrders');
  await expect(page.getByRole('table', { name: 'All Users' })).toHaveCount(0);
});
