import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { payForBooking, signInPage, type Account, type Booking } from '../fixtures/data.ts';
import { expect, test } from '../fixtures/test.ts';

const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text, { exact: true });

async function expectNoA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A second signed-in browser window, for the other side of the deal. */
async function pageOf(browser: Browser, baseURL: string | undefined, account: Account): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInPage(page, account);
  return page;
}

/** Pays for the booking and hands the phone over with the buyer's code, all through the API. */
async function paidAndHandedOver(request: APIRequestContext, booking: Booking, seller: Account): Promise<void> {
  await payForBooking(request, booking);
  const order = await request.get(`/api/orders/${booking.id}`, { headers: booking.buyer.auth });
  const { handoverCode } = (await order.json()) as { handoverCode: string };
  const handed = await request.post(`/api/orders/${booking.id}/handover-code`, { headers: seller.auth, data: { code: handoverCode, neirDeregistered: true } });
  expect(handed.status(), await handed.text()).toBe(200);
}

async function dispute(request: APIRequestContext, booking: Booking, seller: Account, text: string): Promise<void> {
  await paidAndHandedOver(request, booking, seller);
  const disputed = await request.post(`/api/orders/${booking.id}/dispute`, { headers: booking.buyer.auth, data: { reason: 'not_working', text } });
  expect(disputed.status(), await disputed.text()).toBe(200);
}

test.describe('the money after a deal', () => {
  test("a completed order's amount shows in the seller's balance; the seller asks for it, the admin pays it", async ({
    page,
    browser,
    baseURL,
    request,
    seller,
    booking,
    admin,
  }) => {
    await paidAndHandedOver(request, booking, seller);
    await signInPage(page, seller);
    await page.goto('/dashboard/balance');
    await expect(page.getByRole('heading', { name: 'My balance', level: 1 })).toBeVisible();
    await expect(page.getByTestId('balance-held')).toHaveText('TK 32,000');
    await expect(page.getByTestId('balance-available')).toHaveText('TK 0');
    await expect(page.getByText(/Nothing is available to withdraw yet/)).toBeVisible();

    const received = await request.post(`/api/orders/${booking.id}/received`, { headers: booking.buyer.auth });
    expect(received.status()).toBe(200);
    await page.reload();
    await expect(page.getByTestId('balance-available')).toHaveText('TK 32,000');
    await expect(page.getByTestId('balance-held')).toHaveText('TK 0');
    const movements = page.getByRole('region', { name: 'Money movements' });
    await expect(movements.getByText('Released to you')).toBeVisible();
    await expect(movements.getByText(booking.listing.productName).first()).toBeVisible();
    await expectNoA11yViolations(page);

    // Bad input: a clear message under each field, and nothing asked for.
    const form = page.getByRole('form', { name: 'Ask for a payout' });
    await form.getByLabel('Amount').fill('40000');
    await form.getByLabel('bKash number').fill('0171');
    await form.getByRole('button', { name: 'Ask for payout' }).click();
    await expect(form.getByText('You can ask for at most TK 32,000')).toBeVisible();
    await expect(form.getByText('Enter the 11-digit bKash number, like 01712345678')).toBeVisible();
    await expect(page.getByText('You have not asked for a payout yet.')).toBeVisible();

    await form.getByLabel('Amount').fill('32000');
    await form.getByLabel('bKash number').fill('01812345678');
    await form.getByRole('button', { name: 'Ask for payout' }).click();
    await expect(toast(page, 'Payout requested. An admin will send it and mark it paid.')).toBeVisible();
    const history = page.getByRole('list', { name: 'Payout history' });
    await expect(history.getByText('Waiting')).toBeVisible();
    await expect(page.getByTestId('balance-requested')).toHaveText('TK 32,000');

    const adminPage = await pageOf(browser, baseURL, admin);
    await adminPage.goto('/dashboard/payouts');
    const waiting = adminPage.getByTestId('admin-payout').filter({ hasText: seller.name });
    await expect(waiting).toContainText('TK 32,000');
    await expect(waiting).toContainText('01812345678');
    await expectNoA11yViolations(adminPage);
    await waiting.getByRole('button', { name: `Mark the payout of TK 32,000 to ${seller.name} paid` }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Mark the payout paid' });
    await dialog.getByRole('button', { name: 'Mark paid' }).click();
    await expect(dialog.getByText("Enter the transfer's reference")).toBeVisible();
    await dialog.getByLabel('Transfer reference').fill('BKASH-TRX-E2E');
    await dialog.getByRole('button', { name: 'Mark paid' }).click();
    await expect(toast(adminPage, 'Payout marked paid')).toBeVisible();
    await expect(waiting).toHaveCount(0);
    await adminPage.context().close();

    await page.reload();
    await expect(history.getByText('Paid', { exact: true })).toBeVisible();
    await expect(history.getByText('Reference BKASH-TRX-E2E')).toBeVisible();
    await expect(page.getByTestId('balance-paidOut')).toHaveText('TK 32,000');
    await expect(page.getByTestId('balance-available')).toHaveText('TK 0');
  });
});

test.describe('the disputes queue', () => {
  test('an admin resolves a dispute by refund; the phone is back on sale', async ({ page, request, seller, booking, admin }) => {
    await dispute(request, booking, seller, 'The screen flickers and goes black after a minute');
    await signInPage(page, admin);
    await page.goto('/dashboard/disputes');
    const card = page.getByRole('article', { name: booking.listing.productName });
    await expect(card.getByText('Reason: Not working')).toBeVisible();
    await expect(card.getByText('The screen flickers and goes black after a minute')).toBeVisible();
    await expect(card.getByText('Reported less than an hour ago')).toBeVisible();
    await expect(card.getByRole('region', { name: 'Timeline' })).toContainText('Problem reported');
    await expect(card.getByRole('region', { name: 'Timeline' })).toContainText('Handed over with the code');
    await expectNoA11yViolations(page);

    await card.getByRole('button', { name: 'Resolve' }).click();
    await expect(card.getByText('Choose a decision')).toBeVisible();
    await expect(card.getByText('Write a note saying why')).toBeVisible();
    await card.getByLabel('Refund, phone back on sale').check();
    await card.getByLabel('Note').fill('The seller agreed the screen is faulty');
    await card.getByRole('button', { name: 'Resolve' }).click();
    await expect(toast(page, `Refunded the buyer of ${booking.listing.productName}`)).toBeVisible();
    await expect(card).toHaveCount(0);

    const order = await request.get(`/api/orders/${booking.id}`, { headers: booking.buyer.auth });
    expect(await order.json()).toMatchObject({ state: 'refunded' });
    const product = await request.get(`/api/products/${booking.listing.id}`);
    expect(await product.json()).toMatchObject({ status: 'available' });
  });

  test('resolving a dispute someone resolved meanwhile shows the 409 in place and changes nothing', async ({ page, request, seller, booking, admin }) => {
    await dispute(request, booking, seller, 'Battery drains in two hours');
    await signInPage(page, admin);
    await page.goto('/dashboard/disputes');
    const card = page.getByRole('article', { name: booking.listing.productName });
    await expect(card).toBeVisible();

    const first = await request.post(`/api/disputes/${booking.id}/resolve`, { headers: admin.auth, data: { outcome: 'release', note: 'Battery within spec' } });
    expect(first.status()).toBe(200);

    await card.getByLabel('Refund, remove the listing').check();
    await card.getByLabel('Note').fill('Refund');
    await card.getByRole('button', { name: 'Resolve' }).click();
    await expect(card.getByRole('alert')).toHaveText(/This dispute was resolved already: the order is now “Completed”\. Nothing was changed\./);
    const order = await request.get(`/api/orders/${booking.id}`, { headers: booking.buyer.auth });
    expect(await order.json()).toMatchObject({ state: 'completed' });
    await card.getByRole('button', { name: 'Refresh the list' }).click();
    await expect(card).toHaveCount(0);
  });
});

test('the overview draws its charts with text beside them, and only its route loads the chart library', async ({ page, admin }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(scripts.filter((url) => url.includes('overview-page'))).toEqual([]);

  await signInPage(page, admin);
  await page.goto('/dashboard/overview');
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  const orders = page.getByRole('figure').filter({ has: page.getByRole('heading', { name: 'Orders per day, by state now' }) });
  await expect(orders.getByText(/orders? booked in 30 days/)).toBeVisible();
  await expect(orders.locator('.recharts-wrapper > svg.recharts-surface')).toBeVisible();
  await orders.getByText('Show the numbers').click();
  await expect(orders.getByRole('table')).toBeVisible();
  await expect(orders.getByRole('row')).toHaveCount(31);
  await expect(page.getByRole('figure')).toHaveCount(5);
  expect(scripts.some((url) => url.includes('overview-page'))).toBe(true);

  await page.getByRole('button', { name: '7 days' }).click();
  await expect(orders.getByText(/orders? booked in 7 days/)).toBeVisible();
  await expect(orders.getByRole('row')).toHaveCount(8);
  await expectNoA11yViolations(page);
});
