import type { Page } from '@playwright/test';
import { signInPage, uniqueWord } from '../fixtures/data.ts';
import {
  expectAxeClean,
  expectInLanguage,
  expectNoOverflow,
  languages,
  useLanguage,
  type Language,
} from '../fixtures/language.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * Issue 38 §4's account page at 360 px in both languages: a new name shows in the dashboard's drawer, and
 * deleting the account (the word typed) ends signed out on the home page, with no way back in.
 */

const words = {
  en: {
    heading: 'My Account',
    name: 'Name',
    save: 'Save',
    saved: 'Your name and photo are saved.',
    openMenu: 'Open dashboard menu',
    drawer: 'Dashboard',
    menuEntry: 'My Account',
    deleteButton: 'Delete my account',
    dialog: 'Are you sure you want to delete',
    typeWord: 'Type DELETE to confirm',
    word: 'DELETE',
    confirm: 'Delete',
    done: 'Your account is deleted.',
    signIn: 'Sign In',
  },
  bn: {
    heading: 'আমার অ্যাকাউন্ট',
    name: 'নাম',
    save: 'সংরক্ষণ করুন',
    saved: 'আপনার নাম ও ছবি সংরক্ষণ করা হয়েছে।',
    openMenu: 'ড্যাশবোর্ডের মেনু খুলুন',
    drawer: 'ড্যাশবোর্ড',
    menuEntry: 'আমার অ্যাকাউন্ট',
    deleteButton: 'আমার অ্যাকাউন্ট মুছে ফেলুন',
    dialog: 'আপনি কি নিশ্চিত যে মুছে ফেলতে চান',
    typeWord: 'নিশ্চিত করতে মুছুন লিখুন',
    word: 'মুছুন',
    confirm: 'মুছে ফেলুন',
    done: 'আপনার অ্যাকাউন্ট মুছে ফেলা হয়েছে।',
    signIn: 'সাইন ইন',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** The account page at 360 px, reached from the dashboard's menu in the drawer. */
async function openAccountPage(page: Page, language: Language) {
  const text = words[language];
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/dashboard');
  await page.getByRole('button', { name: text.openMenu }).click();
  await page.getByRole('navigation', { name: text.drawer }).getByRole('link', { name: text.menuEntry, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
}

for (const language of languages) {
  test(`a new name shows in the dashboard (${language}, 360 px)`, async ({ page, baseURL, buyer }) => {
    test.setTimeout(90_000);
    const text = words[language];
    await useLanguage(page.context(), baseURL!, language);
    await signInPage(page, buyer);
    await openAccountPage(page, language);

    const newName = `Renamed ${uniqueWord('n')}`;
    const name = page.getByLabel(text.name, { exact: true });
    await expect(name).toHaveValue(buyer.name);
    await name.fill(newName);
    await page.getByRole('button', { name: text.save, exact: true }).click();
    await expect(page.getByText(text.saved)).toBeVisible();

    await expectInLanguage(page, language);
    await expectNoOverflow(page);
    await expectAxeClean(page);

    // The drawer's card, and the account itself, carry the new name.
    await page.getByRole('button', { name: text.openMenu }).click();
    await expect(page.getByRole('navigation', { name: text.drawer }).getByText(newName, { exact: true })).toBeVisible();
    const session = await page.request.get('/api/auth/get-session', { headers: buyer.auth });
    expect(((await session.json()) as { user: { name: string } }).user.name).toBe(newName);
    await page.reload();
    await expect(page.getByLabel(text.name, { exact: true })).toHaveValue(newName);
  });

  test(`deleting the account with the word typed ends signed out on the home page (${language}, 360 px)`, async ({
    page,
    request,
    baseURL,
    buyer,
  }) => {
    test.setTimeout(90_000);
    const text = words[language];
    await useLanguage(page.context(), baseURL!, language);
    await signInPage(page, buyer);
    await openAccountPage(page, language);

    await page.getByRole('button', { name: text.deleteButton }).click();
    const dialog = page.getByRole('alertdialog', { name: text.dialog });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(buyer.name);
    const confirm = dialog.getByRole('button', { name: text.confirm, exact: true });
    await expect(confirm).toBeDisabled();
    await expectInLanguage(page, language);
    await dialog.getByLabel(text.typeWord).fill(text.word);
    await expect(confirm).toBeEnabled();
    await confirm.click();

    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.getByText(text.done)).toBeVisible();
    await expect(page.getByRole('link', { name: text.signIn, exact: true }).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

    // Gone for good: neither the old session nor the password lets anyone in.
    const session = await page.request.get('/api/auth/get-session', { headers: buyer.auth });
    expect(await session.json()).toBeNull();
    const again = await request.post('/api/auth/sign-in/email', {
      data: { email: buyer.email, password: buyer.password },
      headers: { origin: baseURL! },
    });
    expect(again.status()).toBe(401);
    await page.goto('/dashboard/account');
    await expect(page).toHaveURL(/\/signIn$/);
  });
}
