import { mkdirSync } from 'node:fs';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { demo, demoPassword } from '../fixtures/accounts.ts';
import { createAccount, createBooking, createListing, payForBooking, signInByApi, type Account, type Listing } from '../fixtures/data.ts';
import { shootEach } from '../fixtures/shots.ts';

/**
 * Screenshots of issue 26's product page (specs, seller card, similar phones below), the edit listing
 * dialog with the phone details, and the order timeline with the NEIR line, at 1440 px and 360 px,
 * English and Bangla, with data made here through the API. They land in screenshots/product-page.
 */
const dir = `${process.env.SCREENSHOTS_DIR ?? '../screenshots'}/product-page`;

let seller: Account;
let buyer: Account;
let shown: Listing;
let orderId: string;

test.beforeAll(async () => {
  mkdirSync(dir, { recursive: true });
  const request = await playwrightRequest.newContext({ baseURL });
  const admin = await signInByApi(request, demo.admin, demoPassword);
  seller = await createAccount(request, 'Seller', 'Karim');
  buyer = await createAccount(request, 'User', 'Sadia');
  expect((await request.put(`/api/seller/${seller.id}`, { headers: admin.auth })).status()).toBe(200);
  shown = await createListing(request, seller, { productName: 'Galaxy S22 8/128GB Green', selling: 52_000 });
  for (const [name, selling] of [
    ['Galaxy S22 8/128GB Phantom Black', 49_500],
    ['Galaxy S22 8/256GB Pink Gold', 58_000],
    ['Galaxy S22 8/128GB White', 54_000],
  ] as const)
    await createListing(request, seller, { productName: name, selling });
  // A sale handed over with the NEIR confirmation and completed: the card counts it, the timeline shows it.
  const sold = await createBooking(request, buyer, await createListing(request, seller, { productName: 'Galaxy S22 8/128GB Graphite', selling: 50_000 }));
  await payForBooking(request, sold);
  const { handoverCode } = (await (await request.get(`/api/orders/${sold.id}`, { headers: buyer.auth })).json()) as { handoverCode: string };
  const handed = await request.post(`/api/orders/${sold.id}/handover-code`, { headers: seller.auth, data: { code: handoverCode, neirDeregistered: true } });
  expect(handed.status(), await handed.text()).toBe(200);
  expect((await request.post(`/api/orders/${sold.id}/received`, { headers: buyer.auth })).status()).toBe(200);
  orderId = sold.id;
  await request.dispose();
});

shootEach(dir, [
  {
    name: 'product-page',
    path: () => `/products/${shown.id}`,
    ready: async (page) => {
      await expect(page.getByRole('region', { name: /About the seller|বিক্রেতা সম্পর্কে/ })).toBeVisible();
      await page.locator('#similar-phones').scrollIntoViewIfNeeded();
      // Earlier runs' Galaxy S22s may be among them too (the database is kept between runs).
      await expect(page.getByRole('list', { name: /Similar phones|একই রকম ফোন/ }).getByRole('listitem').first()).toBeVisible();
    },
    signedIn: null,
  },
  {
    name: 'edit-listing-dialog',
    path: () => '/dashboard/myProducts',
    ready: async (page) => {
      // The row's second button (after Remove): Edit.
      await page.getByRole('row', { name: /Galaxy S22 8\/128GB Green/ }).getByRole('button').nth(1).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.getByRole('dialog').getByRole('radio').nth(1).scrollIntoViewIfNeeded();
    },
    signedIn: () => seller,
  },
  {
    name: 'order-timeline-neir',
    path: () => `/dashboard/orders/${orderId}`,
    ready: async (page) => {
      await expect(page.getByTestId('neir-confirmed')).toBeVisible();
    },
    signedIn: () => buyer,
  },
]);
