import { linkFromMailbox, passwordResetLink } from '../fixtures/mailbox.ts';
import { expect, test } from '../fixtures/test.ts';

// Issue 38 §3 on a small phone, where most people here read their mail.
test.use({ viewport: { width: 360, height: 740 } });

test('a forgotten password is reset through the emailed link, and the new one signs in', async ({ page, buyer }) => {
  await page.goto('/signIn');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(buyer.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText('If an account uses this email, we have sent a link to reset its password.')).toBeVisible();

  // The demo mailbox (SMTP_URL unset) has the email; its link goes through Better Auth to our page.
  const link = await linkFromMailbox(page.request, buyer.email, passwordResetLink);
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  const newPassword = `${buyer.password}-new`;
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('New password again').fill(newPassword);
  await page.getByRole('button', { name: 'Save the new password' }).click();

  await expect(page).toHaveURL(/\/signIn\?reset=done$/);
  await expect(page.getByText('Your password was changed')).toBeVisible();
  // Nothing runs past the 360 px page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.getByLabel('Email').fill(buyer.email);
  await page.getByLabel('Password').fill(buyer.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: /invalid/i })).toBeVisible();
  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Login Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // The link works once.
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?error=INVALID_TOKEN$/);
  await expect(page.getByText('This link has expired or was used already. Ask for a new one.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
});
