import { signInPage } from '../fixtures/data.ts';
import { useLanguage } from '../fixtures/language.ts';
import { expect, test } from '../fixtures/test.ts';

// Issue 36 item 16: on a Bangla page the booking form refused a phone typed in Bangla digits (০১৭…),
// with an English message. It takes them now, and its messages read in Bangla.

test('a buyer on a Bangla page books with a phone typed in Bangla digits', async ({ page, context, baseURL, buyer, listing }) => {
  await useLanguage(context, baseURL!, 'bn');
  await signInPage(page, buyer);
  await page.goto(`/products/${listing.id}`);
  await page.getByRole('button', { name: 'এখনই কিনুন' }).click();
  const dialog = page.getByRole('dialog', { name: `${listing.productName} বুক করুন` });
  await dialog.getByLabel('দেখা করার জায়গা').fill('মিরপুর ১০, ঢাকা');

  // Too short: refused, and said in Bangla.
  await dialog.getByLabel('ফোন নম্বর').fill('০১৭');
  await dialog.getByRole('button', { name: 'জমা দিন' }).click();
  await expect(dialog.getByText('৬ থেকে ১৫ অঙ্কের একটি ফোন নম্বর দিন')).toBeVisible();
  await expect(dialog.getByText('Enter a phone number of 6 to 15 digits')).toHaveCount(0);

  await dialog.getByLabel('ফোন নম্বর').fill('০১৭১১-২২৩৩৪৪');
  await dialog.getByRole('button', { name: 'জমা দিন' }).click();
  await expect(page.getByText('ফোনটি সফলভাবে বুক হয়েছে')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The server keeps the number in ASCII digits, as the seller's phone dials it.
  const bookings = (await (await page.request.get(`/api/bookingProduct?email=${encodeURIComponent(buyer.email)}`, { headers: buyer.auth })).json()) as {
    productId: string;
    phone: string;
  }[];
  expect(bookings.find((booking) => booking.productId === listing.id)?.phone).toBe('01711223344');
});
