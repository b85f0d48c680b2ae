import { signInPage } from '../fixtures/data.ts';
import { expect, test } from '../fixtures/test.ts';
import { toast, windowOf } from '../fixtures/windows.ts';

/**
 * The whole deal of issue 24, every step pressed in the browser by the person who takes it: the buyer
 * books, the seller accepts, the buyer pays, the seller enters the buyer's code at the meet-up, the
 * buyer confirms, both rate, the seller's balance shows the amount, the seller asks for a payout and an
 * admin marks it paid. (The other specs of this folder reach their states through the API.)
 */

test('book → accept → pay → hand over with the code → received → both rate → balance → payout paid', async ({
  page: buyerPage,
  browser,
  baseURL,
  buyer,
  seller,
  listing,
  admin,
}) => {
  test.setTimeout(90_000);
  const { productName } = listing;
  const price = `TK ${listing.selling.toLocaleString('en-IN')}`;

  // The buyer books the phone with the spec's booking modal.
  await signInPage(buyerPage, buyer);
  await buyerPage.goto(`/products?q=${encodeURIComponent(productName)}`);
  await buyerPage.getByRole('article').filter({ hasText: productName }).getByRole('button', { name: 'buy now' }).click();
  const booking = buyerPage.getByRole('dialog', { name: `Book ${productName}` });
  await booking.getByLabel('Pick-up Location').fill('Farmgate, Dhaka');
  await booking.getByLabel('Phone').fill('01711000777');
  await booking.getByRole('button', { name: 'Submit' }).click();
  await expect(buyerPage.getByText('Product Booking Successfully')).toBeVisible();

  // The seller sees who booked, where and how to call, and accepts.
  const sellerPage = await windowOf(browser, baseURL, seller);
  await sellerPage.goto('/dashboard/bookings');
  const card = sellerPage.getByRole('article').filter({ hasText: productName });
  await expect(card.getByText(buyer.name)).toBeVisible();
  await expect(card.getByText('Farmgate, Dhaka')).toBeVisible();
  await expect(card.getByRole('link', { name: `Call ${buyer.name} on 01711000777` })).toBeVisible();
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(card.getByText('Accepted by the seller')).toBeVisible();

  // The buyer pays from My Orders with the spec's Pay Now and the simulated card.
  await buyerPage.goto('/dashboard/myOrders');
  const row = buyerPage.getByRole('table', { name: 'My Orders' }).getByRole('row').filter({ hasText: productName });
  await expect(row.getByText('Accepted by the seller')).toBeVisible();
  await row.getByRole('link', { name: 'Pay Now' }).click();
  await buyerPage.getByLabel('Card number').fill('4242 4242 4242 4242');
  await buyerPage.getByLabel('Expiry (MM/YY)').fill('12/34');
  await buyerPage.getByLabel('CVC').fill('123');
  await buyerPage.getByRole('button', { name: 'Pay' }).click();
  await expect(buyerPage.getByText('Congrats! your payment completed')).toBeVisible();
  await expect(buyerPage).toHaveURL(/\/dashboard\/myOrders$/, { timeout: 10_000 });

  // The buyer's order page shows the code to show at the meet-up.
  await row.getByRole('link', { name: /Order details/ }).click();
  await expect(buyerPage.getByRole('heading', { name: 'Your hand-over code' })).toBeVisible();
  const code = (await buyerPage.getByTestId('handover-code').textContent())!.trim();
  expect(code).toMatch(/^\d{6}$/);

  // The seller's balance holds the money until the buyer has the phone.
  await sellerPage.goto('/dashboard/balance');
  await expect(sellerPage.getByTestId('balance-held')).toHaveText(price);
  await expect(sellerPage.getByTestId('balance-available')).toHaveText('TK 0');

  // At the meet-up the seller enters the code the buyer shows.
  await sellerPage.goto('/dashboard/bookings');
  await card.getByRole('checkbox', { name: /de-registered this phone from NEIR/ }).check();
  await card.getByRole('button', { name: 'Enter hand-over code' }).click();
  const codeDialog = sellerPage.getByRole('dialog', { name: `Hand over ${productName}` });
  await codeDialog.getByLabel('Hand-over code').fill(code);
  await codeDialog.getByRole('button', { name: 'Confirm hand-over' }).click();
  await expect(card.getByText('Handed over')).toBeVisible();

  // The buyer confirms, which completes the order and releases the money.
  await buyerPage.reload();
  await expect(buyerPage.getByTestId('handover-code')).toHaveCount(0);
  await buyerPage.getByRole('button', { name: 'I received the phone' }).click();
  await buyerPage
    .getByRole('dialog', { name: 'Did you receive the phone?' })
    .getByRole('button', { name: 'Yes, I received it' })
    .click();
  await expect(buyerPage.getByText('Completed', { exact: true }).first()).toBeVisible();

  // Both rate each other.
  const buyerRating = buyerPage.getByRole('region', { name: 'Rate the seller' });
  await buyerRating.getByRole('radio', { name: '5 stars' }).check();
  await buyerRating.getByLabel('A few words (optional)').fill('Met on time, phone exactly as listed');
  await buyerRating.getByRole('button', { name: 'Send rating' }).click();
  await expect(
    buyerPage.getByRole('region', { name: 'Ratings' }).getByText('Met on time, phone exactly as listed'),
  ).toBeVisible();

  await card.getByRole('link', { name: 'Order details' }).click();
  const sellerRating = sellerPage.getByRole('region', { name: 'Rate the buyer' });
  await sellerRating.getByRole('radio', { name: '4 stars' }).check();
  await sellerRating.getByRole('button', { name: 'Send rating' }).click();
  await expect(sellerPage.getByRole('region', { name: 'Rate the buyer' })).toHaveCount(0);

  // The amount is the seller's to withdraw; they ask for it to their bKash number.
  await sellerPage.goto('/dashboard/balance');
  await expect(sellerPage.getByTestId('balance-available')).toHaveText(price);
  await expect(sellerPage.getByTestId('balance-held')).toHaveText('TK 0');
  const payout = sellerPage.getByRole('form', { name: 'Ask for a payout' });
  await payout.getByLabel('Amount').fill(String(listing.selling));
  await payout.getByLabel('bKash number').fill('01812345670');
  await payout.getByRole('button', { name: 'Ask for payout' }).click();
  await expect(toast(sellerPage, 'Payout requested. An admin will send it and mark it paid.')).toBeVisible();

  // An admin sends it and marks it paid with the transfer's reference.
  const adminPage = await windowOf(browser, baseURL, admin);
  await adminPage.goto('/dashboard/payouts');
  const waiting = adminPage.getByTestId('admin-payout').filter({ hasText: seller.name });
  await waiting.getByRole('button', { name: `Mark the payout of ${price} to ${seller.name} paid` }).click();
  const paid = adminPage.getByRole('dialog', { name: 'Mark the payout paid' });
  await paid.getByLabel('Transfer reference').fill('BKASH-WHOLE-DEAL');
  await paid.getByRole('button', { name: 'Mark paid' }).click();
  await expect(toast(adminPage, 'Payout marked paid')).toBeVisible();

  await sellerPage.reload();
  await expect(sellerPage.getByTestId('balance-paidOut')).toHaveText(price);
  await expect(sellerPage.getByRole('list', { name: 'Payout history' }).getByText('Reference BKASH-WHOLE-DEAL')).toBeVisible();

  // The public seller page counts the sale and the buyer's rating.
  await buyerPage.goto(`/sellers/${seller.id}`);
  await expect(buyerPage.getByText('1 completed sale')).toBeVisible();
  await expect(buyerPage.getByTestId('seller-page-rating')).toContainText('5.0');
  await adminPage.context().close();
  await sellerPage.context().close();
});
