import { createListing, signInPage } from '../fixtures/data.ts';
import { expect, test } from '../fixtures/test.ts';

// Issue 26 item 9 and item 1's remainder: the product page's specs, the condition's definition, the
// seller card and similar phones; the edit dialog changes the condition and the page shows it.

test('the product page shows specs, the condition defined, the seller card and similar phones', async ({ page, request, seller, admin }) => {
  test.setTimeout(90_000);
  // A verified seller's listings go live at once (decision 0037).
  expect((await request.put(`/api/seller/${seller.id}`, { headers: admin.auth })).status()).toBe(200);
  const shown = await createListing(request, seller, { selling: 40_000 });
  const close = await createListing(request, seller, { selling: 42_000 });
  const tooDear = await createListing(request, seller, { selling: 80_000 });

  await page.goto(`/products/${shown.id}`);
  const specs = page.getByRole('region', { name: 'Specifications' });
  await expect(specs.getByRole('row', { name: 'Model Galaxy S22' })).toBeVisible();
  await expect(specs.getByRole('row', { name: /Condition Good — Light scratches or small scuffs/ })).toBeVisible();
  await expect(specs.getByRole('row', { name: /Storage 128 GB/ })).toBeVisible();

  const card = page.getByRole('region', { name: 'About the seller' });
  await expect(card).toContainText(seller.name);
  await expect(card.getByRole('img', { name: 'Verified seller' })).toBeVisible();
  await expect(card.getByTestId('seller-card-sales')).toHaveText('0 completed sales');
  await expect(card).toContainText('Member since');
  await expect(card.getByRole('link', { name: "See the seller's page and reviews" })).toHaveAttribute('href', `/sellers/${seller.id}`);

  // Similar phones load once scrolled near: the same model at a close price, not this one, not the dear one.
  const similar = page.getByRole('list', { name: 'Similar phones' });
  await page.getByRole('heading', { name: 'Similar phones' }).scrollIntoViewIfNeeded();
  await expect(similar.getByText(close.productName)).toBeVisible();
  await expect(similar.getByText(shown.productName)).toHaveCount(0);
  await expect(similar.getByText(tooDear.productName)).toHaveCount(0);
  // The share link stays.
  await expect(page.getByRole('button', { name: /Copy link|Share/ }).first()).toBeVisible();
});

test("the edit dialog changes the phone's condition, and the product page shows it", async ({ page, request, seller, admin }) => {
  test.setTimeout(90_000);
  expect((await request.put(`/api/seller/${seller.id}`, { headers: admin.auth })).status()).toBe(200);
  const listing = await createListing(request, seller);
  await signInPage(page, seller);
  await page.goto('/dashboard/myProducts');
  await page.getByRole('button', { name: `Edit ${listing.productName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${listing.productName}` });
  await expect(dialog.getByLabel('Colour')).toHaveValue('Green');
  await expect(dialog.getByRole('radio', { name: /^Good/ })).toBeChecked();
  await dialog.getByRole('radio', { name: /^Excellent/ }).check();
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();

  await page.goto(`/products/${listing.id}`);
  const specs = page.getByRole('region', { name: 'Specifications' });
  await expect(specs.getByRole('row', { name: /Condition Excellent — A few hairline scratches/ })).toBeVisible();
});
