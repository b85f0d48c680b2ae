import { signIn } from '../fixtures/sign-in.ts';
import { expect, test } from '../fixtures/test.ts';

test("a signed-in buyer's language follows them to a new device", async ({ browser, buyer }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  // On the first device the buyer signs in and switches to Bangla from the header.
  const first = await browser.newContext({ baseURL });
  const page = await first.newPage();
  await signIn(page, buyer.email, buyer.password);
  await page.goto('/');
  // The header knows the buyer is signed in (the account loads after the first paint) before they switch.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'বাংলা' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  // Saved to the profile: Better Auth's session answer carries it.
  await expect
    .poll(async () => (await (await page.request.get('/api/auth/get-session')).json()).user.language)
    .toBe('bn');
  await first.close();

  // A new device has no choice of its own: once the buyer signs in, the pages read in Bangla.
  const second = await browser.newContext({ baseURL });
  const other = await second.newPage();
  await signIn(other, buyer.email, buyer.password);
  await expect(other.locator('html')).toHaveAttribute('lang', 'bn');
  await other.goto('/products');
  await expect(other.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(other.getByRole('button', { name: 'English' })).toBeVisible();
  await second.close();
});
