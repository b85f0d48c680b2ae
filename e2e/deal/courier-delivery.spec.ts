import type { APIRequestContext, Page } from '@playwright/test';
import type { Order, TestClockAnswer } from '@phonehaat/contract';
import { createListing, signInPage, type Account } from '../fixtures/data.ts';
import { expectInLanguage, expectNoOverflow, languages, useLanguage, type Language } from '../fixtures/language.ts';
import { text } from '../fixtures/texts.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * Issue 42 in the browser on the simulated courier, at 360 px in both languages: the buyer books with
 * delivery (the fee shown apart from the price), pays by bKash, the seller books the pickup from the order
 * page, the parcel moves on the deal's test clock, the buyer confirms and the seller's balance has the
 * price. And a parcel that comes back refunds the buyer. The clock is the server's, shared by every test:
 * this spec runs in a project of its own after the others (playwright.config.ts) and only moves it forward.
 */

const HOUR = 3_600_000;
const PHONE = { width: 360, height: 780 };
const ADDRESS = { division: 'rangpur', district: 'rangpur', area: 'Kotwali', street: 'House 12, Road 3, Dhap', phone: '01712345678' };

async function advanceClock(request: APIRequestContext, advanceMs: number): Promise<TestClockAnswer> {
  const answer = await request.post('/api/test/clock', { data: { advanceMs } });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as TestClockAnswer;
}

async function orderOf(request: APIRequestContext, id: string, as: Account): Promise<Order> {
  const answer = await request.get(`/api/orders/${id}`, { headers: as.auth });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as Order;
}

/** Whole TK as the app writes it in this language (Bangla digits in Bangla). */
const tk = (language: Language, amount: number) => {
  const figure = amount.toLocaleString('en-IN');
  return language === 'bn' ? figure.replace(/\d/g, (digit) => '০১২৩৪৫৬৭৮৯'[Number(digit)]!) : figure;
};

async function shot(page: Page, name: string) {
  const dir = process.env.SCREENSHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

for (const language of languages) {
  test(`a phone delivered by courier, money held until the buyer confirms (${language}, 360 px)`, async ({
    page: buyerPage,
    browser,
    baseURL,
    request,
    buyer,
    seller,
  }) => {
    test.setTimeout(120_000);
    const t = (key: string, values?: Record<string, string>) => text(language, key, values);
    const listing = await createListing(request, seller, { ships: true, selling: 30_000 });
    await buyerPage.setViewportSize(PHONE);
    await useLanguage(buyerPage.context(), baseURL!, language);
    await signInPage(buyerPage, buyer);

    // The product page says it ships; the booking modal offers delivery and quotes the fee apart from the price.
    await buyerPage.goto(`/products/${listing.id}`);
    await expect(buyerPage.getByText(t('delivery:product.ships'))).toBeVisible();
    await buyerPage.getByRole('button', { name: t('products:actions.buyNow') }).first().click();
    const dialog = buyerPage.getByRole('dialog', { name: t('products:booking.title', { name: listing.productName }) });
    await dialog.getByRole('radio', { name: new RegExp(t('delivery:booking.courier')) }).check();
    await dialog.getByLabel(t('delivery:booking.division')).selectOption(ADDRESS.division);
    await dialog.getByLabel(t('delivery:booking.district')).selectOption(ADDRESS.district);
    await dialog.getByLabel(t('delivery:booking.area')).fill(ADDRESS.area);
    await dialog.getByLabel(t('delivery:booking.street')).fill(ADDRESS.street);
    await dialog.getByLabel(t('delivery:booking.mobile')).fill(ADDRESS.phone);
    const amounts = dialog.getByTestId('delivery-amounts');
    await expect(amounts).toContainText(tk(language, 130));
    await expect(amounts).toContainText(tk(language, 30_130));
    await expectNoOverflow(buyerPage);
    await shot(buyerPage, `courier-booking-${language}-360`);
    await dialog.getByRole('button', { name: t('products:booking.submit') }).click();
    await expect(dialog).toBeHidden();

    const [mine] = (await (await request.get(`/api/bookingProduct?email=${encodeURIComponent(buyer.email)}`, { headers: buyer.auth })).json()) as {
      _id: string;
    }[];
    const orderId = mine!._id;
    expect((await orderOf(request, orderId, buyer)).courier).toMatchObject({ feeTk: 130, totalTk: 30_130, address: ADDRESS });

    // The buyer pays price and fee by bKash on the app's stand-in for bKash's page.
    await buyerPage.goto(`/dashboard/payment/${orderId}`);
    await expect(buyerPage.getByText(tk(language, 30_130)).first()).toBeVisible();
    await buyerPage.getByRole('radio', { name: new RegExp(`^${t('gateways:choose.methods.bkash.name')}`) }).check();
    await buyerPage.getByRole('button', { name: t('gateways:redirect.bkash') }).click();
    await expect(buyerPage).toHaveURL(/\/test-gateway\/bkash\//);
    await buyerPage.getByLabel(t('gateways:testPage.bkash.wallet')).fill('01770618575');
    await buyerPage.getByLabel(t('gateways:testPage.bkash.otp')).fill('123456');
    await buyerPage.getByLabel(t('gateways:testPage.bkash.pin')).fill('12121');
    await buyerPage.getByRole('button', { name: t('gateways:testPage.bkash.next') }).click();
    await expect(buyerPage).toHaveURL(new RegExp(`/dashboard/payment/${orderId}\\?gateway=bkash&outcome=paid$`));
    await expect.poll(async () => (await orderOf(request, orderId, buyer)).state).toBe('paid');

    // The seller books the pickup from the order page; the tracking code and the label follow.
    const sellerContext = await browser.newContext({ viewport: PHONE });
    await useLanguage(sellerContext, baseURL!, language);
    const sellerPage = await sellerContext.newPage();
    await signInPage(sellerPage, seller);
    await sellerPage.goto(`/dashboard/orders/${orderId}`);
    await sellerPage.getByRole('button', { name: t('delivery:pickup.button') }).click();
    const pickup = sellerPage.getByRole('dialog', { name: t('delivery:pickup.title', { name: listing.productName }) });
    await pickup.getByRole('checkbox').check();
    await pickup.getByRole('button', { name: t('delivery:pickup.confirm') }).click();
    await expect(pickup).toBeHidden();
    const booked = await orderOf(request, orderId, seller);
    const tracking = booked.courier!.parcel!.trackingCode!;
    expect(tracking).toMatch(/^SIMT\d{6}$/);
    await expect(sellerPage.getByText(tracking).first()).toBeVisible();
    await expect(sellerPage.getByText(t('delivery:statuses.pending')).first()).toBeVisible();
    await expectInLanguage(sellerPage, language);
    await expectNoOverflow(sellerPage);
    await shot(sellerPage, `courier-order-seller-${language}-360`);
    await sellerPage.getByRole('link', { name: t('delivery:order.printLabel') }).click();
    await expect(sellerPage).toHaveURL(new RegExp(`/dashboard/orders/${orderId}/label$`));
    await expect(sellerPage.getByText(tracking).first()).toBeVisible();
    await expect(sellerPage.getByText(ADDRESS.street, { exact: false }).first()).toBeVisible();
    await shot(sellerPage, `courier-label-${language}-360`);

    // The courier picks it up, carries it, delivers it: the order follows on the test clock.
    await advanceClock(request, 3 * HOUR);
    expect((await orderOf(request, orderId, buyer)).state).toBe('sent');
    await buyerPage.goto(`/dashboard/orders/${orderId}`);
    await expect(buyerPage.getByText(t('delivery:statuses.picked_up')).first()).toBeVisible();
    await expect(buyerPage.getByText(tracking).first()).toBeVisible();
    await advanceClock(request, 6 * HOUR);
    await buyerPage.reload();
    await expect(buyerPage.getByText(t('delivery:statuses.in_transit')).first()).toBeVisible();
    await advanceClock(request, 30 * HOUR);
    const delivered = await orderOf(request, orderId, buyer);
    expect(delivered.state).toBe('handed_over');
    expect(delivered.courier?.parcel?.events.map((event) => event.status)).toEqual(['pending', 'picked_up', 'in_transit', 'delivered']);
    await buyerPage.reload();
    await expect(buyerPage.getByText(t('delivery:statuses.delivered')).first()).toBeVisible();
    await expectInLanguage(buyerPage, language);
    await expectNoOverflow(buyerPage);
    await shot(buyerPage, `courier-order-buyer-${language}-360`);

    // The buyer confirms; the seller's balance has the phone's price (the fee was the courier's).
    await buyerPage.getByRole('button', { name: t('orders:actions.received') }).click();
    await buyerPage
      .getByRole('dialog', { name: t('orders:actions.receivedTitle') })
      .getByRole('button', { name: t('orders:actions.receivedConfirm') })
      .click();
    await expect.poll(async () => (await orderOf(request, orderId, buyer)).state).toBe('completed');
    await sellerPage.goto('/dashboard/balance');
    await expect(sellerPage.getByTestId('balance-available')).toContainText(tk(language, 30_000));
    await sellerContext.close();
  });
}

test('a parcel returned to the seller refunds the buyer in full and puts the phone back on sale', async ({ page, baseURL, request, buyer, seller }) => {
  const listing = await createListing(request, seller, { ships: true, selling: 24_000 });
  const booked = await request.post('/api/bookingProduct', {
    headers: buyer.auth,
    data: { productId: listing.id, pickUpLocation: 'House 12, Rangpur', phone: ADDRESS.phone, delivery: { kind: 'courier', address: ADDRESS } },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { insertedId: orderId } = (await booked.json()) as { insertedId: string };
  const headers = buyer.auth;
  const intent = await request.post('/api/create-payment-intent', { headers, data: { items: { _id: orderId } } });
  expect((await intent.json()) as { amount: number }).toMatchObject({ amount: 24_130 });
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const confirmed = await request.post('/api/payments/simulated/confirm', {
    headers,
    data: { clientSecret, card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' } },
  });
  const { id: transactionId } = (await confirmed.json()) as { id: string };
  expect((await request.post('/api/payments', { headers, data: { transactionId, bookingId: orderId } })).status()).toBeLessThan(300);
  const pickup = await request.post(`/api/orders/${orderId}/pickup`, { headers: seller.auth, data: { neirDeregistered: true } });
  expect(pickup.status(), await pickup.text()).toBe(200);
  await advanceClock(request, 3 * HOUR);
  expect((await orderOf(request, orderId, buyer)).state).toBe('sent');

  // The buyer refuses it at the door: the courier brings it back.
  const returned = await request.post(`/api/test/parcels/${orderId}/return`);
  expect(returned.status(), await returned.text()).toBe(200);
  const order = await orderOf(request, orderId, buyer);
  expect(order.state).toBe('refunded');
  expect(order.courier?.parcel?.status).toBe('returned');

  await useLanguage(page.context(), baseURL!, 'en');
  await signInPage(page, buyer);
  await page.goto(`/dashboard/orders/${orderId}`);
  await expect(page.getByText(text('en', 'orders:state.refunded')).first()).toBeVisible();
  await expect(page.getByText(text('en', 'delivery:statuses.returned')).first()).toBeVisible();
  // The phone is on sale again.
  const product = await request.get(`/api/products/${listing.id}`);
  expect(((await product.json()) as { status: string }).status).toBe('available');
});
