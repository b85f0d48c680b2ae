import { signInPage } from '../fixtures/data.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * Issue 25 in the browser, with the defaults (everything offline): the buyer chooses bKash or
 * SSLCommerz on the payment page, is sent to the app's TEST MODE page standing in for the gateway,
 * pays there, and comes back to the spec's congratulation, the booking paid. Underneath, the real
 * bKash and SSLCommerz clients talk to the app's simulated gateways.
 */

test('a buyer pays for a booking with simulated bKash', async ({ page, booking }) => {
  const { productName, selling } = booking.listing;
  await signInPage(page, booking.buyer);
  await page.goto(`/dashboard/payment/${booking.id}`);
  await expect(page.getByRole('heading', { name: `Payment for ${productName}` })).toBeVisible();
  // The spec's card flow is the default method.
  await expect(page.getByRole('radio', { name: /^Card/ })).toBeChecked();
  await page.getByRole('radio', { name: /^bKash/ }).check();
  await page.getByRole('button', { name: 'Pay with bKash' }).click();

  await expect(page).toHaveURL(/\/test-gateway\/bkash\//);
  await expect(page.getByText('TEST MODE — no real money moves.')).toBeVisible();
  await expect(page.getByText(`TK ${selling.toLocaleString('en-US')}`)).toBeVisible();
  await page.getByLabel('Your bKash account number').fill('01770618575');
  await page.getByLabel('Verification code (OTP)').fill('123456');
  await page.getByLabel('bKash PIN').fill('11111');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The PIN is wrong.' })).toBeVisible();
  await page.getByLabel('bKash PIN').fill('12121');
  await page.getByRole('button', { name: 'Confirm' }).click();

  await expect(page).toHaveURL(new RegExp(`/dashboard/payment/${booking.id}\\?gateway=bkash&outcome=paid$`));
  await expect(page.getByText('Congrats! your payment completed')).toBeVisible();
  await expect(page.getByText('Your transaction id:')).toBeVisible();
});

test('a buyer cancels on simulated SSLCommerz, then pays with Nagad', async ({ page, booking }) => {
  await signInPage(page, booking.buyer);
  await page.goto(`/dashboard/payment/${booking.id}`);
  await page.getByRole('radio', { name: /Card, Nagad, Rocket/ }).check();
  await page.getByRole('button', { name: 'Continue to SSLCommerz' }).click();

  await expect(page).toHaveURL(/\/test-gateway\/sslcommerz\/PH[0-9a-f]{24}$/);
  await expect(page.getByText('TEST MODE — no real money moves.')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel and go back' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/payment/${booking.id}\\?gateway=sslcommerz&outcome=cancelled$`));
  await expect(page.getByText('You cancelled the payment. Nothing was charged.')).toBeVisible();

  await page.getByRole('radio', { name: /Card, Nagad, Rocket/ }).check();
  await page.getByRole('button', { name: 'Continue to SSLCommerz' }).click();
  await expect(page).toHaveURL(/\/test-gateway\/sslcommerz\//);
  await page.getByRole('radio', { name: 'Nagad' }).check();
  await page.getByRole('button', { name: 'Pay with Nagad' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/payment/${booking.id}\\?gateway=sslcommerz&outcome=paid$`));
  await expect(page.getByText('Congrats! your payment completed')).toBeVisible();
});
