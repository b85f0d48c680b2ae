import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * Spec §4 payment flow in the browser with the simulated test-mode processor: a fresh buyer books a
 * phone, a declined test card shows the processor's message in red, 4242… pays, the congratulation
 * and the transaction id show, and My Orders opens.
 */

/** Signs a fresh buyer up through the identity endpoints; the session cookie lands in the page's context. */
async function signUpBuyer(request: APIRequestContext): Promise<{ email: string; token: string }> {
  const email = `payer-${randomUUID().slice(0, 8)}@example.com`;
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: { name: 'Payment Tester', email, password: 'pay-test-123', image: 'https://example.com/me.png' },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const jwt = await request.get(`/api/jwt?email=${encodeURIComponent(email)}`);
  expect(jwt.ok(), await jwt.text()).toBe(true);
  return { email, token: ((await jwt.json()) as { accessToken: string }).accessToken };
}

async function bookAPhone(
  request: APIRequestContext,
  token: string,
  pick: { fromEnd?: number; productId?: string } = {},
): Promise<{ bookingId: string; productId: string; productName: string; price: number }> {
  const listing = await request.get('/api/allProducts');
  const products = (await listing.json()) as { _id: string; productName: string; selling: number }[];
  // A given product, or one from the end of the first page: other specs tend to use the first ones.
  const product = pick.productId
    ? ((await (await request.get(`/api/products/${pick.productId}`)).json()) as { _id: string; productName: string; selling: number })
    : products.at(-(pick.fromEnd ?? 1))!;
  const booked = await request.post('/api/bookingProduct', {
    headers: { authorization: `Bearer ${token}` },
    data: { productId: product._id, pickUpLocation: 'Mohakhali DOHS, Dhaka', phone: '01711223344' },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return {
    bookingId: ((await booked.json()) as { insertedId: string }).insertedId,
    productId: product._id,
    productName: product.productName,
    price: product.selling,
  };
}

test('a buyer pays for a booking with a test card', async ({ page }) => {
  const { token } = await signUpBuyer(page.request);
  const { bookingId, productName, price } = await bookAPhone(page.request, token);

  await page.goto(`/dashboard/payment/${bookingId}`);
  await expect(page.getByRole('heading', { name: `Payment for ${productName}` })).toBeVisible();
  await expect(page.getByText(`Please pay TK ${price.toLocaleString('en-US')} to buy this product`)).toBeVisible();
  await expect(page.getByText('Test mode')).toBeVisible();
  await expect(page.getByText('4242 4242 4242 4242')).toBeVisible();

  const pay = page.getByRole('button', { name: 'Pay' });
  await expect(pay).toBeEnabled();

  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await pay.click();
  const declined = page.getByRole('alert').filter({ hasText: 'Your card was declined.' });
  await expect(declined).toBeVisible();
  await expect(declined).toHaveCSS('color', 'rgb(185, 28, 28)');
  await expect(pay).toBeEnabled();

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await pay.click();
  await expect(page.getByText('Congrats! your payment completed')).toBeVisible();
  await expect(page.getByText(/pi_sim_[A-Za-z0-9]+/)).toBeVisible();
  await expect(declined).toBeHidden();
  await expect(pay).toBeDisabled();

  await expect(page).toHaveURL(/\/dashboard\/myOrders$/, { timeout: 10_000 });
  // My Orders is built alongside; when it lists the booking it shows Paid.
  const paid = page.getByText('Paid', { exact: true });
  if ((await paid.count()) > 0) await expect(paid.first()).toBeVisible();

  // Opening the payment page again shows the booking as paid instead of the form.
  await page.goto(`/dashboard/payment/${bookingId}`);
  await expect(page.getByText('This booking has already been paid')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay' })).toHaveCount(0);
});

test("another buyer's booking of a sold phone shows that it is sold", async ({ page, browser }) => {
  const first = await signUpBuyer(page.request);
  const { bookingId: firstBooking, productId } = await bookAPhone(page.request, first.token, { fromEnd: 2 });

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  const second = await signUpBuyer(otherPage.request);
  // The same phone: the listing may have changed meanwhile under the other specs running in parallel.
  const { bookingId: secondBooking } = await bookAPhone(otherPage.request, second.token, { productId });

  // The first buyer pays through the API as the page would.
  const headers = { authorization: `Bearer ${first.token}` };
  const intent = await page.request.post('/api/create-payment-intent', { headers, data: { items: { _id: firstBooking } } });
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const confirmed = await page.request.post('/api/payments/simulated/confirm', {
    headers,
    data: { clientSecret, card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' } },
  });
  const { id } = (await confirmed.json()) as { id: string };
  expect((await page.request.post('/api/payments', { headers, data: { transactionId: id, bookingId: firstBooking } })).ok()).toBe(true);

  await otherPage.goto(`/dashboard/payment/${secondBooking}`);
  await expect(otherPage.getByText('Sorry, this phone has already been sold')).toBeVisible();
  await expect(otherPage.getByRole('button', { name: 'Pay' })).toHaveCount(0);
  await other.close();
});
