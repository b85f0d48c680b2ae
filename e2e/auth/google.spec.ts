import { expect, test } from '@playwright/test';

/**
 * Google sign-in in a 500 × 600 popup, against the local OpenID Connect stand-in that the Playwright
 * config starts (Google itself is unreachable from here).
 */
test('a visitor signs in with Google in a popup and lands signed in, as a User', async ({ page }) => {
  await page.goto('/signIn');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupOpened;
  expect(popup.viewportSize()).toEqual({ width: 500, height: 600 });
  // The stand-in approves at once: the popup may already have closed by the time we look.
  await expect.poll(() => popup.isClosed(), { timeout: 15_000 }).toBe(true);

  await expect(page.getByText('Login Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect(token).toBeTruthy();

  const role = await page.request.get('/api/users/seller/google.person@gmail.test', { headers: { authorization: `Bearer ${token}` } });
  expect(await role.json()).toEqual({ isSeller: false });
  const admin = await page.request.get('/api/users/admin/google.person@gmail.test', { headers: { authorization: `Bearer ${token}` } });
  expect(await admin.json()).toEqual({ isAdmin: false });
});
