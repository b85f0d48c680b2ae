import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { gradientPng } from '../dashboard/support.ts';
import { signUp } from '../fixtures/sign-up.ts';

// Issue 36 item 17 (decision 0054): the photo given at sign-up never showed (the CSP blocks outside
// images: initials and console errors). The server fetches it and the avatar shows from our own origin.

let photoHost: Server;
let photoURL: string;
/** The user agents that asked the photo host for the photo: the server's, never the browser's. */
const askedBy: string[] = [];

test.beforeAll(async () => {
  const png = gradientPng(240, 240);
  photoHost = createServer((request, response) => {
    askedBy.push(request.headers['user-agent'] ?? 'none');
    response.writeHead(200, { 'content-type': 'image/png' }).end(png);
  });
  photoHost.listen(0, '127.0.0.1');
  await once(photoHost, 'listening');
  photoURL = `http://127.0.0.1:${(photoHost.address() as AddressInfo).port}/me.png`;
});
test.afterAll(() => new Promise((resolve) => photoHost.close(resolve)));

test('the photo given at sign-up shows in the header, served from our own origin, with no CSP error', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await signUp(page, 'User', undefined, photoURL);
  await expect(page.getByText('User Created Successfully')).toBeVisible();

  const avatar = page.getByRole('banner').getByRole('button', { name: /^Account/ }).locator('img');
  await expect(avatar).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{32}-\d+\.webp$/);
  await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  // And on the next visit, from the session.
  await page.reload();
  await expect(avatar).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{32}-\d+\.webp$/);

  expect(askedBy).toHaveLength(1);
  expect(askedBy[0]).not.toMatch(/Mozilla|Chrome/);
  expect(consoleErrors.filter((text) => /Content Security Policy|Refused to load/i.test(text))).toEqual([]);
});

test('a photo that cannot be fetched leaves initials and no console error', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await signUp(page, 'User', undefined, 'https://example.test/avatar.png');
  await expect(page.getByText('User Created Successfully')).toBeVisible();
  const button = page.getByRole('banner').getByRole('button', { name: /^Account/ });
  await expect(button).toBeVisible();
  await page.reload();
  await expect(button.locator('img')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
