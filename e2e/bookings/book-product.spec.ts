import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { signInPage, type Listing } from '../fixtures/data.ts';
import { expect, test } from '../fixtures/test.ts';

/** The listing's card on /products, found by its unique name. */
async function cardOf(page: Page, listing: Listing) {
  await page.goto(`/products?q=${encodeURIComponent(listing.productName)}`);
  const card = page.getByRole('list', { name: 'Products' }).getByRole('article').filter({ hasText: listing.productName });
  await expect(card).toHaveCount(1);
  return card;
}

test('a signed-in buyer books a phone; booking it twice shows the server message', async ({ page, buyer, listing }) => {
  const { productName, selling } = listing;
  await signInPage(page, buyer);
  const card = await cardOf(page, listing);
  await expect(card.getByRole('button', { name: 'See Details' })).toBeDisabled();
  await card.getByRole('button', { name: 'buy now' }).click();

  const dialog = page.getByRole('dialog', { name: `Book ${productName}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Your Name')).toHaveValue(buyer.name);
  await expect(dialog.getByLabel('Your Email')).toHaveValue(buyer.email);
  await expect(dialog.getByLabel('Your Email')).toBeDisabled();
  await expect(dialog.getByLabel('Selling Price')).toHaveValue(`TK ${selling.toLocaleString('en-US')}`);

  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Required', { exact: true })).toHaveCount(2);

  await dialog.getByLabel('Pick-up Location').fill('Mirpur 10, Dhaka');
  await dialog.getByLabel('Phone').fill('01711000000');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Product Booking Successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const bookings = await page.evaluate(async (email) => {
    const response = await fetch(`/api/bookingProduct?email=${encodeURIComponent(email)}`, {
      headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` },
    });
    return (await response.json()) as { productName: string; pickUpLocation: string; paid: boolean }[];
  }, buyer.email);
  expect(bookings).toEqual([expect.objectContaining({ productName, pickUpLocation: 'Mirpur 10, Dhaka', paid: false })]);

  await card.getByRole('button', { name: 'buy now' }).click();
  await dialog.getByLabel('Pick-up Location').fill('Mirpur 10, Dhaka');
  await dialog.getByLabel('Phone').fill('01711000000');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('You have already booked this product')).toBeVisible();
});

test('the booking modal keeps focus inside and closes with Escape', async ({ page, buyer, listing }) => {
  await signInPage(page, buyer);
  const card = await cardOf(page, listing);
  await card.getByRole('button', { name: 'buy now' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Pick-up Location')).toBeVisible();
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement?.closest('dialog') ? 'inside' : document.activeElement?.outerHTML.slice(0, 200)))).toBe('inside');
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('button', { name: 'buy now' })).toBeFocused();
});
