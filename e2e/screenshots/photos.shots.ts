import { mkdirSync } from 'node:fs';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { demo, demoPassword } from '../fixtures/accounts.ts';
import { signInByApi, signInPage, type Account } from '../fixtures/data.ts';
import { expectInLanguage, expectNoOverflow, languages, useLanguage } from '../fixtures/language.ts';
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

const loading = { en: 'Loading', bn: 'লোড হচ্ছে' };

async function settle(page: Page, language: 'en' | 'bn'): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status', { name: loading[language] })).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText('⟦');
}

const png = (name: string, hue: number) => ({ name, mimeType: 'image/png', buffer: gradientPng(240 + hue, 160) });

const pages = [
  {
    who: 'kamal',
    path: () => '/dashboard/addProducts',
    name: 'add-product-photos',
    open: async (page: Page) => {
      await page.locator('input[type=file][multiple]').setInputFiles([png('front.png', 0), png('back.png', 1), png('side.png', 2)]);
      await expect(page.getByTestId('picked-photo')).toHaveCount(3);
    },
    fullPage: true,
  },
  {
    who: 'anyone',
    path: () => `/products/${galleryId}`,
    name: 'product-gallery',
    open: async (page: Page) => {
      await page.getByRole('button', { name: /Next photo|পরের ছবি/ }).click();
      // The smooth scroll has settled when the second photo is the only one not hidden.
      await expect(page.getByTestId('gallery-position')).toHaveText(/Photo 2 of 4|৪টির মধ্যে ২ নম্বর ছবি/);
      await expect(page.getByTestId('gallery-track')).toHaveJSProperty('scrollLeft', await page.getByTestId('gallery-track').evaluate((track) => track.clientWidth));
    },
    fullPage: false,
  },
  {
    who: 'rahim',
    path: () => '/dashboard/myProducts',
    name: 'edit-listing-photos',
    open: async (page: Page) => {
      await page.getByRole('button', { name: /Edit|সম্পাদনা/ }).first().click();
      await expect(page.getByRole('dialog').getByTestId('picked-photo').first()).toBeVisible();
    },
    fullPage: false,
  },
  { who: 'admin', path: () => '/dashboard/reviewQueue', name: 'review-queue-verification', open: async () => {}, fullPage: true },
] as const;

for (const language of languages)
  for (const entry of pages) {
    test(`${entry.name} (${entry.who}, ${language})`, async ({ page, context }) => {
      if (entry.who !== 'anyone') await signInPage(page, entry.who === 'admin' ? admin : entry.who === 'kamal' ? kamal : rahim);
      await useLanguage(context, baseURL, language);
      const file = (variant: string) => `${dir}/${entry.name}${language === 'en' ? '' : `-${language}`}-${variant}.png`;
      for (const [width, height] of [
        [1440, 900],
        [360, 740],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.goto(entry.path());
        await settle(page, language);
        await entry.open(page);
        await expectInLanguage(page, language);
        if (entry.fullPage) await expectNoOverflow(page);
        await page.screenshot({ path: file(String(width)), fullPage: entry.fullPage });
      }
    });
  }
