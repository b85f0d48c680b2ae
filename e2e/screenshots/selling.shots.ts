import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, createBooking, createListing, payForBooking, signInPage, type Account } from '../fixtures/data.ts';
import { expectInLanguage, expectNoOverflow, languages, useLanguage, type Language } from '../fixtures/language.ts';

/**
 * The seller's side of the deal (issue 24) at 360 px and 1440 px, in English and Bangla (`-bn`):
 * Bookings on my phones with bookings in several states and the menu's count, its hand-over code
 * dialog refusing a wrong code, My Products with its actions and the edit dialog, the empty bookings
 * page, Become a seller, and a reserved phone's page. Made from fresh accounts, so the demo data stays as it is.
 */
const dir = `${process.env.SCREENSHOTS_DIR ?? '../screenshots'}/selling`;

const names = {
  en: { openMenu: /Open dashboard menu/, nav: 'Dashboard', enterCode: 'Enter hand-over code', confirmCode: 'Confirm hand-over', edit: 'Edit', become: 'Become a seller' },
  bn: { openMenu: /ড্যাশবোর্ডের মেনু খুলুন/, nav: 'ড্যাশবোর্ড', enterCode: 'হস্তান্তর কোড দিন', confirmCode: 'হস্তান্তর নিশ্চিত করুন', edit: 'সম্পাদনা', become: 'বিক্রেতা হন' },
};

/** Waits for spinners and transitions, scrolls through the page (content-visibility), then captures it. */
async function capture(page: Page, file: string, fullPage = true) {
  await expect(page.getByRole('status')).toHaveCount(0);
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
    // Transitions only: a spinner's animation never finishes.
    await Promise.allSettled(document.getAnimations().filter((animation) => animation instanceof CSSTransition).map((animation) => animation.finished));
  });
  await page.screenshot({ path: `${dir}/${file}.png`, fullPage });
}

test.describe('selling screenshots', () => {
  test.beforeAll(() => mkdirSync(dir, { recursive: true }));

  let seller: Account;
  let reservedId: string;
  test.beforeAll(async ({ request }) => {
    seller = await createAccount(request, 'Seller', 'Seller');
    const buyers = await Promise.all([createAccount(request, 'User', 'Rafiq'), createAccount(request, 'User', 'Nusrat'), createAccount(request, 'User', 'Tanvir')]);
    const phones = await Promise.all([
      createListing(request, seller, { productName: 'iPhone 13 128GB Midnight', location: 'Dhanmondi, Dhaka', selling: 62000 }),
      createListing(request, seller, { productName: 'Samsung Galaxy S22 8/128GB', location: 'Dhanmondi, Dhaka', selling: 54000 }),
      createListing(request, seller, { productName: 'Xiaomi Redmi Note 12 Pro 8/256GB', location: 'Dhanmondi, Dhaka', selling: 24500 }),
    ]);
    await createBooking(request, buyers[0]!, phones[0]!);
    const accepted = await createBooking(request, buyers[1]!, phones[1]!);
    await request.post(`/api/orders/${accepted.id}/accept`, { headers: seller.auth });
    const paid = await createBooking(request, buyers[2]!, phones[2]!);
    await payForBooking(request, paid);
    reservedId = phones[2]!.id;
    const outside = await createListing(request, seller, { productName: 'Google Pixel 7 128GB', selling: 38000 });
    await request.post(`/api/products/${outside.id}/sold`, { headers: seller.auth });
  });

  const suffix = (language: Language) => (language === 'en' ? '' : `-${language}`);

  for (const language of languages) {
    test(`bookings on my phones (${language})`, async ({ page, context, baseURL }) => {
      await signInPage(page, seller);
      await useLanguage(context, baseURL!, language);
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto('/dashboard/bookings');
      await expect(page.getByRole('article')).toHaveCount(3);
      await expectInLanguage(page, language);
      await capture(page, `bookings${suffix(language)}-1440`);

      await page.setViewportSize({ width: 360, height: 740 });
      await page.reload();
      await expect(page.getByRole('article')).toHaveCount(3);
      await expectNoOverflow(page);
      await capture(page, `bookings${suffix(language)}-360`);
      await page.getByRole('button', { name: names[language].openMenu }).click();
      await expect(page.getByRole('navigation', { name: names[language].nav })).toBeInViewport({ ratio: 1 });
      await capture(page, `bookings${suffix(language)}-360-menu`, false);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: names[language].enterCode }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox').fill('000000');
      await dialog.getByRole('button', { name: names[language].confirmCode }).click();
      await expect(dialog.getByRole('alert')).toBeVisible();
      await capture(page, `bookings${suffix(language)}-360-code`, false);
    });

    test(`my products with actions (${language})`, async ({ page, context, baseURL }) => {
      await signInPage(page, seller);
      await useLanguage(context, baseURL!, language);
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto('/dashboard/myProducts');
      await expect(page.getByRole('row')).toHaveCount(5);
      await expectInLanguage(page, language);
      await capture(page, `my-products${suffix(language)}-1440`);
      await page.setViewportSize({ width: 360, height: 740 });
      await page.reload();
      await expect(page.getByRole('row')).toHaveCount(5);
      await expectNoOverflow(page);
      await capture(page, `my-products${suffix(language)}-360`);
      await page.getByRole('button').filter({ hasText: names[language].edit }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await capture(page, `edit-listing${suffix(language)}-360`, false);
    });

    test(`empty bookings and become a seller (${language})`, async ({ page, context, baseURL, request }) => {
      const user = await createAccount(request, 'User', 'Shirin');
      await signInPage(page, user);
      await useLanguage(context, baseURL!, language);
      for (const width of [1440, 360]) {
        await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
        await page.goto('/dashboard/becomeSeller');
        await expect(page.getByRole('button', { name: names[language].become, exact: true })).toBeVisible();
        await expectInLanguage(page, language);
        await capture(page, `become-seller${suffix(language)}-${width}`);
        await page.goto('/dashboard/bookings');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await capture(page, `bookings-empty${suffix(language)}-${width}`);
      }
      await page.goto('/dashboard/becomeSeller');
      await page.getByRole('button', { name: names[language].become, exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await capture(page, `become-seller${suffix(language)}-360-confirm`, false);
    });

    test(`a reserved phone (${language})`, async ({ page, context, baseURL, request }) => {
      const visitor = await createAccount(request, 'User', 'Visitor');
      await signInPage(page, visitor);
      await useLanguage(context, baseURL!, language);
      for (const width of [1440, 360]) {
        await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
        await page.goto(`/products/${reservedId}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await capture(page, `reserved-product${suffix(language)}-${width}`);
      }
    });
  }
});
