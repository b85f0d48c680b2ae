import { randomImei, signInPage } from '../fixtures/data.ts';
import { expect, test } from '../fixtures/test.ts';
import { fillPhoneDetails, gradientPng } from './support.ts';

// Issue 36 item 18: a listing waiting for review said "available" beside "Waiting for review", and the
// success toast sent its seller to All Products, where it is not. The spec's toast stays as it is.

test('a seller not yet verified adds a phone: the toast, then My Products, where it waits for review', async ({ page, seller }) => {
  test.setTimeout(120_000);
  await signInPage(page, seller);
  await page.goto('/dashboard/addProducts');
  const productName = `Pending Phone ${Date.now()}`;
  await page.getByLabel('Product Photo').setInputFiles({ name: 'phone.png', mimeType: 'image/png', buffer: gradientPng() });
  await page.getByLabel('Select Brand Name').selectOption({ index: 1 });
  await page.getByLabel('Purchase Price').fill('70000');
  await page.getByLabel('Selling Price').fill('45000');
  await page.getByLabel('Year Of Used').fill('1');
  await page.getByLabel('Post Date').fill('01/04/2025');
  await page.getByLabel('Product Name').fill(productName);
  await page.getByLabel('Seller Location').fill('Sonadanga, Khulna');
  await page.getByLabel('Product Details').fill('Boxed, with charger');
  await fillPhoneDetails(page, randomImei());
  await page.getByLabel('Verification photo').setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: gradientPng(120) });
  await page.getByRole('button', { name: 'Add Product' }).click();

  await expect(page).toHaveURL(/\/dashboard\/myProducts$/, { timeout: 90_000 });
  await expect(page.locator('.Toastify').getByText('Product Add Successfully', { exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: productName });
  const status = row.locator('td[data-label="Status"]');
  await expect(status).toContainText('waiting for review');
  await expect(status.getByText('available', { exact: true })).toHaveCount(0);
});
