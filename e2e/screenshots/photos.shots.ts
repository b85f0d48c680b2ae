import { mkdirSync } from 'node:fs';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { demo, demoPassword } from '../fixtures/accounts.ts';
import { signInByApi, type Account } from '../fixtures/data.ts';
import { loaded, shootEach, type Shot } from '../fixtures/shots.ts';
import { gradientPng } from '../dashboard/support.ts';

/**
 * Screenshots of issue 26's photos (decision 0040) at 1440 px and 360 px, English and Bangla: Add Product
 * with three photos picked and the verification photo asked of a seller not yet verified, the product
 * page's gallery on its second photo, the edit dialog's photos and the review queue's verification
 * photo. They land in screenshots/photos.
 */
const dir = `${process.env.SCREENSHOTS_DIR ?? '../screenshots'}/photos`;
let admin: Account;
let kamal: Account;
let rahim: Account;
let galleryId: string;

test.beforeAll(async () => {
  mkdirSync(dir, { recursive: true });
  const request = await playwrightRequest.newContext({ baseURL });
  admin = await signInByApi(request, demo.admin, demoPassword);
  kamal = await signInByApi(request, demo.unverifiedSeller, demoPassword);
  rahim = await signInByApi(request, demo.verifiedSeller, demoPassword);
  const list = (await (await request.get('/api/allProducts?limit=60')).json()) as { _id: string }[];
  for (const item of list) {
    const photos = ((await (await request.get(`/api/products/${item._id}`)).json()) as { photos: unknown[] }).photos;
    if (photos.length === 4) {
      galleryId = item._id;
      break;
    }
  }
  await request.dispose();
});

const png = (name: string, hue: number) => ({ name, mimeType: 'image/png', buffer: gradientPng(240 + hue, 160) });

const shots: Shot[] = [
  {
    name: 'add-product-photos',
    path: () => '/dashboard/addProducts',
    ready: async (page) => {
      await loaded(page);
      await page.locator('input[type=file][multiple]').setInputFiles([png('front.png', 0), png('back.png', 1), png('side.png', 2)]);
      await expect(page.getByTestId('picked-photo')).toHaveCount(3);
    },
    signedIn: () => kamal,
  },
  {
    name: 'product-gallery',
    path: () => `/products/${galleryId}`,
    ready: async (page) => {
      await page.getByRole('button', { name: /Next photo|পরের ছবি/ }).click();
      // The smooth scroll has settled when the second photo is the only one not hidden.
      await expect(page.getByTestId('gallery-position')).toHaveText(/Photo 2 of 4|৪টির মধ্যে ২ নম্বর ছবি/);
      await expect(page.getByTestId('gallery-track')).toHaveJSProperty('scrollLeft', await page.getByTestId('gallery-track').evaluate((track) => track.clientWidth));
    },
    signedIn: null,
  },
  {
    name: 'edit-listing-photos-dialog',
    path: () => '/dashboard/myProducts',
    ready: async (page) => {
      await loaded(page);
      await page.getByRole('button', { name: /Edit|সম্পাদনা/ }).first().click();
      await expect(page.getByRole('dialog').getByTestId('picked-photo').first()).toBeVisible();
    },
    signedIn: () => rahim,
  },
  { name: 'review-queue-verification', path: () => '/dashboard/reviewQueue', ready: loaded, signedIn: () => admin },
];

shootEach(dir, shots);
