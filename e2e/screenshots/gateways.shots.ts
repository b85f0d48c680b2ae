import { mkdirSync } from 'node:fs';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { demo, demoPassword } from '../fixtures/accounts.ts';
import { createAccount, createBooking, createListing, signInByApi, type Account, type Booking } from '../fixtures/data.ts';
import { loaded, shootEach, type Shot } from '../fixtures/shots.ts';

/**
 * Screenshots of issue 25's pages at 1440 px and 360 px, English and Bangla: the payment page's method
 * choice, the simulated bKash page, the simulated SSLCommerz picker and the admin's reconciliation, with
 * gateway payments made here through the API (paid, and one refunded because the phone sold first).
 * They land in screenshots/gateways.
 */
const dir = `${process.env.SCREENSHOTS_DIR ?? '../screenshots'}/gateways`;

async function checkout(request: APIRequestContext, booking: Booking, method: 'bkash' | 'sslcommerz'): Promise<string> {
  const response = await request.post('/api/payments/checkout', { headers: booking.buyer.auth, data: { bookingId: booking.id, method } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { redirectUrl: string }).redirectUrl;
}

/** Pays through the simulated gateway's page API and follows the redirect back, as the browser would. */
async function payThrough(request: APIRequestContext, booking: Booking, method: 'bkash' | 'sslcommerz'): Promise<void> {
  const page = (await checkout(request, booking, method)).replace('/test-gateway/', '/api/payments/test-gateway/');
  const data = method === 'bkash' ? { action: 'pay', wallet: '01770618575', otp: '123456', pin: '12121' } : { outcome: 'pay', method: 'nagad' };
  const answered = await request.post(page, { data });
  expect(answered.status()).toBe(200);
  const back = await request.get(((await answered.json()) as { redirectUrl: string }).redirectUrl, { maxRedirects: 0 });
  expect(back.status()).toBe(303);
}

let buyer: Account;
let admin: Account;
let open: Booking;
let bkashPage: string;
let sslPage: string;

test.beforeAll(async () => {
  mkdirSync(dir, { recursive: true });
  const request = await playwrightRequest.newContext({ baseURL });
  admin = await signInByApi(request, demo.admin, demoPassword);
  const seller = await createAccount(request, 'Seller', 'Karim');
  buyer = await createAccount(request, 'User', 'Sadia');
  const other = await createAccount(request, 'User', 'Rafiq');
  const paidByBkash = await createListing(request, seller, { productName: 'iPhone 13 128GB Midnight', selling: 62000 });
  await payThrough(request, await createBooking(request, buyer, paidByBkash), 'bkash');
  const contested = await createListing(request, seller, { productName: 'Galaxy S22 8/128GB Green', selling: 54000 });
  const first = await createBooking(request, buyer, contested);
  const second = await createBooking(request, other, contested);
  const secondPage = await checkout(request, second, 'sslcommerz');
  await payThrough(request, first, 'sslcommerz');
  // The second buyer pays after the phone sold: recorded nothing, refunded.
  const late = await request.post(secondPage.replace('/test-gateway/', '/api/payments/test-gateway/'), { data: { outcome: 'pay', method: 'bkash' } });
  expect(late.status()).toBe(200);
  open = await createBooking(request, buyer, await createListing(request, seller, { productName: 'Pixel 7 Pro 12/128GB Obsidian', selling: 48000 }));
  bkashPage = await checkout(request, open, 'bkash');
  sslPage = await checkout(request, open, 'sslcommerz');
  await request.dispose();
});

const shots: Shot[] = [
  { name: 'payment-choices', path: () => `/dashboard/payment/${open.id}`, ready: loaded, signedIn: () => buyer },
  { name: 'bkash-test-page', path: () => bkashPage, ready: loaded, signedIn: () => buyer },
  { name: 'sslcommerz-test-page', path: () => sslPage, ready: loaded, signedIn: () => buyer },
  { name: 'reconciliation', path: () => '/dashboard/reconciliation', ready: loaded, signedIn: () => admin },
];

shootEach(dir, shots);
