import { expect, test } from '@playwright/test';

test('the home page is served with the product name', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'PhoneHaat' }).first()).toBeVisible();
});

test('deep links fall back to the app', async ({ request }) => {
  const response = await request.get('/dashboard/myOrders');
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('<div id="root">');
});
