import { mkdirSync } from 'node:fs';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { demo, demoPassword } from '../fixtures/accounts.ts';
import { createAccount, createBooking, createListing, payForBooking, signInByApi, type Account, type Booking } from '../fixtures/data.ts';
import { loaded, shootEach, type Shot } from '../fixtures/shots.ts';

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

const shots: Shot[] = [
  { name: 'balance', path: () => '/dashboard/balance', ready: loaded, signedIn: () => seller },
  { name: 'admin-payouts', path: () => '/dashboard/payouts', ready: loaded, signedIn: () => admin },
  { name: 'disputes', path: () => '/dashboard/disputes', ready: loaded, signedIn: () => admin },
  { name: 'overview', path: () => '/dashboard/overview', ready: loaded, signedIn: () => admin },
];

shootEach(dir, shots);
