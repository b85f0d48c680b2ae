import { expect, test, type Page } from '@playwright/test';
import { newAccount, signUp } from '../fixtures/sign-up.ts';

async function roleOf(page: Page, email: string) {
  return page.evaluate(async (address) => {
    const headers = { authorization: `Bearer ${localStorage.getItem('accessToken')}` };
    const seller = await fetch(`/api/users/seller/${encodeURIComponent(address)}`, { headers }).then((r) => r.json());
    const admin = await fetch(`/api/users/admin/${encodeURIComponent(address)}`, { headers }).then((r) => r.json());
    return { ...seller, ...admin } as { isSeller: boolean; isAdmin: boolean };
  }, email);
}

for (const role of ['User', 'Seller'] as const) {
  test(`sign up as a ${role}: toast, home, Dashboard link and the chosen role`, async ({ page }) => {
    const account = await signUp(page, role);
    await expect(page.getByText('User Created Successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    expect(await roleOf(page, account.email)).toEqual({ isSeller: role === 'Seller', isAdmin: false });

    // The avatar toggles a card with the name, email and Sign Out; signing out drops the token.
    await page.getByRole('button', { name: /^Account/ }).click();
    await expect(page.getByText(account.email)).toBeVisible();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });
}

test('sign-up validation messages and the provider error in red', async ({ page }) => {
  await page.goto('/signUp');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText('Required', { exact: true })).toHaveCount(3);
  await expect(page.getByText('Password is required')).toBeVisible();

  // An email that already has an account: the provider's message shows under the form.
  const account = newAccount('dup');
  await signUp(page, 'User', account);
  await page.getByRole('button', { name: /^Account/ }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.goto('/signUp');
  await page.getByLabel('Name').fill('Someone Else');
  await page.getByLabel('Photo URL').fill('https://example.test/a.png');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill('another-pw');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  const error = page.getByRole('alert').filter({ hasText: /exist/i });
  await expect(error).toBeVisible();
  await expect(error).toHaveCSS('color', 'rgb(185, 28, 28)');
  await expect(page).toHaveURL(/\/signUp$/);
});
