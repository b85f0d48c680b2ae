import { errorCodes, imeiMessages, MAX_IMEI_COLLISIONS, MAX_REPORTS_PER_DAY, moderationMessages } from '@phonehaat/contract';
import { createAccount, createListing, randomImei, signInPage } from '../fixtures/data.ts';
import { expect, test } from '../fixtures/test.ts';

/** Issue 36 items 4–6 in the browser (decision 0052): edits back to review, the report limit, IMEI probing. */

// Each test makes a dozen listings or walks two languages (about 20 s alone, more beside other runs).
test.slow();

test("an unverified seller's material edit waits for review, and the seller is told why", async ({ page, request, seller, listing }) => {
  await signInPage(page, seller);
  await page.goto('/dashboard/myProducts');
  const row = page.getByRole('table', { name: 'My Products' }).getByRole('row').filter({ hasText: listing.productName });
  await expect(row.getByText('Waiting for review')).toHaveCount(0);

  await row.getByRole('button', { name: `Edit ${listing.productName}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${listing.productName}` });
  await edit.getByLabel('Product Details').fill('SCAM: pay bKash 01700000000 advance');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText(moderationMessages.editAwaitsReview)).toBeVisible();
  await expect(row.getByText('Waiting for review', { exact: true })).toBeVisible();
  await expect(row.getByText('You changed its text, price or photos.', { exact: false })).toBeVisible();
  expect((await request.get(`/api/products/${listing.id}`)).status()).toBe(404);

  // The same in Bangla.
  await page.goto('/dashboard/myProducts?lang=bn');
  const banglaRow = page.getByRole('table', { name: 'আমার বিজ্ঞাপন' }).getByRole('row').filter({ hasText: listing.productName });
  await expect(banglaRow.getByRole('status').getByText('যাচাইয়ের অপেক্ষায়')).toBeVisible();
  await expect(banglaRow.getByText('আপনি এর লেখা, দাম বা ছবি বদলেছেন।', { exact: false })).toBeVisible();
});

test(`a reporter past ${MAX_REPORTS_PER_DAY} reports a day sees why the next is refused`, async ({ page, request, seller, buyer }) => {
  const listings = [];
  for (let index = 0; index <= MAX_REPORTS_PER_DAY; index += 1) listings.push(await createListing(request, seller));
  for (const reported of listings.slice(0, MAX_REPORTS_PER_DAY)) {
    const sent = await request.post(`/api/products/${reported.id}/reports`, { headers: buyer.auth, data: { reason: 'wrong_price' } });
    expect(sent.status(), await sent.text()).toBe(201);
  }
  const last = listings[MAX_REPORTS_PER_DAY]!;
  await signInPage(page, buyer);
  await page.goto(`/products/${last.id}`);
  await page.getByRole('button', { name: 'Report listing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this listing' });
  await dialog.getByLabel('Scam').check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('Report limit reached');
  await expect(alert).toContainText(moderationMessages.reportLimit);
  await expect(dialog.getByRole('button', { name: 'Send report' })).toBeDisabled();
  expect((await request.get(`/api/products/${last.id}`)).status()).toBe(200);
});

test(`a seller who meets ${MAX_IMEI_COLLISIONS} live IMEIs is paused and flagged on the admins' IMEI page`, async ({ page, request, seller, admin }) => {
  const imei = randomImei();
  await createListing(request, seller, { imei });
  const prober = await createAccount(request, 'Seller', 'Prober');
  for (let attempt = 0; attempt < MAX_IMEI_COLLISIONS; attempt += 1) {
    const refused = await request.post('/api/allProducts', { headers: prober.auth, data: await listingBody(request, imei) });
    expect(refused.status()).toBe(409);
  }
  const paused = await request.post('/api/allProducts', { headers: prober.auth, data: await listingBody(request, randomImei()) });
  expect(paused.status()).toBe(429);
  expect(await paused.json()).toMatchObject({ code: errorCodes.imeiAttemptsLimited, message: imeiMessages.attemptsLimited });

  await signInPage(page, admin);
  await page.goto('/dashboard/imeiCollisions');
  await expect(page.getByRole('heading', { level: 1, name: 'IMEI Collisions' })).toBeVisible();
  const rows = page.getByRole('listitem').filter({ hasText: `Tried by ${prober.name}` });
  await expect(rows).toHaveCount(MAX_IMEI_COLLISIONS);
  await expect(rows.first().getByText(`${MAX_IMEI_COLLISIONS} collisions in 24 hours`)).toBeVisible();
  await expect(rows.first().getByText('Listing paused')).toBeVisible();
  await expect(rows.first().getByText(`IMEI ending ${imei.slice(-4)}`)).toBeVisible();
});

/** A POST /allProducts body with this IMEI, photo and brand borrowed from the catalogue. */
async function listingBody(request: Parameters<typeof createListing>[0], imei: string) {
  const [category] = (await (await request.get('/api/productsCategories')).json()) as { _id: string }[];
  const [sample] = (await (await request.get('/api/allProducts?limit=1')).json()) as { image: string }[];
  return {
    productName: `Probe ${imei}`,
    details: 'Probing',
    location: 'Sylhet',
    selling: 30000,
    brand: category!._id,
    image: sample!.image,
    purchase: 50000,
    usingYears: 2,
    postDate: '2025-02-01',
    model: 'Galaxy S22',
    storageGb: 128,
    colour: 'Green',
    condition: 'good',
    variant: 'official',
    imei,
    district: 'sylhet',
    area: 'Zindabazar',
    verificationPhoto: '/demo/phones/verification-oppo-a78-8-128-green.webp',
  };
}
