import { createBooking, createListing, payForBooking, signInPage, uniqueWord } from '../fixtures/data.ts';
import { expectInLanguage, languages, useLanguage } from '../fixtures/language.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * My Balance (issue 36, item 14): a payout asked for shows as requested and no longer as available, and
 * the page fits a 360 px phone in both languages.
 */

test.describe.configure({ timeout: 120_000 });

const SHOTS = process.env.SCREENSHOTS_DIR ?? '/tmp/shots-deal-pages';

test('a requested payout is not counted as available, and the page fits 360 px in English and Bangla', async ({
  page,
  context,
  baseURL,
  request,
  seller,
  buyer,
}) => {
  // The walk's figures: a TK 73,500 sale of a phone with a long name, completed (released to the
  // seller); then half of it asked for.
  const listing = await createListing(request, seller, {
    productName: `Samsung Galaxy S23 Ultra 12/256GB Phantom Black ${uniqueWord('ph')}`,
    selling: 73_500,
  });
  const booking = await createBooking(request, buyer, listing);
  await payForBooking(request, booking);
  const { handoverCode } = (await (await request.get(`/api/orders/${booking.id}`, { headers: buyer.auth })).json()) as {
    handoverCode: string;
  };
  const handed = await request.post(`/api/orders/${booking.id}/handover-code`, {
    headers: seller.auth,
    data: { code: handoverCode, neirDeregistered: true },
  });
  expect(handed.status(), await handed.text()).toBe(200);
  expect((await request.post(`/api/orders/${booking.id}/received`, { headers: buyer.auth })).status()).toBe(200);
  const released = booking.listing.selling * 100;
  const half = Math.floor(released / 2);
  const asked = await request.post('/api/payouts', {
    headers: seller.auth,
    data: { amount: half, account: { method: 'bkash', number: '01812345678' } },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  // As the app writes TK: `TK 36,750` / `৳৩৬,৭৫০` (whole taka here: the price is whole, half of it in poisha too).
  const tk = (poisha: number, language: 'en' | 'bn') =>
    language === 'bn' ? `৳${(poisha / 100).toLocaleString('bn-BD')}` : `TK ${(poisha / 100).toLocaleString('en-IN')}`;
  const upTo = { en: (amount: string) => `Up to ${amount}`, bn: (amount: string) => `সর্বোচ্চ ${amount}` };

  await signInPage(page, seller);
  for (const language of languages) {
    await useLanguage(context, baseURL!, language);
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
      await page.goto('/dashboard/balance');
      await expect(page.getByTestId('balance-requested')).toBeVisible();
      await expect(page.getByTestId('balance-available')).toHaveText(tk(released - half, language));
      await expect(page.getByTestId('balance-requested')).toHaveText(tk(half, language));
      await expect(page.getByText(upTo[language](tk(released - half, language)))).toBeVisible();
      await expectInLanguage(page, language);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `${language} at ${width} px`).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `${SHOTS}/balance${language === 'en' ? '' : `-${language}`}-${width}.png`, fullPage: true });
    }
  }
});
