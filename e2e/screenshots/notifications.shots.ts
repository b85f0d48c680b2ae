import { mkdirSync } from 'node:fs';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { createAccount, createBooking, createListing, payForBooking, type Account } from '../fixtures/data.ts';
import { loaded, shootEach, type Shot } from '../fixtures/shots.ts';

/**
 * Screenshots of issue 38's bell, notifications page and settings at 1440 px and 360 px, English and
 * Bangla: a seller with a few notifications of different kinds (listings approved, bookings, a payment,
 * a cancelled booking), some read. They land in screenshots/notifications (SCREENSHOTS_DIR to move them).
 */
const dir = `${process.env.SCREENSHOTS_DIR ?? '../screenshots'}/notifications`;
let seller: Account;

test.beforeAll(async () => {
  mkdirSync(dir, { recursive: true });
  const request = await playwrightRequest.newContext({ baseURL });
  seller = await createAccount(request, 'Seller', 'Seller');
  const buyer = await createAccount(request, 'User', 'Buyer');
  const otherBuyer = await createAccount(request, 'User', 'Buyer');
  const pixel = await createListing(request, seller, { productName: 'Google Pixel 7 128GB Obsidian' });
  const galaxy = await createListing(request, seller, { productName: 'Samsung Galaxy S22 Ultra 256GB Burgundy' });
  const iphone = await createListing(request, seller, { productName: 'iPhone 13 128GB Midnight' });
  // Read: the listings' approvals.
  await request.post('/api/notifications/read-all', { headers: seller.auth });
  const cancelled = await createBooking(request, otherBuyer, iphone);
  await request.delete(`/api/bookingsProduct/${cancelled.id}`, { headers: otherBuyer.auth });
  await payForBooking(request, await createBooking(request, buyer, galaxy));
  await createBooking(request, otherBuyer, pixel);
  // A few switches off, to show both states.
  await request.put('/api/notification-settings', {
    headers: seller.auth,
    data: {
      settings: [
        { kind: 'booking_made', channel: 'email', enabled: false },
        { kind: 'order_completed', channel: 'push', enabled: false },
        { kind: 'rating_received', channel: 'email', enabled: false },
      ],
    },
  });
  await request.dispose();
});

/** The bell in the top bar: opened as a dropdown from 640 px; a phone's bell opens the page, so its shot is the top bar with the count. */
async function bellOpen(page: Page) {
  await loaded(page);
  const bell = page.getByRole('banner').getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName(/[0-9০-৯]/);
  if ((page.viewportSize()?.width ?? 0) < 640) return;
  await bell.click();
  await expect(page.getByRole('region').getByTestId('notification').first()).toBeVisible();
}

async function listLoaded(page: Page) {
  await loaded(page);
  await expect(page.getByTestId('notification').first()).toBeVisible();
}

async function settingsLoaded(page: Page) {
  await loaded(page);
  await expect(page.getByRole('switch').first()).toBeVisible();
}

const shots: Shot[] = [
  { name: 'bell-dialog', path: () => '/', ready: bellOpen, signedIn: () => seller },
  { name: 'notifications', path: () => '/dashboard/notifications', ready: listLoaded, signedIn: () => seller },
  { name: 'settings', path: () => '/dashboard/notification-settings', ready: settingsLoaded, signedIn: () => seller },
  { name: 'unsubscribe', path: () => '/unsubscribe?token=WyJ1c2VyIiwiYm9va2luZ19tYWRlIl0.c2ln', ready: loaded, signedIn: null },
];

shootEach(dir, shots);
