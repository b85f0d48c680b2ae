import { mkdirSync } from 'node:fs';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { demo, demoPassword } from '../fixtures/accounts.ts';
import { createAccount, createListing, signInByApi, type Account } from '../fixtures/data.ts';
import { loaded, shootEach, type Shot } from '../fixtures/shots.ts';

/**
 * Screenshots of issue 39 at 1440 px and 360 px, English and Bangla: a buyer's messages and a thread (a
 * hidden number, a scam warning, an open counter-offer, a photo-free history), the product page's buttons
 * and heart, the watchlist with a price drop, saved searches, /products with "Save this search", and the
 * admins' reported messages. Into screenshots/talk (SCREENSHOTS_DIR to move them).
 */
const dir = `${process.env.SCREENSHOTS_DIR ?? '../screenshots'}/talk`;
let buyer: Account;
let admin: Account;
let threadId: string;
let productId: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  mkdirSync(dir, { recursive: true });
  const request = await playwrightRequest.newContext({ baseURL });
  admin = await signInByApi(request, demo.admin, demoPassword);
  const seller = await createAccount(request, 'Seller', 'Seller');
  buyer = await createAccount(request, 'User', 'Buyer');
  const pixel = await createListing(request, seller, { productName: 'Google Pixel 7 128GB Obsidian', selling: 42_000 });
  const galaxy = await createListing(request, seller, {
    productName: 'Samsung Galaxy S22 Ultra 256GB Burgundy',
    selling: 61_000,
  });
  productId = pixel.id;
  const post = async (path: string, who: Account, data: object, status = 201) => {
    const response = await request.post(path, { headers: who.auth, data });
    expect(response.status(), await response.text()).toBe(status);
    return response.json() as Promise<Record<string, unknown>>;
  };
  threadId = (
    await post('/api/conversations', buyer, {
      productId: pixel.id,
      text: 'Is the battery original? You can call me on 01712345678',
    })
  ).conversationId as string;
  await post(`/api/conversations/${threadId}/messages`, seller, {
    text: 'Yes, original, 89% health. The box and the charger come with it.',
  });
  await post(`/api/conversations/${threadId}/messages`, seller, {
    text: 'Send 2000 tk bKash advance to 01898765432 first, then we meet.',
  });
  const offer = await post('/api/offers', buyer, {
    productId: pixel.id,
    amount: 39_000,
    pickUpLocation: 'Bashundhara City, Panthapath',
    phone: '01712345678',
  });
  await post(`/api/offers/${offer.id as string}/counter`, seller, { amount: 40_500 });
  const galaxyThread = (await post('/api/conversations', buyer, { productId: galaxy.id, text: 'Any scratches on the screen?' }))
    .conversationId as string;
  const scam = (
    await post(`/api/conversations/${galaxyThread}/messages`, seller, { text: 'Pay at bkash-pay.xyz/checkout to hold it' })
  ).id as string;
  await post(`/api/messages/${scam}/report`, buyer, { reason: 'scam', text: 'Asks to pay on another site' });
  // Watched, then cheaper; a saved search.
  await request.put(`/api/watchlist/${galaxy.id}`, { headers: buyer.auth, data: { watched: true } });
  await request.put(`/api/watchlist/${pixel.id}`, { headers: buyer.auth, data: { watched: true } });
  expect((await request.patch(`/api/products/${galaxy.id}`, { headers: seller.auth, data: { selling: 58_500 } })).status()).toBe(
    200,
  );
  await post('/api/saved-searches', buyer, { query: 'brand=Samsung&maxPrice=60000&district=dhaka' });
  await post('/api/saved-searches', buyer, { query: 'q=pixel&condition=like_new', alerts: false });
  await request.dispose();
});

const ready = (text: RegExp) => async (page: Page) => {
  await loaded(page);
  await expect(page.getByText(text).first()).toBeVisible();
};

shootEach(dir, [
  { name: 'messages', path: () => '/dashboard/messages', ready: ready(/Pixel 7/), signedIn: () => buyer },
  { name: 'thread', path: () => `/dashboard/messages/${threadId}`, ready: ready(/89%/), signedIn: () => buyer },
  { name: 'product-page', path: () => `/products/${productId}`, ready: loaded, signedIn: () => buyer },
  { name: 'watchlist', path: () => '/dashboard/watchlist', ready: ready(/Galaxy S22/), signedIn: () => buyer },
  { name: 'saved-searches', path: () => '/dashboard/saved-searches', ready: ready(/Samsung/), signedIn: () => buyer },
  { name: 'products-save-search', path: () => '/products?brand=Samsung&maxPrice=60000', ready: loaded, signedIn: () => buyer },
  { name: 'reported-messages', path: () => '/dashboard/reports', ready: ready(/bkash-pay|Asks to pay/), signedIn: () => admin },
] satisfies Shot[]);
