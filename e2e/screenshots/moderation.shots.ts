import { mkdirSync } from 'node:fs';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { demo, demoPassword } from '../fixtures/accounts.ts';
import { signInByApi, signInPage, type Account } from '../fixtures/data.ts';
import { expectInLanguage, expectNoOverflow, languages, useLanguage } from '../fixtures/language.ts';

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
let reportableId: string;

test.beforeAll(async () => {
  mkdirSync(dir, { recursive: true });
  const request = await playwrightRequest.newContext({ baseURL });
  admin = await signInByApi(request, demo.admin, demoPassword);
  farhana = await signInByApi(request, 'farhana.seller@phonehaat.test', demoPassword);
  buyer = await signInByApi(request, demo.otherBuyer, demoPassword);
  const mine = (await (await request.get('/api/myProducts', { headers: farhana.auth })).json()) as { _id: string; review?: { status: string } }[];
  rejectedId = mine.find((item) => item.review?.status === 'rejected')!._id;
  const [first] = (await (await request.get('/api/allProducts?q=OnePlus%2012R')).json()) as { _id: string }[];
  reportableId = first!._id;
  await request.dispose();
});

const loading = { en: 'Loading', bn: 'লোড হচ্ছে' };

async function settle(page: Page, language: 'en' | 'bn'): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status', { name: loading[language] })).toHaveCount(0);
  // A page's texts may still be loading just after a language switch: wait until none shows as its key.
  await expect(page.locator('body')).not.toContainText('⟦');
  await page.evaluate(async () => {
    window.scrollTo(0, document.body.scrollHeight);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    window.scrollTo(0, 0);
  });
}

const pages = [
  { who: 'admin', path: () => '/dashboard/reviewQueue', name: 'review-queue' },
  { who: 'admin', path: () => '/dashboard/reports', name: 'reports' },
  { who: 'seller', path: () => '/dashboard/myProducts', name: 'my-products-rejected' },
  { who: 'seller', path: () => `/products/${rejectedId}`, name: 'rejected-listing' },
  { who: 'buyer', path: () => '/dashboard/myReports', name: 'my-reports' },
  { who: 'buyer', path: () => `/products/${reportableId}`, name: 'report-dialog', dialog: true },
] as const;

for (const language of languages)
  for (const entry of pages) {
    test(`${entry.name} (${entry.who}, ${language})`, async ({ page, context }) => {
      await signInPage(page, entry.who === 'admin' ? admin : entry.who === 'seller' ? farhana : buyer);
      await useLanguage(context, baseURL, language);
      const file = (variant: string) => `${dir}/${entry.name}${language === 'en' ? '' : `-${language}`}-${variant}.png`;
      const open = async () => {
        await settle(page, language);
        if ('dialog' in entry) {
          await page.getByRole('button', { name: language === 'en' ? 'Report listing' : 'রিপোর্ট করুন' }).click();
          await page.getByRole('dialog').getByRole('radio').first().check();
        }
      };
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(entry.path());
      await open();
      await expectInLanguage(page, language);
      await page.screenshot({ path: file('1440'), fullPage: !('dialog' in entry) });

      await page.setViewportSize({ width: 360, height: 740 });
      await page.reload();
      await open();
      if (!('dialog' in entry)) await expectNoOverflow(page);
      await page.screenshot({ path: file('360'), fullPage: !('dialog' in entry) });
    });
  }
