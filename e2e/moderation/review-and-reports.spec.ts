import type { Browser } from '@playwright/test';
import { createAccount, createListing, signInPage, type Account } from '../fixtures/data.ts';
import { expect, test } from '../fixtures/test.ts';
import { waitingForTheApp } from '../fixtures/app-ready.ts';

/** Issue 26 items 7 and 8 in the browser: the review queue and reports (decision 0037). */

// Each test walks three people through several pages (about 15 s alone, twice that beside other runs).
test.slow();

/** A page of its own signed in as `account` (one person per browser context, as in life). */
async function pageAs(browser: Browser, account: Account) {
  const page = waitingForTheApp(await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage());
  await signInPage(page, account);
  return page;
}

test("an unverified seller's listing waits until an admin approves it", async ({ browser, page, request, seller, admin }) => {
  const listing = await createListing(request, seller, { productName: `Review Pixel ${Date.now()}`, review: 'wait' });

  // Not public: not in the list, and its page is not found for anyone else.
  await page.goto(`/products?q=${encodeURIComponent(listing.productName)}`);
  await expect(page.getByText(listing.productName)).toHaveCount(0);
  await page.goto(`/products/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(listing.productName);

  // Its seller sees it waiting, in My Products and on its page.
  const sellerPage = waitingForTheApp(await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage());
  await signInPage(sellerPage, seller);
  await sellerPage.goto('/dashboard/myProducts');
  const row = sellerPage.getByRole('row').filter({ hasText: listing.productName });
  await expect(row.getByText('Waiting for review')).toBeVisible();
  await sellerPage.goto(`/products/${listing.id}`);
  await expect(sellerPage.getByRole('heading', { level: 1 })).toHaveText(listing.productName);
  await expect(sellerPage.getByRole('status').filter({ hasText: 'Waiting for review' })).toBeVisible();

  // The admin approves it from the review queue.
  await signInPage(page, admin);
  await page.goto('/dashboard/reviewQueue');
  const card = page.getByRole('article', { name: listing.productName });
  await expect(card.getByText(seller.email)).toBeVisible();
  // Listed by a seller not yet verified, it came with the verification photo the admin looks at (decision 0040).
  await expect(card.getByRole('img', { name: 'Verification photo' })).toBeVisible();
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Listing approved: it is on sale now')).toBeVisible();
  await expect(card).toHaveCount(0);

  // Now public.
  const anonymous = waitingForTheApp(await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage());
  await anonymous.goto(`/products/${listing.id}`);
  await expect(anonymous.getByRole('heading', { level: 1 })).toHaveText(listing.productName);
  await sellerPage.goto('/dashboard/myProducts');
  await expect(sellerPage.getByRole('row').filter({ hasText: listing.productName }).getByText('Waiting for review')).toHaveCount(0);
});

test('an admin rejects a listing with a reason; the seller sees it and fixes it by editing', async ({ browser, page, request, seller, admin }) => {
  const listing = await createListing(request, seller, { productName: `Reject Galaxy ${Date.now()}`, review: 'wait' });
  await signInPage(page, admin);
  await page.goto('/dashboard/reviewQueue');
  const card = page.getByRole('article', { name: listing.productName });
  await card.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject' });
  await dialog.getByRole('button', { name: 'Reject listing' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Say what the seller must fix');
  await dialog.getByLabel('Reason the seller sees').fill('The photo shows a different phone');
  await dialog.getByRole('button', { name: 'Reject listing' }).click();
  await expect(page.getByText('Listing rejected: the seller sees your reason')).toBeVisible();

  const seen = await request.get('/api/myProducts', { headers: seller.auth });
  const mine = ((await seen.json()) as { _id: string; review?: { status: string; reason: string | null } }[]).find((item) => item._id === listing.id);
  expect(mine?.review).toEqual({ status: 'rejected', reason: 'The photo shows a different phone' });
  const sellerPage = await pageAs(browser, seller);
  await sellerPage.goto('/dashboard/myProducts');
  await expect(sellerPage.getByRole('row').filter({ hasText: listing.productName }).getByText("Admin's reason: The photo shows a different phone")).toBeVisible();
  const fixed = await request.patch(`/api/products/${listing.id}`, { headers: seller.auth, data: { details: 'A new photo of this very phone' } });
  expect(fixed.status()).toBe(200);
  await sellerPage.reload();
  await expect(sellerPage.getByRole('row').filter({ hasText: listing.productName }).getByText('Waiting for review')).toBeVisible();
});

test('a buyer reports a listing and the admin sees it in the reports queue, then dismisses it', async ({ browser, page, request, listing, buyer, admin }) => {
  await signInPage(page, buyer);
  await page.goto(`/products/${listing.id}`);
  await page.getByRole('button', { name: 'Report listing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this listing' });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose a reason');
  await dialog.getByLabel('Something else').check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Tell us what is wrong');
  await dialog.getByLabel('Stolen phone').check();
  await dialog.getByLabel('What is wrong (optional)').fill('<b>Snatched</b> at Farmgate last week');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Report sent: an admin will look at it')).toBeVisible();
  await expect(page.getByText('You reported this listing: Waiting for an admin')).toBeVisible();

  // Two more people report it. All three accounts are minutes old: their reports wait for an admin
  // without hiding the listing (decision 0052; three week-old accounts would hide it, as the API tests show).
  for (const label of ['Second', 'Third']) {
    const other = await createAccount(request, 'User', label);
    expect((await request.post(`/api/products/${listing.id}/reports`, { headers: other.auth, data: { reason: 'scam' } })).status()).toBe(201);
  }
  expect((await request.get(`/api/products/${listing.id}`)).status()).toBe(200);

  const adminPage = await pageAs(browser, admin);
  await adminPage.goto('/dashboard/reports');
  const card = adminPage.getByRole('article', { name: listing.productName });
  await expect(card.getByText('Still on sale', { exact: true })).toBeVisible();
  await expect(card.getByText('3 open reports')).toBeVisible();
  // Hostile text stays text.
  await expect(card.getByText('<b>Snatched</b> at Farmgate last week')).toBeVisible();
  await card.getByRole('button', { name: 'Dismiss reports' }).click();
  await expect(adminPage.getByText('Reports dismissed: the listing shows again')).toBeVisible();
  await expect(card).toHaveCount(0);
  expect((await request.get(`/api/products/${listing.id}`)).status()).toBe(200);

  // The reporter sees the outcome.
  await page.goto('/dashboard/myReports');
  await expect(page.getByRole('listitem').filter({ hasText: listing.productName }).getByText('Checked: the listing stays')).toBeVisible();
});
