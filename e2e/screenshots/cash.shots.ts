import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createAccount, createBooking, createListing, type Account, type Listing } from '../fixtures/data.ts';
import { shootEach, type Shot } from '../fixtures/shots.ts';

/**
 * Cash at the meet-up (issue 25 item 3) at 360 px and 1440 px, English and Bangla: the buyer's cash
 * option and its confirmation, a cash order waiting for the meet-up (buyer) and on the seller's
 * bookings page, a completed cash sale, the product page's label and the listing form's tick.
 * Data is made through the real API (`npm run screenshots`; files land in screenshots/cash).
 */
const dir = `${process.env.SCREENSHOTS_DIR ?? '../screenshots'}/cash`;

const post = async (request: APIRequestContext, account: Account, path: string, data: object = {}) => {
  const response = await request.post(`/api/${path}`, { headers: account.auth, data });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { handoverCode?: string };
};

test.describe('cash at the meet-up screenshots', () => {
  let buyer: Account;
  let seller: Account;
  let cashListing: Listing;
  const orders = { offered: '', agreed: '', completed: '' };

  test.beforeAll(async ({ request }) => {
    mkdirSync(dir, { recursive: true });
    seller = await createAccount(request, 'Seller', 'Farhana');
    buyer = await createAccount(request, 'User', 'Arif');
    const names = ['Google Pixel 7a 8/128GB Sea', 'OPPO Reno10 5G 8/256GB Ice Blue', 'Samsung Galaxy A54 8/128GB'];
    const ids: string[] = [];
    for (const productName of names) {
      const listing = await createListing(request, seller, { productName, selling: 30000, location: 'Mirpur 10, Dhaka' });
      const patched = await request.patch(`/api/products/${listing.id}`, { headers: seller.auth, data: { cashAccepted: true } });
      expect(patched.status()).toBe(200);
      const booking = await createBooking(request, buyer, listing);
      await post(request, seller, `orders/${booking.id}/accept`);
      ids.push(booking.id);
    }
    const [offered, agreed, completed] = ids as [string, string, string];
    await post(request, buyer, `orders/${agreed}/cash`);
    const { handoverCode } = await post(request, buyer, `orders/${completed}/cash`);
    await post(request, seller, `orders/${completed}/handover-code`, { neirDeregistered: true, code: handoverCode });
    Object.assign(orders, { offered, agreed, completed });
    cashListing = await createListing(request, seller, { productName: 'OnePlus Nord 3 16/256GB Gray', selling: 36000, location: 'Gulshan, Dhaka' });
    expect((await request.patch(`/api/products/${cashListing.id}`, { headers: seller.auth, data: { cashAccepted: true } })).status()).toBe(200);
  });

  const shots: Shot[] = [
    {
      name: 'order-cash-option',
      path: () => `/dashboard/orders/${orders.offered}`,
      ready: (page) => expect(page.getByTestId('cash-option')).toBeVisible(),
      signedIn: () => buyer,
    },
    {
      name: 'order-cash-confirm-dialog',
      path: () => `/dashboard/orders/${orders.offered}`,
      ready: async (page) => {
        await page.getByTestId('cash-option').getByRole('button').click();
        await expect(page.getByRole('dialog')).toBeVisible();
      },
      signedIn: () => buyer,
    },
    {
      name: 'order-cash-agreed',
      path: () => `/dashboard/orders/${orders.agreed}`,
      ready: (page) => expect(page.getByTestId('handover-code')).toBeVisible(),
      signedIn: () => buyer,
    },
    {
      name: 'order-cash-completed',
      path: () => `/dashboard/orders/${orders.completed}`,
      ready: (page) => expect(page.getByTestId('cash-order-note')).toBeVisible(),
      signedIn: () => buyer,
    },
    {
      name: 'bookings-cash',
      path: () => '/dashboard/bookings',
      ready: (page) => expect(page.getByTestId('cash-order-note').first()).toBeVisible(),
      signedIn: () => seller,
    },
    {
      name: 'product-cash-accepted',
      path: () => `/products/${cashListing.id}`,
      ready: (page) => expect(page.getByTestId('cash-accepted')).toBeVisible(),
      signedIn: null,
    },
    {
      name: 'edit-listing-cash-dialog',
      path: () => '/dashboard/myProducts',
      ready: async (page) => {
        // The edit button, named "Edit …" in each language.
        await page.locator('button.btn-primary[aria-label*="OnePlus Nord 3"]').first().click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.getByRole('dialog').getByRole('checkbox').scrollIntoViewIfNeeded();
      },
      signedIn: () => seller,
    },
  ];

  shootEach(dir, shots);
});
