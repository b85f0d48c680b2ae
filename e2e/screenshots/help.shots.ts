import { mkdirSync } from 'node:fs';
import { test } from '@playwright/test';
import { helpPageIds, helpPages } from '@phonehaat/contract';
import { createAccount, createBooking, createListing, type Account } from '../fixtures/data.ts';
import { shootEach, type Shot } from '../fixtures/shots.ts';

/**
 * The help and policy pages (issue 36 item 21) at 360 px and 1440 px, English and Bangla (`-bn`), each
 * whole page with the footer and its help links; and the payment page's buyer protection line. Files land
 * in screenshots/help (`npm run screenshots`).
 */
const dir = `${process.env.SCREENSHOTS_DIR ?? '../screenshots'}/help`;

const nothing = async () => undefined;

let buyer: Account;
let bookingId = '';

test.beforeAll(async ({ request }) => {
  mkdirSync(dir, { recursive: true });
  const seller = await createAccount(request, 'Seller', 'Nusrat');
  buyer = await createAccount(request, 'User', 'Mithila');
  const listing = await createListing(request, seller, { productName: 'Samsung Galaxy S21 FE 8/128GB', selling: 38000 });
  bookingId = (await createBooking(request, buyer, listing)).id;
});

const shots: Shot[] = [
  ...helpPageIds.map((page) => ({ name: page, path: () => helpPages[page], ready: nothing, signedIn: null })),
  { name: 'payment', path: () => `/dashboard/payment/${bookingId}`, ready: nothing, signedIn: () => buyer },
];

shootEach(dir, shots);
