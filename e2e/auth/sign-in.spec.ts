import { expect, test } from '../fixtures/test.ts';

test('a wrong password shows the red message; the right one returns to the category page', async ({ page, buyer }) => {
  await page.goto('/');
  const samsung = page.getByRole('link', { name: 'Samsung', exact: true });
  const categoryPath = await samsung.getAttribute('href');
  await samsung.click();
  await expect(page).toHaveURL(/\/signIn$/);

  await page.getByLabel('Email').fill(buyer.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const error = page.getByRole('alert').filter({ hasText: /invalid/i });
  await expect(error).toBeVisible();
  await expect(error).toHaveCSS('color', 'rgb(185, 28, 28)');
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

  await page.getByLabel('Password').fill(buyer.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Login Successfully')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${categoryPath}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Samsung' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Samsung phones' }).getByRole('article').first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).not.toBeNull();
});

test("sign-in validation messages; without a page to return to it goes to '/'", async ({ page, buyer }) => {
  await page.goto('/signIn');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Required', { exact: true })).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await page.getByLabel('Password').fill('12345');
  await expect(page.getByText('Password must be 6 characters or longer')).toBeVisible();

  await page.getByLabel('Email').fill(buyer.email);
  await page.getByLabel('Password').fill(buyer.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
});

test('a signed-in user never sees the signed-out header on reload', async ({ page, buyer }) => {
  await page.goto('/signIn');
  await page.getByLabel('Email').fill(buyer.email);
  await page.getByLabel('Password').fill(buyer.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();

  // Record every state of the header from the first paint after a reload.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seenSignIn: string[] }).seenSignIn = seen;
    new MutationObserver(() => {
      const header = document.querySelector('header');
      if (header?.textContent?.includes('Sign In')) seen.push('Sign In');
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { seenSignIn: string[] }).seenSignIn)).toEqual([]);
});
