import type { APIRequestContext } from '@playwright/test';
import type { Booking as BookingAnswer, Order, TestClockAnswer } from '@phonehaat/contract';
import { signInPage } from '../fixtures/data.ts';
import { expectInLanguage, expectNoOverflow, languages, useLanguage } from '../fixtures/language.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * Issue 24's timeout refund with a test clock (TEST_CLOCK=true on the e2e server): a paid phone not
 * handed over within 5 days is refunded in full by the timers and goes back on sale. The clock is
 * the server's, shared by every test, so this spec runs in its own project after the others
 * (playwright.config.ts) and only ever moves it forward.
 */

const MINUTE = 60_000;
const HANDOVER_DAYS = 5;

test('a paid phone not handed over within 5 days is refunded by the timer and back on sale', async ({
  page,
  request,
  browser,
  booking,
  otherBuyer,
}) => {
  const { listing, buyer } = booking;

  // The buyer pays on the payment page with the simulated processor's test card.
  await signInPage(page, buyer);
  await page.goto(`/dashboard/payment/${booking.id}`);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText('Congrats! your payment completed')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/myOrders$/, { timeout: 10_000 });
  const row = page.getByRole('table', { name: 'My Orders' }).getByRole('row').filter({ hasText: listing.productName });
  await expect(row.getByRole('button', { name: 'Paid', exact: true })).toBeDisabled();

  // Everyone else sees the phone sold.
  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  await signInPage(viewer, otherBuyer);
  await viewer.goto(`/products/${listing.id}`);
  await expect(viewer.getByRole('heading', { level: 1, name: listing.productName })).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'buy now' })).toHaveCount(0);

  const orderOf = async () => {
    const answer = await request.get(`/api/orders/${booking.id}`, { headers: buyer.auth });
    expect(answer.status(), await answer.text()).toBe(200);
    return (await answer.json()) as Order;
  };
  expect((await orderOf()).state).toBe('paid');

  // Four days and 23 hours on: nothing is due yet.
  const advance = async (advanceMs: number) => {
    const answer = await request.post('/api/test/clock', { data: { advanceMs } });
    expect(answer.status(), await answer.text()).toBe(200);
    return (await answer.json()) as TestClockAnswer;
  };
  await advance(HANDOVER_DAYS * 24 * 60 * MINUTE - 60 * MINUTE);
  expect((await orderOf()).state).toBe('paid');

  // Past the deadline the sweep refunds the order in full.
  const swept = await advance(2 * 60 * MINUTE);
  expect(swept.moved).toBeGreaterThanOrEqual(1);
  const order = await orderOf();
  expect(order.state).toBe('refunded');
  expect(order.timeline?.at(-1)).toMatchObject({ action: 'handover_timeout', actor: 'system', from: 'paid', to: 'refunded' });
  expect(order.handoverCode).toBeUndefined();

  // What My Orders reads says Refunded too.
  const bookings = await request.get(`/api/bookingProduct?email=${encodeURIComponent(buyer.email)}`, { headers: buyer.auth });
  expect(bookings.status()).toBe(200);
  const mine = ((await bookings.json()) as BookingAnswer[]).find((b) => b._id === booking.id);
  expect(mine?.state).toBe('refunded');
  await page.reload();
  await expect(row).toBeVisible();

  // The phone is on sale again: another buyer can buy it now.
  await viewer.reload();
  await expect(viewer.getByRole('heading', { level: 1, name: listing.productName })).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'buy now' })).toBeVisible();
  await expect(viewer.getByText('Sold', { exact: true })).toHaveCount(0);
  await viewerContext.close();
});

/** Moves the server's deal clock forward; its timers' sweep runs in the request. */
async function advanceClock(request: APIRequestContext, advanceMs: number): Promise<TestClockAnswer> {
  const answer = await request.post('/api/test/clock', { data: { advanceMs } });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as TestClockAnswer;
}

const ANSWER_HOURS = 48;
const SHOTS = process.env.SCREENSHOTS_DIR ?? '/tmp/shots-deal-pages';

test('an expired booking offers no Pay Now, and its payment page explains why in words, with the way back', async ({
  page,
  context,
  baseURL,
  request,
  booking,
}) => {
  const { listing, buyer } = booking;
  const swept = await advanceClock(request, ANSWER_HOURS * 60 * MINUTE + MINUTE);
  expect(swept.moved).toBeGreaterThanOrEqual(1);
  const answer = await request.get(`/api/bookingProduct/${booking.id}`, { headers: buyer.auth });
  expect(await answer.json()).toMatchObject({ state: 'expired', actions: [] });

  await signInPage(page, buyer);
  await page.goto('/dashboard/myOrders');
  const row = page.getByRole('table', { name: 'My Orders' }).getByRole('row').filter({ hasText: listing.productName });
  await expect(row.getByText('Expired', { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: 'Pay Now' })).toHaveCount(0);

  await page.goto(`/dashboard/payment/${booking.id}`);
  await expect(
    page.getByText('This booking has expired: the seller did not answer, or it was not paid, in time. Nothing was charged.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to My Orders' })).toHaveAttribute('href', '/dashboard/myOrders');
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await expect(page.getByText('(expired)')).toHaveCount(0);

  for (const language of languages) {
    await useLanguage(context, baseURL!, language);
    for (const width of [1440, 360]) {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
      await page.goto(`/dashboard/payment/${booking.id}`);
      await expect(page.getByTestId('payment-notice')).toBeVisible();
      await expectInLanguage(page, language);
      await expectNoOverflow(page);
      await page.screenshot({
        path: `${SHOTS}/payment-expired${language === 'en' ? '' : `-${language}`}-${width}.png`,
        fullPage: true,
      });
    }
  }
});
