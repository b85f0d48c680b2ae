import { createListing, randomImei, signInPage } from '../fixtures/data.ts';
import { expect, test } from '../fixtures/test.ts';
import { fillPhoneDetails, gradientPng } from '../dashboard/support.ts';

// Issue 26: a seller lists a phone with its IMEI (a wrong check digit is named in red; a phone already live
// is refused), and a buyer finds phones by district.

test('a seller lists with an IMEI: a wrong check digit is named in red, a second listing of the phone is refused', async ({
  page,
  request,
  seller,
  admin,
}) => {
  test.setTimeout(90_000);
  // A verified seller's listing goes live at once (an unverified one's waits for review, decision 0037).
  expect((await request.put(`/api/seller/${seller.id}`, { headers: admin.auth })).status()).toBe(200);
  const imei = randomImei();
  const wrong = `${imei.slice(0, 14)}${(Number(imei[14]) + 1) % 10}`;
  const fillForm = async (productName: string, typed: string) => {
    await page.goto('/dashboard/addProducts');
    await page.getByLabel('Product Photo').setInputFiles({ name: 'phone.png', mimeType: 'image/png', buffer: gradientPng() });
    await page.getByLabel('Select Brand Name').selectOption({ index: 1 });
    await page.getByLabel('Purchase Price').fill('70000');
    await page.getByLabel('Selling Price').fill('45000');
    await page.getByLabel('Year Of Used').fill('1');
    await page.getByLabel('Post Date').fill('01/04/2025');
    await page.getByLabel('Product Name').fill(productName);
    await page.getByLabel('Seller Location').fill('Sonadanga, Khulna');
    await page.getByLabel('Product Details').fill('Boxed, with charger');
    await fillPhoneDetails(page, typed);
  };
  await signInPage(page, seller);

  const productName = `IMEI Phone ${Date.now()}`;
  await fillForm(productName, wrong);
  await page.getByRole('button', { name: 'Add Product' }).click();
  const imeiField = page.getByLabel('IMEI', { exact: true });
  const checkDigit = page.getByText('This IMEI is not valid: check its last digit (dial *#06# to see it)');
  await expect(checkDigit).toBeVisible();
  await expect(checkDigit).toHaveClass(/text-error/);
  await expect(checkDigit).toHaveCSS('color', /^(rgb|oklch)\(/);
  await expect(imeiField).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/dashboard\/addProducts$/);

  await imeiField.fill(imei);
  await page.getByRole('button', { name: 'Add Product' }).click();
  // The photo is uploaded and resized first: slow on a busy machine.
  await expect(page).toHaveURL(/\/products$/, { timeout: 60_000 });
  await expect(page.getByText(productName).first()).toBeVisible();

  // The product page shows the specs, the IMEI's last four digits only, and how to check it with KYD.
  const [listed] = (await (await page.request.get(`/api/allProducts?q=${encodeURIComponent(productName)}`)).json()) as {
    _id: string;
  }[];
  await page.goto(`/products/${listed!._id}`);
  const specs = page.getByRole('region', { name: 'Specifications' });
  await expect(specs.getByRole('row', { name: /Condition Good — Light scratches/ })).toBeVisible();
  await expect(specs.getByRole('row', { name: `IMEI Ends in ${imei.slice(-4)}` })).toBeVisible();
  await expect(specs).toContainText('send an SMS “KYD <IMEI>” to 16002');
  await expect(page.locator('body')).not.toContainText(imei);

  // The same phone again, while the first listing is live: refused, with the reason under the IMEI.
  await fillForm(`${productName} again`, imei);
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('This IMEI is already in a live listing on PhoneHaat').first()).toBeVisible({ timeout: 60_000 });
  await expect(imeiField).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/dashboard\/addProducts$/);
  const again = (await (
    await page.request.get(`/api/allProducts?q=${encodeURIComponent(`${productName} again`)}`)
  ).json()) as unknown[];
  expect(again).toEqual([]);
});

test('a buyer filters /products by division and district and sees "Area, District" on the cards', async ({
  page,
  request,
  seller,
  admin,
}) => {
  // Verified: a new area publishes at once (an unverified seller's would wait for review, decision 0052).
  expect((await request.put(`/api/seller/${seller.id}`, { headers: admin.auth })).status()).toBe(200);
  const here = await createListing(request, seller, { productName: `Cumilla Phone ${Date.now()}` });
  await request.patch(`/api/products/${here.id}`, { headers: seller.auth, data: { district: 'cumilla', area: 'Kandirpar' } });
  await page.goto('/products');
  // Below 768 px the filters wait behind a button; the test's window is wider: the sidebar shows them.
  const filters = page.getByRole('complementary', { name: 'Filter phones' });
  await filters.getByLabel('Division').selectOption('chattogram');
  await expect(page).toHaveURL(/division=chattogram/);
  await filters.getByLabel('District').selectOption('cumilla');
  await expect(page).toHaveURL(/division=chattogram&district=cumilla|district=cumilla/);
  const card = page.getByRole('article').filter({ hasText: here.productName });
  await expect(card).toContainText('Kandirpar, Cumilla');
  // Every card shown is in Cumilla, once the district's list has replaced the division's (kept while loading).
  await expect(page.getByRole('article').filter({ hasNotText: ', Cumilla' })).toHaveCount(0);
  await expect(page.getByRole('article').filter({ hasText: ', Cumilla' })).not.toHaveCount(0);

  // The URL alone gives the same list, in Bangla too.
  await page.goto('/products?district=cumilla&lang=bn');
  await expect(page.getByRole('article').filter({ hasText: here.productName })).toContainText('Kandirpar, কুমিল্লা');
});
