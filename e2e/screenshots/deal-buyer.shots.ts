import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  createAccount,
  createBooking,
  createListing,
  payForBooking,
  type Account,
  type Booking,
} from '../fixtures/data.ts';
import { shootEach, type Shot } from '../fixtures/shots.ts';

/**
 * The buyer's side of the deal (issue 24) at 360 px and 1440 px, English and Bangla: a paid order with its
 * hand-over code, a handed-over order with its Report a problem dialog, a completed order with its rating
 * form and one rated by both sides, My Orders with the states, and the seller's public page.
 * Data is made through the real API (`npm run screenshots`; files land in screenshots/deal).
 */
const dir = `${process.env.SCREENSHOTS_DIR ?? '../screenshots'}/deal`;

const act = async (request: APIRequestContext, account: Account, orderId: string, action: string, data: object = {}) => {
  const response = await request.post(`/api/orders/${orderId}/${action}`, { headers: account.auth, data });
  expect(response.status(), await response.text()).toBe(200);
};
const codeOf = async (request: APIRequestContext, booking: Booking) =>
  ((await (await request.get(`/api/orders/${booking.id}`, { headers: booking.buyer.auth })).json()) as { handoverCode: string })
    .handoverCode;

test.describe('deal screenshots, buyer side', () => {
  let buyer: Account;
  let seller: Account;
  const orders: Record<'paid' | 'handedOver' | 'completed' | 'rated', string> = {
    paid: '',
    handedOver: '',
    completed: '',
    rated: '',
  };

  test.beforeAll(async ({ request }) => {
    mkdirSync(dir, { recursive: true });
    seller = await createAccount(request, 'Seller', 'Rahim');
    buyer = await createAccount(request, 'User', 'Sadia');
    const names = ['iPhone 13 128GB Midnight', 'Samsung Galaxy S21 FE', 'Pixel 7 Obsidian', 'Xiaomi Redmi Note 12'];
    const bookings: Booking[] = [];
    for (const productName of names) {
      const listing = await createListing(request, seller, { productName, selling: 42000, location: 'Dhanmondi, Dhaka' });
      const booking = await createBooking(request, buyer, listing);
      await act(request, seller, booking.id, 'accept');
      await payForBooking(request, booking);
      bookings.push(booking);
    }
    const [paid, handedOver, completed, rated] = bookings as [Booking, Booking, Booking, Booking];
    for (const booking of [handedOver, completed, rated])
      await act(request, seller, booking.id, 'handover-code', { neirDeregistered: true, code: await codeOf(request, booking) });
    for (const booking of [completed, rated]) await act(request, buyer, booking.id, 'received');
    const review = async (account: Account, rating: number, text?: string) =>
      expect(
        (
          await request.post(`/api/orders/${rated.id}/review`, { headers: account.auth, data: { rating, ...(text && { text }) } })
        ).status(),
      ).toBe(201);
    await review(buyer, 5, 'Met at Dhanmondi 27 on time; the phone was exactly as in the photos.');
    await review(seller, 4);
    // Phones still for sale on the seller's page.
    await createListing(request, seller, { productName: 'OnePlus 9 Pro 256GB', selling: 38000, location: 'Gulshan, Dhaka' });
    await createListing(request, seller, { productName: 'iPhone 12 mini 64GB', selling: 35000, location: 'Uttara, Dhaka' });
    Object.assign(orders, { paid: paid.id, handedOver: handedOver.id, completed: completed.id, rated: rated.id });
  });

  const shots: Shot[] =
    [
      {
        name: 'order-paid',
        path: () => `/dashboard/orders/${orders.paid}`,
        ready: (page) => expect(page.getByTestId('handover-code')).toBeVisible(),
        signedIn: () => buyer,
      },
      {
        name: 'order-report-dialog',
        path: () => `/dashboard/orders/${orders.handedOver}`,
        ready: async (page) => {
          await page.locator('#order-actions-title ~ div button').nth(1).click();
          await expect(page.getByRole('dialog')).toBeVisible();
        },
        signedIn: () => buyer,
      },
      {
        name: 'order-rate',
        path: () => `/dashboard/orders/${orders.completed}`,
        ready: (page) => expect(page.locator('#review-form-title')).toBeVisible(),
        signedIn: () => buyer,
      },
      {
        name: 'order-rated',
        path: () => `/dashboard/orders/${orders.rated}`,
        ready: (page) => expect(page.locator('#order-reviews-title')).toBeVisible(),
        signedIn: () => buyer,
      },
      {
        name: 'order-seller-code-dialog',
        path: () => `/dashboard/orders/${orders.paid}`,
        ready: async (page) => {
          await page.locator('#order-actions-title ~ div button').first().click();
          await expect(page.getByRole('dialog')).toBeVisible();
        },
        signedIn: () => seller,
      },
      {
        name: 'my-orders',
        path: () => '/dashboard/myOrders',
        ready: (page) => expect(page.getByRole('table')).toBeVisible(),
        signedIn: () => buyer,
      },
      {
        name: 'seller-page',
        path: () => `/sellers/${seller.id}`,
        ready: (page) => expect(page.getByTestId('seller-page-rating')).toBeVisible(),
        signedIn: null,
      },
    ];

  shootEach(dir, shots);
});
