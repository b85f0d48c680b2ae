import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createAccount, createBooking, createListing, payForBooking, type Account, type Booking } from '../fixtures/data.ts';
import { loaded, shootEach, type Shot } from '../fixtures/shots.ts';

/**
 * What a booking offers its buyer (issue 36, decision 0053) at 360 px and 1440 px, English and Bangla:
 * My Orders with an unanswered booking (Pay Now, in plain words), one paid before the seller answered
 * (no Delete), a refunded one, a cash one and a declined one; the unanswered order's page; the paid
 * one's page; the payment page of a declined booking. (The expired booking's payment page needs the
 * deal clock: deal/timeout-refund.spec.ts captures it.) Files land in screenshots/deal-pages.
 */
const dir = `${process.env.SCREENSHOTS_DIR ?? '../screenshots'}/deal-pages`;

const act = async (request: APIRequestContext, account: Account, orderId: string, action: string, data: object = {}) => {
  const response = await request.post(`/api/orders/${orderId}/${action}`, { headers: account.auth, data });
  expect(response.status(), await response.text()).toBe(200);
};

test.describe('what a booking offers its buyer', () => {
  let buyer: Account;
  const orders: Record<'open' | 'paid' | 'declined', string> = { open: '', paid: '', declined: '' };

  test.beforeAll(async ({ request }) => {
    mkdirSync(dir, { recursive: true });
    const seller = await createAccount(request, 'Seller', 'Rahim');
    buyer = await createAccount(request, 'User', 'Sadia');
    const book = async (productName: string, cashAccepted = false): Promise<Booking> => {
      const listing = await createListing(request, seller, { productName, selling: 42000, location: 'Dhanmondi, Dhaka' });
      if (cashAccepted)
        expect(
          (await request.patch(`/api/products/${listing.id}`, { headers: seller.auth, data: { cashAccepted } })).status(),
        ).toBe(200);
      return createBooking(request, buyer, listing);
    };
    const declined = await book('Xiaomi Redmi Note 12 8/256GB');
    await act(request, seller, declined.id, 'decline', { reason: 'Sold at my shop this morning' });
    const cash = await book('Pixel 7 Obsidian', true);
    await act(request, seller, cash.id, 'accept');
    await act(request, buyer, cash.id, 'cash');
    const refunded = await book('Samsung Galaxy S21 FE');
    await payForBooking(request, refunded);
    await act(request, seller, refunded.id, 'cancel', { reason: 'The screen cracked' });
    const paid = await book('iPhone 13 128GB Midnight');
    await payForBooking(request, paid);
    const open = await book('Samsung Galaxy S23 Ultra 12/256GB Phantom Black');
    Object.assign(orders, { open: open.id, paid: paid.id, declined: declined.id });
  });

  const shots: Shot[] = [
    { name: 'my-orders', path: () => '/dashboard/myOrders', ready: loaded, signedIn: () => buyer },
    { name: 'order-unanswered', path: () => `/dashboard/orders/${orders.open}`, ready: loaded, signedIn: () => buyer },
    { name: 'order-paid-before-answer', path: () => `/dashboard/orders/${orders.paid}`, ready: loaded, signedIn: () => buyer },
    { name: 'payment-declined', path: () => `/dashboard/payment/${orders.declined}`, ready: loaded, signedIn: () => buyer },
  ];
  shootEach(dir, shots);
});
