import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { createAccount, createBooking, createListing, payForBooking, type Account, type Booking } from '../fixtures/data.ts';
import { untilTransitionsEnd } from '../fixtures/language.ts';
import { loaded, shootEach, type Shot } from '../fixtures/shots.ts';

/**
 * Issue 38 §4's account page at 1440 px and 360 px, English and Bangla: a buyer with a verified phone and
 * two sellers' ratings; a seller whose open order and money stop the deletion; the deletion's dialog with
 * the word typed. Data is made through the real API (`npm run screenshots`; files land in screenshots/account).
 */
const dir = `${process.env.SCREENSHOTS_DIR ?? '../screenshots'}/account`;

const act = async (request: APIRequestContext, account: Account, orderId: string, action: string, data: object = {}) => {
  const response = await request.post(`/api/orders/${orderId}/${action}`, { headers: account.auth, data });
  expect(response.status(), await response.text()).toBe(200);
};
const codeOf = async (request: APIRequestContext, booking: Booking) =>
  ((await (await request.get(`/api/orders/${booking.id}`, { headers: booking.buyer.auth })).json()) as { handoverCode: string })
    .handoverCode;

/** A phone of `seller`'s bought by `buyer`, handed over and received; the seller rates the buyer. */
async function ratedPurchase(
  request: APIRequestContext,
  buyer: Account,
  seller: Account,
  productName: string,
  rating: number,
  text?: string,
) {
  const listing = await createListing(request, seller, { productName, selling: 42000, location: 'Dhanmondi, Dhaka' });
  const booking = await createBooking(request, buyer, listing);
  await act(request, seller, booking.id, 'accept');
  await payForBooking(request, booking);
  await act(request, seller, booking.id, 'handover-code', { neirDeregistered: true, code: await codeOf(request, booking) });
  await act(request, buyer, booking.id, 'received');
  const review = await request.post(`/api/orders/${booking.id}/review`, {
    headers: seller.auth,
    data: { rating, ...(text && { text }) },
  });
  expect(review.status(), await review.text()).toBe(201);
}

/** Verifies a mobile number for `account` with the code the demo SMS mailbox received. */
async function verifyPhone(request: APIRequestContext, account: Account): Promise<void> {
  const local = `0171${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  // The request context carries a session cookie: Better Auth asks such a call where it comes from.
  const headers = { ...account.auth, origin: baseURL };
  const sent = await request.post('/api/auth/phone-number/send-otp', { headers, data: { phoneNumber: local } });
  expect(sent.status(), await sent.text()).toBe(200);
  let code: string | undefined;
  await expect
    .poll(async () => {
      const answer = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(`+88${local}`)}`);
      const { messages } = (await answer.json()) as { messages: { text: string }[] };
      code = messages.map((message) => /code: (\d{6})/.exec(message.text)?.[1]).find(Boolean);
      return code;
    })
    .toBeTruthy();
  const verified = await request.post('/api/auth/phone-number/verify', { headers, data: { phoneNumber: local, code } });
  expect(verified.status(), await verified.text()).toBe(200);
}

let buyer: Account;
let seller: Account;

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  mkdirSync(dir, { recursive: true });
  seller = await createAccount(request, 'Seller', 'Rahim');
  const otherSeller = await createAccount(request, 'Seller', 'Karim');
  buyer = await createAccount(request, 'User', 'Sadia');
  await ratedPurchase(
    request,
    buyer,
    seller,
    'iPhone 13 128GB Midnight',
    5,
    'Came to Dhanmondi 27 on time and paid at once. A pleasure to deal with.',
  );
  await ratedPurchase(request, buyer, otherSeller, 'Samsung Galaxy S21 FE', 4);
  await verifyPhone(request, buyer);
  // The seller's deletion waits for an open order and the money of the sale above.
  const open = await createListing(request, seller, {
    productName: 'Pixel 7 Obsidian',
    selling: 38000,
    location: 'Gulshan, Dhaka',
  });
  await createBooking(request, await createAccount(request, 'User', 'Nusrat'), open);
});

async function accountLoaded(page: Page) {
  await loaded(page);
  await expect(page.getByTestId('rating-as-buyer').first().or(page.getByRole('note').first())).toBeVisible();
}

async function dialogOpen(page: Page) {
  await accountLoaded(page);
  const isBangla = (await page.locator('html').getAttribute('lang')) === 'bn';
  await page.getByRole('button', { name: isBangla ? 'আমার অ্যাকাউন্ট মুছে ফেলুন' : 'Delete my account' }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('textbox')
    .fill(isBangla ? 'মুছুন' : 'DELETE');
  // The modal slides in: captured once it has.
  await untilTransitionsEnd(page);
}

const shots: Shot[] = [
  { name: 'account', path: () => '/dashboard/account', ready: accountLoaded, signedIn: () => buyer },
  { name: 'account-blocked', path: () => '/dashboard/account', ready: accountLoaded, signedIn: () => seller },
  { name: 'account-delete-dialog', path: () => '/dashboard/account', ready: dialogOpen, signedIn: () => buyer },
];

shootEach(dir, shots);
