import { mkdirSync } from 'node:fs';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { demo, demoPassword } from '../fixtures/accounts.ts';
import { signInByApi, type Account } from '../fixtures/data.ts';
import { loaded, shootEach, type Shot } from '../fixtures/shots.ts';

/**
 * Screenshots of the review queue and reports (issue 26) at 1440 px and 360 px, English and Bangla, on
 * the demo seed's moderation data (seed-demo-moderation.ts): both admin queues, the seller's rejected
 * listing, the report dialog and My Reports. They land in screenshots/moderation.
 */
const dir = `${process.env.SCREENSHOTS_DIR ?? '../screenshots'}/moderation`;
let admin: Account;
let farhana: Account;
let buyer: Account;
let rejectedId: string;
let rejectedName: string;
let reportableId: string;

test.beforeAll(async () => {
  mkdirSync(dir, { recursive: true });
  const request = await playwrightRequest.newContext({ baseURL });
  admin = await signInByApi(request, demo.admin, demoPassword);
  farhana = await signInByApi(request, 'farhana.seller@phonehaat.test', demoPassword);
  buyer = await signInByApi(request, demo.otherBuyer, demoPassword);
  const mine = (await (await request.get('/api/myProducts', { headers: farhana.auth })).json()) as {
    _id: string;
    productName: string;
    review?: { status: string };
  }[];
  const rejected = mine.find((item) => item.review?.status === 'rejected')!;
  rejectedId = rejected._id;
  rejectedName = rejected.productName;
  const [first] = (await (await request.get('/api/allProducts?q=OnePlus%2012R')).json()) as { _id: string }[];
  reportableId = first!._id;
  await request.dispose();
});

const shots: Shot[] = [
  { name: 'review-queue', path: () => '/dashboard/reviewQueue', ready: loaded, signedIn: () => admin },
  { name: 'reports', path: () => '/dashboard/reports', ready: loaded, signedIn: () => admin },
  { name: 'my-products-rejected', path: () => '/dashboard/myProducts', ready: loaded, signedIn: () => farhana },
  {
    // The seller fixing it: the edit dialog asks for a new verification photo with the listing's code.
    name: 'edit-rejected-dialog',
    path: () => '/dashboard/myProducts',
    ready: async (page) => {
      await loaded(page);
      await page
        .locator('tr, li')
        .filter({ hasText: rejectedName })
        .getByRole('button', { name: /Edit|সম্পাদনা/ })
        .click();
      await expect(page.getByRole('dialog').getByTestId('listing-code')).toBeVisible();
    },
    signedIn: () => farhana,
  },
  { name: 'rejected-listing', path: () => `/products/${rejectedId}`, ready: loaded, signedIn: () => farhana },
  { name: 'my-reports', path: () => '/dashboard/myReports', ready: loaded, signedIn: () => buyer },
  {
    name: 'report-dialog',
    path: () => `/products/${reportableId}`,
    ready: async (page) => {
      await loaded(page);
      await page.getByRole('button', { name: /^(Report listing|রিপোর্ট করুন)$/ }).click();
      await page.getByRole('dialog').getByRole('radio').first().check();
    },
    signedIn: () => buyer,
  },
];

shootEach(dir, shots);
