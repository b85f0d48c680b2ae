import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { payForBooking, signInPage, type Account, type Booking } from '../fixtures/data.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * The buyer's side of the deal in the browser (issue 24): states reached through the real API as the
 * seller would act, the buyer's steps taken on the order page.
 */

async function sellerActs(request: APIRequestContext, seller: Account, orderId: string, action: string, data: object = {}) {
  const response = await request.post(`/api/orders/${orderId}/${action}`, { headers: seller.auth, data });
  expect(response.status(), await response.text()).toBe(200);
}

/** Accepted by the seller and paid by the buyer: the money is held and the code is the buyer's. */
async function paidOrder(request: APIRequestContext, booking: Booking) {
  await sellerActs(request, booking.listing.seller, booking.id, 'accept');
  await payForBooking(request, booking);
}

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test('a paid order shows the hand-over code only to its buyer; the buyer confirms receipt, both rate, the seller page shows it', async ({
  page,
  browser,
  request,
  booking,
  seller,
}) => {
  await paidOrder(request, booking);
  await signInPage(page, booking.buyer);

  // My Orders keeps Paid and shows the new state beside it, with a link to the order.
  await page.goto('/dashboard/myOrders');
  const row = page.getByRole('table', { name: 'My Orders' }).getByRole('row').filter({ hasText: booking.listing.productName });
  await expect(row.getByRole('button', { name: 'Paid', exact: true })).toBeDisabled();
  await expect(row.getByText('Paid, money held')).toBeVisible();
  await row.getByRole('link', { name: `Order details of ${booking.listing.productName}` }).click();
  await expect(page).toHaveURL(`/dashboard/orders/${booking.id}`);

  await expect(page.getByRole('heading', { level: 1, name: 'Order' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your hand-over code' })).toBeVisible();
  const code = (await page.getByTestId('handover-code').textContent())!.trim();
  expect(code).toMatch(/^\d{6}$/);
  await expect(page.getByText('Show this code to the seller when you meet.', { exact: false })).toBeVisible();
  await expect(page.getByText(/your money is refunded in full/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The seller sees the order, the buyer's phone number, and no code.
  const sellerContext = await browser.newContext();
  const sellerPage = await sellerContext.newPage();
  await signInPage(sellerPage, seller);
  await sellerPage.goto(`/dashboard/orders/${booking.id}`);
  await expect(sellerPage.getByText('Paid, money held').first()).toBeVisible();
  await expect(sellerPage.getByText('01711223344')).toBeVisible();
  await expect(sellerPage.getByTestId('handover-code')).toHaveCount(0);
  await expect(sellerPage.getByText(code)).toHaveCount(0);

  // At the meet-up the seller enters the buyer's code.
  await sellerActs(request, seller, booking.id, 'handover-code', { neirDeregistered: true, code });
  await page.reload();
  await expect(page.getByText('Handed over').first()).toBeVisible();
  await expect(page.getByTestId('handover-code')).toHaveCount(0);

  await page.getByRole('button', { name: 'I received the phone' }).click();
  const confirm = page.getByRole('dialog', { name: 'Did you receive the phone?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes, I received it' }).click();
  await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'I received the phone' })).toHaveCount(0);
  const timeline = page.getByRole('region', { name: 'What happened' });
  await expect(timeline.getByText('Received, money released')).toBeVisible();
  await expect(timeline.getByText('Handed over with the code')).toBeVisible();

  // The buyer rates the seller: stars are required, then once.
  const buyerForm = page.getByRole('region', { name: 'Rate the seller' });
  await buyerForm.getByRole('button', { name: 'Send rating' }).click();
  await expect(buyerForm.getByRole('alert')).toHaveText('Choose 1 to 5 stars');
  await buyerForm.getByRole('radio', { name: '5 stars' }).check();
  await buyerForm.getByLabel('A few words (optional)').fill('Honest seller, phone as described');
  await buyerForm.getByRole('button', { name: 'Send rating' }).click();
  await expect(page.getByRole('region', { name: 'Rate the seller' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Ratings' }).getByText('Honest seller, phone as described')).toBeVisible();

  // The seller rates the buyer.
  await sellerPage.reload();
  const sellerForm = sellerPage.getByRole('region', { name: 'Rate the buyer' });
  await sellerForm.getByRole('radio', { name: '4 stars' }).check();
  await sellerForm.getByRole('button', { name: 'Send rating' }).click();
  await expect(sellerPage.getByRole('region', { name: 'Rate the buyer' })).toHaveCount(0);
  await expect(sellerPage.getByRole('region', { name: 'Ratings' }).getByText("The seller's rating")).toBeVisible();
  await sellerContext.close();

  // The public seller page shows the buyer's rating and words; the product page shows it beside the name.
  await page.getByRole('link', { name: `See ${seller.name}'s page` }).click();
  await expect(page).toHaveURL(`/sellers/${seller.id}`);
  await expect(page.getByRole('heading', { level: 1, name: seller.name })).toBeVisible();
  await expect(page.getByTestId('seller-page-rating')).toContainText('5.0');
  await expect(page.getByTestId('seller-page-rating')).toContainText('1 rating');
  await expect(page.getByText('1 completed sale')).toBeVisible();
  await expect(page.getByText('Honest seller, phone as described')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.goto(`/products/${booking.listing.id}`);
  // Beside the seller's name and on the seller card (issue 26): the same rating in both.
  await expect(page.getByTestId('seller-rating')).toContainText(['5.0 (1)', '5.0 (1)']);
  await expect(page.getByRole('region', { name: 'About the seller' }).getByTestId('seller-card-sales')).toHaveText('1 completed sale');
});

test('a buyer reports a problem within the 72-hour window after the hand-over', async ({ page, request, booking, seller }) => {
  await paidOrder(request, booking);
  const code = (await (await request.get(`/api/orders/${booking.id}`, { headers: booking.buyer.auth })).json()) as {
    handoverCode: string;
  };
  await sellerActs(request, seller, booking.id, 'handover-code', { neirDeregistered: true, code: code.handoverCode });

  await signInPage(page, booking.buyer);
  await page.goto(`/dashboard/orders/${booking.id}`);
  await expect(page.getByText(/You can report a problem until/)).toBeVisible();
  await page.getByRole('button', { name: 'Report a problem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report a problem with this phone' });
  await expect(dialog.getByText(/You can report a problem until/)).toBeVisible();
  await dialog.getByLabel('What is wrong?').selectOption({ label: 'Does not work properly' });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Required');
  await dialog.getByLabel('Tell us what happened').fill('The screen flickers after ten minutes');
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Send report' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText('Problem reported').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Report a problem' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'I received the phone' })).toHaveCount(0);
  await expect(
    page
      .getByRole('region', { name: 'What happened' })
      .getByText('Does not work properly: The screen flickers after ten minutes'),
  ).toBeVisible();
});
