import { once } from 'node:events';
import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import type { PriceGuide } from '@phonehaat/contract';
import { gradientPng } from '../dashboard/support.ts';
import { adminHeaders, createAccount, createListing, uniqueWord, type Account, type Listing } from '../fixtures/data.ts';
import { shootEach, type Shot } from '../fixtures/shots.ts';

/**
 * Issue 36 items 15–18 at 360 px and 1440 px, English and Bangla: the product page's guide against other
 * listings (and with too few of them), the booking dialog with a phone typed in Bangla digits, the header's
 * avatar from a sign-up photo, My Products with a listing waiting for review.
 */
const dir = `${process.env.SCREENSHOTS_DIR ?? '../screenshots'}/small-fixes`;

test.describe('issue 36 small fixes screenshots', () => {
  let seller: Account;
  let buyer: Account;
  let pictured: Account;
  let newSeller: Account;
  let lone: Listing;
  let compared: Listing;
  let photoHost: Server;

  test.beforeAll(async ({ request }) => {
    test.setTimeout(120_000);
    mkdirSync(dir, { recursive: true });
    seller = await createAccount(request, 'Seller', 'Nusrat');
    expect((await request.put(`/api/seller/${seller.id}`, { headers: await adminHeaders() })).status()).toBe(200);
    buyer = await createAccount(request, 'User', 'Arif');
    newSeller = await createAccount(request, 'Seller', 'Kamal');
    lone = await createListing(request, seller, { model: `Lone ${uniqueWord('m')}`, productName: 'Pixel 7 128GB Obsidian', selling: 62_000 });
    const model = `Compared ${uniqueWord('m')}`;
    compared = await createListing(request, seller, { model, productName: 'Galaxy S23 128GB Cream', selling: 62_000 });
    for (const selling of [54_000, 58_000, 60_000, 66_000]) await createListing(request, seller, { model, selling });
    await createListing(request, newSeller, { productName: 'Redmi Note 13 Pro 256GB', selling: 28_500, review: 'wait' });
    const kind = new URLSearchParams({ model, storageGb: '128', condition: 'good' });
    await expect
      .poll(async () => ((await (await request.get(`/api/price-guide?${kind}`)).json()) as PriceGuide).asking?.count ?? 0, { timeout: 60_000 })
      .toBe(5);

    // A sign-up with a photo on a loopback host (PROFILE_PHOTO_ALLOW_LOOPBACK in the test server).
    const png = gradientPng(240, 240);
    photoHost = createServer((_request, response) => response.writeHead(200, { 'content-type': 'image/png' }).end(png));
    photoHost.listen(0, '127.0.0.1');
    await once(photoHost, 'listening');
    const word = uniqueWord('farhana');
    const password = `pw-${word}`;
    const email = `${word}@e2e.test`;
    const signUp = await request.post('/api/auth/sign-up/email', {
      data: { name: 'Farhana Akter', email, password, image: `http://127.0.0.1:${(photoHost.address() as AddressInfo).port}/me.png` },
      headers: { origin: test.info().project.use.baseURL! },
    });
    expect(signUp.status(), await signUp.text()).toBe(200);
    const auth = { authorization: `Bearer ${signUp.headers()['set-auth-token']}` };
    expect(((await (await request.get('/api/users/me/photo', { headers: auth })).json()) as { photoURL: string | null }).photoURL).toMatch(/^\/uploads\//);
    pictured = { id: '', name: 'Farhana Akter', email, password, auth };
  });
  test.afterAll(() => new Promise((resolve) => photoHost.close(resolve)));

  const shots: Shot[] = [
    {
      name: 'product-guide-others',
      path: () => `/products/${compared.id}`,
      ready: (page) => expect(page.getByRole('region', { name: /Price guide|দামের ধারণা/ })).toContainText(/৳|TK/),
      signedIn: null,
    },
    {
      name: 'product-guide-too-few',
      path: () => `/products/${lone.id}`,
      ready: (page) => expect(page.getByRole('region', { name: /Price guide|দামের ধারণা/ })).toContainText(/3|৩/),
      signedIn: null,
    },
    {
      name: 'booking-bangla-digits-dialog',
      path: () => `/products/${compared.id}`,
      ready: async (page) => {
        await page.getByRole('button', { name: /^(buy now|এখনই কিনুন)$/ }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel(/Pick-up Location|দেখা করার জায়গা/).fill('মিরপুর ১০, ঢাকা');
        await dialog.getByLabel(/^(Phone|ফোন নম্বর)$/).fill('০১৭');
        await dialog.getByRole('button', { name: /^(Submit|জমা দিন)$/ }).click();
        await expect(dialog.getByText(/6 to 15 digits|৬ থেকে ১৫ অঙ্কের/)).toBeVisible();
        await dialog.getByLabel(/^(Phone|ফোন নম্বর)$/).fill('০১৭১১-২২৩৩৪৪');
        await dialog.getByLabel(/^(Phone|ফোন নম্বর)$/).scrollIntoViewIfNeeded();
      },
      signedIn: () => buyer,
    },
    {
      name: 'booking-phone-error-dialog',
      path: () => `/products/${compared.id}`,
      ready: async (page) => {
        await page.getByRole('button', { name: /^(buy now|এখনই কিনুন)$/ }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel(/^(Phone|ফোন নম্বর)$/).fill('০১৭');
        await dialog.getByRole('button', { name: /^(Submit|জমা দিন)$/ }).click();
        await expect(dialog.getByText(/6 to 15 digits|৬ থেকে ১৫ অঙ্কের/)).toBeVisible();
        await dialog.getByLabel(/^(Phone|ফোন নম্বর)$/).scrollIntoViewIfNeeded();
      },
      signedIn: () => buyer,
    },
    {
      name: 'header-avatar-dialog',
      path: () => '/',
      ready: async (page) => {
        const button = page.getByRole('banner').getByRole('button', { name: /^(Account|অ্যাকাউন্ট)/ });
        await expect(button.locator('img')).toHaveAttribute('src', /^\/uploads\//);
        await button.click();
        await expect(page.getByText(pictured.email)).toBeVisible();
      },
      signedIn: () => pictured,
    },
    {
      name: 'my-products-pending',
      path: () => '/dashboard/myProducts',
      ready: (page) => expect(page.getByText(/waiting for review|যাচাইয়ের অপেক্ষায়/).first()).toBeVisible(),
      signedIn: () => newSeller,
    },
  ];
  shootEach(dir, shots);
});
