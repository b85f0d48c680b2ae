import { signInPage } from '../fixtures/data.ts';
import { expectInLanguage, useLanguage } from '../fixtures/language.ts';
import { expect, test } from '../fixtures/test.ts';
import { toast, windowOf } from '../fixtures/windows.ts';

/**
 * Cash at the meet-up (issue 25 item 3, decision 0034), pressed in the browser: the seller allows cash
 * in the listing form, the product page says so, the buyer chooses cash for the accepted booking and
 * sees the code, the seller enters it at the meet-up and the phone is sold with nothing held.
 */

// Two windows, sign-ups and sign-ins on a shared machine: more than the default 30 s, fixtures included.
test.describe.configure({ timeout: 180_000 });

test('seller allows cash → buyer chooses cash → seller enters the code → sold, settled outside PhoneHaat', async ({
  page: sellerPage,
  browser,
  baseURL,
  seller,
  buyer,
  listing,
  booking,
}) => {
  const { productName } = listing;
  const price = `TK ${listing.selling.toLocaleString('en-IN')}`;

  // The seller ticks cash in the listing's edit form.
  await signInPage(sellerPage, seller);
  await sellerPage.goto('/dashboard/myProducts');
  const row = sellerPage.getByRole('table', { name: 'My Products' }).getByRole('row').filter({ hasText: productName });
  await row.getByRole('button', { name: `Edit ${productName}` }).click();
  const edit = sellerPage.getByRole('dialog', { name: `Edit ${productName}` });
  await edit.getByLabel('Accept cash at the meet-up').check();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();

  // Everyone sees it on the product page.
  const buyerPage = await windowOf(browser, baseURL, buyer);
  await buyerPage.goto(`/products/${listing.id}`);
  await expect(buyerPage.getByText('Cash at meet-up accepted')).toBeVisible();

  // The seller accepts the booking.
  await sellerPage.goto('/dashboard/bookings');
  const card = sellerPage.getByRole('article').filter({ hasText: productName });
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(card.getByText('Accepted by the seller')).toBeVisible();

  // The buyer chooses cash on the order page instead of Pay Now, and gets the code.
  await buyerPage.goto(`/dashboard/orders/${booking.id}`);
  const option = buyerPage.getByRole('region', { name: 'Or pay cash at the meet-up' });
  await option.getByRole('button', { name: 'Pay cash at the meet-up' }).click();
  const confirm = buyerPage.getByRole('dialog', { name: `Pay ${price} in cash at the meet-up?` });
  await confirm.getByRole('button', { name: 'Yes, I will pay cash' }).click();
  await expect(toast(buyerPage, 'Cash at the meet-up agreed. Show your hand-over code when you meet.')).toBeVisible();
  await expect(buyerPage.getByText('Cash at meet-up agreed').first()).toBeVisible();
  await expect(buyerPage.getByTestId('cash-order-note')).toContainText(`You pay ${price} in cash when you meet.`);
  const code = (await buyerPage.getByTestId('handover-code').textContent())!.trim();
  expect(code).toMatch(/^\d{6}$/);
  await expect(buyerPage.getByRole('link', { name: 'Pay Now' })).toHaveCount(0);

  // Nothing is held for the seller.
  await sellerPage.goto('/dashboard/balance');
  await expect(sellerPage.getByTestId('balance-held')).toHaveText('TK 0');

  // At the meet-up the seller takes the cash and enters the code: the sale completes.
  await sellerPage.goto('/dashboard/bookings');
  await expect(card.getByTestId('cash-order-note')).toContainText(`The buyer pays ${price} in cash at the meet-up.`);
  // The hand-over waits for the seller to confirm the phone is off their NEIR registration (issue 26).
  await card.getByRole('checkbox', { name: /de-registered this phone from NEIR/ }).check();
  await card.getByRole('button', { name: 'Enter hand-over code' }).click();
  const codeDialog = sellerPage.getByRole('dialog', { name: `Hand over ${productName}` });
  await codeDialog.getByLabel('Hand-over code').fill(code);
  await codeDialog.getByRole('button', { name: 'Confirm hand-over' }).click();
  await expect(toast(sellerPage, 'Sale complete: paid in cash, the phone is marked sold.')).toBeVisible();
  await expect(card.getByText('Completed', { exact: true })).toBeVisible();
  await expect(card.getByTestId('cash-order-note')).toContainText(
    `Paid ${price} in cash at the meet-up: settled outside PhoneHaat.`,
  );

  // The phone is sold; the seller's ledger records the sale as settled outside, in no balance.
  const answer = (await (await sellerPage.request.get(`/api/products/${listing.id}`)).json()) as { status: string };
  expect(answer.status).toBe('sold');
  await sellerPage.goto('/dashboard/balance');
  await expect(sellerPage.getByText('Paid in cash at the meet-up (outside PhoneHaat)')).toBeVisible();
  await expect(sellerPage.getByTestId('balance-available')).toHaveText('TK 0');
  await expect(sellerPage.getByTestId('balance-held')).toHaveText('TK 0');

  // The buyer's page: completed, no code, the sale settled outside; ratings open as for any order.
  await buyerPage.reload();
  await expect(buyerPage.getByTestId('handover-code')).toHaveCount(0);
  await expect(buyerPage.getByTestId('cash-order-note')).toContainText('settled outside PhoneHaat');
  await expect(buyerPage.getByRole('region', { name: 'Rate the seller' })).toBeVisible();
  await buyerPage.context().close();
});

test('the order page and the bookings page speak Bangla for a cash order', async ({
  page,
  browser,
  baseURL,
  request,
  seller,
  buyer,
  listing,
  booking,
}) => {
  // Cash allowed, the booking accepted and cash chosen through the API, as the pages would.
  expect(
    (await request.patch(`/api/products/${listing.id}`, { headers: seller.auth, data: { cashAccepted: true } })).status(),
  ).toBe(200);
  expect((await request.post(`/api/orders/${booking.id}/accept`, { headers: seller.auth })).status()).toBe(200);
  expect((await request.post(`/api/orders/${booking.id}/cash`, { headers: buyer.auth })).status()).toBe(200);

  await useLanguage(page.context(), baseURL!, 'bn');
  await signInPage(page, buyer);
  await page.goto(`/dashboard/orders/${booking.id}`);
  await expect(page.getByTestId('cash-order-note')).toContainText('দেখা হলে আপনি');
  await expect(page.getByText('দেখা হলে নগদে পরিশোধ ঠিক হয়েছে').first()).toBeVisible();
  await expectInLanguage(page, 'bn');

  const context = await browser.newContext({ baseURL });
  await useLanguage(context, baseURL!, 'bn');
  const sellerPage = await context.newPage();
  await signInPage(sellerPage, seller);
  await sellerPage.goto('/dashboard/bookings');
  await expect(
    sellerPage.getByRole('article').filter({ hasText: listing.productName }).getByTestId('cash-order-note'),
  ).toContainText('দেখা হলে ক্রেতা');
  await expectInLanguage(sellerPage, 'bn');
  await context.close();
});
