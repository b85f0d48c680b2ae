import type { APIRequestContext, Page } from '@playwright/test';
import { messages } from '@phonehaat/contract';
import { payForBooking, signInPage, type Account, type Booking } from '../fixtures/data.ts';
import { expectNoOverflow, useLanguage } from '../fixtures/language.ts';
import { expect, test } from '../fixtures/test.ts';
import { toast, windowOf } from '../fixtures/windows.ts';

/**
 * Issue 36, items 10–12 and the refunded row of 13, as a buyer sees them: My Orders shows only the
 * actions the server lists with each booking (Pay Now, Delete), a paid order cannot be deleted, and
 * cash chosen on the payment page ends on the order with its code, not in an error.
 */

test.describe.configure({ timeout: 120_000 });

async function sellerActs(request: APIRequestContext, seller: Account, orderId: string, action: string, data: object = {}) {
  const response = await request.post(`/api/orders/${orderId}/${action}`, { headers: seller.auth, data });
  expect(response.status(), await response.text()).toBe(200);
}

const rowOf = (page: Page, booking: Booking) =>
  page.getByRole('table', { name: 'My Orders' }).getByRole('row').filter({ hasText: booking.listing.productName });

test('a booked order offers Pay Now with plain words and Delete; once paid, neither Delete nor a way to hide the code', async ({
  page,
  request,
  booking,
}) => {
  const name = booking.listing.productName;
  await signInPage(page, booking.buyer);
  await page.goto('/dashboard/myOrders');
  const row = rowOf(page, booking);
  await expect(row.getByRole('link', { name: 'Pay Now' })).toBeVisible();
  await expect(row.getByText("You may pay now to reserve the phone, or wait for the seller's answer")).toBeVisible();
  await expect(row.getByText('Waiting for the seller', { exact: true })).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Delete booking of ${name}` })).toBeVisible();

  // The spec's flow: Pay Now → the payment page, before the seller has answered.
  await row.getByRole('link', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(`/dashboard/payment/${booking.id}`);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText(messages.paymentCompleted)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/myOrders$/, { timeout: 10_000 });

  await expect(row.getByRole('button', { name: 'Paid', exact: true })).toBeDisabled();
  await expect(row.getByText('Paid, money held')).toBeVisible();
  await expect(row.getByRole('link', { name: 'Pay Now' })).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Delete booking of ${name}` })).toHaveCount(0);
  // The server refuses it too, with a message that says why.
  const refused = await request.delete(`/api/bookingsProduct/${booking.id}`, { headers: booking.buyer.auth });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({ code: 'ORDER_NOT_DELETABLE' });

  // The order page reads as one story: paid before the seller answered, the code to show, the seller to hand over.
  await row.getByRole('link', { name: `Order details of ${name}` }).click();
  await expect(page.getByTestId('handover-code')).toHaveText(/^\s*\d{6}\s*$/);
  const timeline = page.getByRole('region', { name: 'What happened' });
  await expect(timeline.getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay Now' })).toHaveCount(0);
});

test('deleting a booking that holds nothing keeps the spec texts', async ({ page, booking }) => {
  const name = booking.listing.productName;
  await signInPage(page, booking.buyer);
  await page.goto('/dashboard/myOrders');
  await rowOf(page, booking)
    .getByRole('button', { name: `Delete booking of ${name}` })
    .click();
  const dialog = page.getByRole('alertdialog', { name: messages.confirmDeleteTitle });
  await expect(dialog.getByText(messages.confirmDeleteTitle)).toBeVisible();
  await expect(dialog.getByText(messages.confirmDeleteBody(name))).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, messages.deleted(name))).toBeVisible();
  await expect(rowOf(page, booking)).toHaveCount(0);
});

test('a refunded order reads Refunded on My Orders and on its payment page, never Paid', async ({
  page,
  request,
  booking,
  seller,
}) => {
  await payForBooking(request, booking);
  await sellerActs(request, seller, booking.id, 'cancel', { reason: 'The screen cracked' });
  await signInPage(page, booking.buyer);
  await page.goto('/dashboard/myOrders');
  const row = rowOf(page, booking);
  await expect(row.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Paid', exact: true })).toHaveCount(0);
  await expect(row.getByRole('link', { name: 'Pay Now' })).toHaveCount(0);
  await page.goto(`/dashboard/payment/${booking.id}`);
  await expect(page.getByText('This order was refunded: your payment went back to you in full.')).toBeVisible();
  await expect(page.getByText('This booking has already been paid')).toHaveCount(0);
});

test('choosing cash on the payment page ends on the order with its code, and no error', async ({
  page,
  browser,
  baseURL,
  request,
  booking,
  seller,
}) => {
  const { listing } = booking;
  expect(
    (await request.patch(`/api/products/${listing.id}`, { headers: seller.auth, data: { cashAccepted: true } })).status(),
  ).toBe(200);
  await sellerActs(request, seller, booking.id, 'accept');
  const price = `TK ${listing.selling.toLocaleString('en-IN')}`;

  await signInPage(page, booking.buyer);
  await page.goto(`/dashboard/payment/${booking.id}`);
  const option = page.getByRole('region', { name: 'Or pay cash at the meet-up' });
  await option.getByRole('button', { name: 'Pay cash at the meet-up' }).click();
  await page
    .getByRole('dialog', { name: `Pay ${price} in cash at the meet-up?` })
    .getByRole('button', { name: 'Yes, I will pay cash' })
    .click();

  await expect(toast(page, 'Cash at the meet-up agreed. Show your hand-over code when you meet.')).toBeVisible();
  await expect(page).toHaveURL(`/dashboard/orders/${booking.id}`);
  await expect(page.getByText('Cash at meet-up agreed').first()).toBeVisible();
  await expect(page.getByTestId('handover-code')).toHaveText(/^\s*\d{6}\s*$/);
  await expect(page.getByText('Sorry, this phone has already been sold')).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: /sold/ })).toHaveCount(0);

  // Back on the payment page: no pay form, no red "sold", the way to the order.
  await page.goto(`/dashboard/payment/${booking.id}`);
  await expect(page.getByText(/You chose to pay cash at the meet-up/)).toBeVisible();
  await expect(page.getByText('Sorry, this phone has already been sold')).toHaveCount(0);
  await expect(page.getByLabel('Card number')).toHaveCount(0);

  // My Orders: the cash order cannot be deleted (it carries the code).
  await page.goto('/dashboard/myOrders');
  const row = rowOf(page, booking);
  await expect(row.getByText('Cash at meet-up agreed')).toBeVisible();
  await expect(row.getByRole('button', { name: /^Delete booking/ })).toHaveCount(0);

  // The Bangla page at 360 px says the same without sticking out.
  const bangla = await windowOf(browser, baseURL, booking.buyer);
  await useLanguage(bangla.context(), baseURL!, 'bn');
  await bangla.setViewportSize({ width: 360, height: 740 });
  await bangla.goto(`/dashboard/payment/${booking.id}`);
  await expect(bangla.getByText(/আপনি দেখা হলে নগদে পরিশোধ বেছে নিয়েছেন/)).toBeVisible();
  await expectNoOverflow(bangla);
  await bangla.context().close();
});
