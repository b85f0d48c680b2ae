import { createBooking, payForBooking, signInPage } from '../fixtures/data.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * Spec §4 payment flow in the browser with the simulated test-mode processor: a fresh buyer's booking
 * of a fresh listing, a declined test card shows the processor's message in red, 4242… pays, the
 * congratulation and the transaction id show, and My Orders opens with the booking Paid.
 */

test('a buyer pays for a booking with a test card', async ({ page, booking }) => {
  const { productName, selling } = booking.listing;
  await signInPage(page, booking.buyer);

  await page.goto(`/dashboard/payment/${booking.id}`);
  await expect(page.getByRole('heading', { name: `Payment for ${productName}` })).toBeVisible();
  await expect(page.getByText(`Please pay TK ${selling.toLocaleString('en-US')} to buy this product`)).toBeVisible();
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
  // The buyer's one booking, now Paid (a disabled button) with no Pay Now link.
  const row = page.getByRole('table', { name: 'My Orders' }).getByRole('row').filter({ hasText: productName });
  await expect(row.getByRole('button', { name: 'Paid', exact: true })).toBeDisabled();
  await expect(row.getByRole('link', { name: 'Pay Now' })).toHaveCount(0);

  // Opening the payment page again shows the booking as paid instead of the form.
  await page.goto(`/dashboard/payment/${booking.id}`);
  await expect(page.getByText('This booking has already been paid')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay' })).toHaveCount(0);
});

test("another buyer's booking of a sold phone shows that it is sold", async ({ page, request, booking, listing, otherBuyer }) => {
  const otherBooking = await createBooking(request, otherBuyer, listing);
  await payForBooking(request, booking);

  await signInPage(page, otherBuyer);
  await page.goto(`/dashboard/payment/${otherBooking.id}`);
  await expect(page.getByText('Sorry, this phone has already been sold')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay' })).toHaveCount(0);
});
