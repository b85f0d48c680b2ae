import { mkdirSync } from 'node:fs';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { MAX_IMEI_COLLISIONS, MAX_REPORTS_PER_DAY } from '@phonehaat/contract';
import { baseURL } from '../playwright.config.ts';
import { demo, demoPassword } from '../fixtures/accounts.ts';
import { createAccount, createListing, randomImei, signInByApi, type Account } from '../fixtures/data.ts';
import { loaded, shootEach, type Shot } from '../fixtures/shots.ts';

/**
 * Screenshots of issue 36's moderation limits (decision 0052) at 1440 px and 360 px, English and Bangla,
 * on data made here: My Products with a listing an unverified seller's edit sent back to review, the
 * report dialog refusing an eleventh report, and the admins' IMEI collisions with a flagged prober.
 */
const dir = `${process.env.SCREENSHOTS_DIR ?? '../screenshots'}/abuse-limits`;
let admin: Account;
let seller: Account;
let reporter: Account;
let lastId: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  mkdirSync(dir, { recursive: true });
  const request = await playwrightRequest.newContext({ baseURL });
  admin = await signInByApi(request, demo.admin, demoPassword);
  seller = await createAccount(request, 'Seller', 'ShotSeller');
  const edited = await createListing(request, seller, { productName: 'Galaxy A15 Edited' });
  await createListing(request, seller, { productName: 'Redmi Note 13 Live' });
  const patched = await request.patch(`/api/products/${edited.id}`, { headers: seller.auth, data: { details: 'Price cut, new photos coming' } });
  expect(patched.status()).toBe(200);

  // The reported and probed phones are another seller's, so that My Products above shows two listings.
  const other = await createAccount(request, 'Seller', 'OtherSeller');
  reporter = await createAccount(request, 'User', 'ShotReporter');
  for (let index = 0; index <= MAX_REPORTS_PER_DAY; index += 1) {
    const listing = await createListing(request, other, { productName: `Reported Phone ${index}` });
    if (index < MAX_REPORTS_PER_DAY)
      expect((await request.post(`/api/products/${listing.id}/reports`, { headers: reporter.auth, data: { reason: 'scam' } })).status()).toBe(201);
    else lastId = listing.id;
  }

  const imei = randomImei();
  const taken = await createListing(request, other, { productName: 'iPhone 13 Probed', imei });
  const prober = await createAccount(request, 'Seller', 'Prober');
  const sample = (await (await request.get(`/api/products/${taken.id}`)).json()) as { brand: string; image: string };
  for (let attempt = 0; attempt < MAX_IMEI_COLLISIONS; attempt += 1) {
    const refused = await request.post('/api/allProducts', {
      headers: prober.auth,
      data: {
        productName: 'iPhone 13 again',
        details: 'Probe',
        location: 'Sylhet',
        selling: 30000,
        brand: sample.brand,
        image: sample.image,
        purchase: 50000,
        usingYears: 2,
        postDate: '2025-02-01',
        model: 'iPhone 13',
        storageGb: 128,
        colour: 'Blue',
        condition: 'good',
        variant: 'official',
        imei,
        district: 'sylhet',
        area: 'Zindabazar',
        verificationPhoto: '/demo/phones/verification-oppo-a78-8-128-green.webp',
      },
    });
    expect(refused.status()).toBe(409);
  }
  await request.dispose();
});

const shots: Shot[] = [
  { name: 'my-products-edit-review', path: () => '/dashboard/myProducts', ready: loaded, signedIn: () => seller },
  {
    name: 'report-limit-dialog',
    path: () => `/products/${lastId}`,
    ready: async (page) => {
      await loaded(page);
      await page.getByRole('button', { name: /^(Report listing|রিপোর্ট করুন)$/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('radio').nth(3).check();
      await dialog.getByRole('button', { name: /^(Send report|রিপোর্ট পাঠান)$/ }).click();
      await expect(dialog.getByRole('alert')).toBeVisible();
      await dialog.getByRole('alert').scrollIntoViewIfNeeded();
    },
    signedIn: () => reporter,
  },
  { name: 'imei-collisions', path: () => '/dashboard/imeiCollisions', ready: loaded, signedIn: () => admin },
];

shootEach(dir, shots);
