import { mkdirSync } from 'node:fs';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { demo, demoPassword } from '../fixtures/accounts.ts';
import { createAccount, createBooking, createListing, payForBooking, signInByApi, signInPage, type Account, type Booking } from '../fixtures/data.ts';
import { expectInLanguage, expectNoOverflow, languages, useLanguage } from '../fixtures/language.ts';

/**
 * Screenshots of the money and disputes pages (issue 24) at 1440 px and 360 px, English and Bangla, with
 * data made here through the API: a seller with money released, held, asked for and paid out; an open
 * dispute; the admin's overview over all of it. They land in screenshots/money.
 */
const dir = `${process.env.SCREENSHOTS_DIR ?? '../screenshots'}/money`;

async function handOver(request: APIRequestContext, booking: Booking, seller: Account): Promise<void> {
  await payForBooking(request, booking);
  const { handoverCode } = (await (await request.get(`/api/orders/${booking.id}`, { headers: booking.buyer.auth })).json()) as { handoverCode: string };
  expect((await request.post(`/api/orders/${booking.id}/handover-code`, { headers: seller.auth, data: { code: handoverCode, neirDeregistered: true } })).status()).toBe(200);
}

let seller: Account;
let admin: Account;

test.beforeAll(async () => {
  mkdirSync(dir, { recursive: true });
  const request = await playwrightRequest.newContext({ baseURL });
  admin = await signInByApi(request, demo.admin, demoPassword);
  seller = await createAccount(request, 'Seller', 'Karim');
  const buyer = await createAccount(request, 'User', 'Sadia');
  const sold = await createBooking(request, buyer, await createListing(request, seller, { productName: 'iPhone 13 128GB Midnight', selling: 62000 }));
  await handOver(request, sold, seller);
  expect((await request.post(`/api/orders/${sold.id}/received`, { headers: buyer.auth })).status()).toBe(200);
  const held = await createBooking(request, buyer, await createListing(request, seller, { productName: 'Galaxy S22 8/128GB Green', selling: 54000 }));
  await payForBooking(request, held);
  const paidOut = await request.post('/api/payouts', { headers: seller.auth, data: { amount: 2_000_000, account: { method: 'bkash', number: '01812345678' } } });
  const { _id: paidId } = (await paidOut.json()) as { _id: string };
  expect((await request.post(`/api/payouts/${paidId}/paid`, { headers: admin.auth, data: { reference: '9K7Q2XH1TB' } })).status()).toBe(200);
  const waiting = await request.post('/api/payouts', {
    headers: seller.auth,
    data: { amount: 1_500_000, account: { method: 'bank', name: 'Karim Uddin', number: '1051010012345', bank: 'Dutch-Bangla Bank', branch: 'Mirpur 10' } },
  });
  expect(waiting.status()).toBe(201);
  const disputed = await createBooking(request, buyer, await createListing(request, seller, { productName: 'Pixel 7 Pro 12/128GB Obsidian', selling: 48000 }));
  await handOver(request, disputed, seller);
  const reported = await request.post(`/api/orders/${disputed.id}/dispute`, {
    headers: buyer.auth,
    data: { reason: 'not_working', text: 'The phone restarts on its own every few minutes, and the seller said nothing of it at the meet-up.' },
  });
  expect(reported.status()).toBe(200);
  await request.dispose();
});

const pages = [
  { who: 'seller', path: '/dashboard/balance', name: 'balance' },
  { who: 'admin', path: '/dashboard/payouts', name: 'admin-payouts' },
  { who: 'admin', path: '/dashboard/disputes', name: 'disputes' },
  { who: 'admin', path: '/dashboard/overview', name: 'overview' },
] as const;
const loading = { en: 'Loading', bn: 'লোড হচ্ছে' };

/** Scrolls to the bottom and back, so that content-visibility has drawn every part before the picture. */
async function settle(page: Page, language: 'en' | 'bn'): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status', { name: loading[language] })).toHaveCount(0);
  await page.evaluate(async () => {
    window.scrollTo(0, document.body.scrollHeight);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    window.scrollTo(0, 0);
  });
}

for (const language of languages)
  for (const entry of pages) {
    test(`${entry.name} (${entry.who}, ${language})`, async ({ page, context }) => {
      await signInPage(page, entry.who === 'seller' ? seller : admin);
      await useLanguage(context, baseURL, language);
      const file = (variant: string) => `${dir}/${entry.name}${language === 'en' ? '' : `-${language}`}-${variant}.png`;
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(entry.path);
      await settle(page, language);
      await expectInLanguage(page, language);
      await page.screenshot({ path: file('1440'), fullPage: true });

      await page.setViewportSize({ width: 360, height: 740 });
      await page.reload();
      await settle(page, language);
      await expectNoOverflow(page);
      await page.screenshot({ path: file('360'), fullPage: true });
    });
  }
