import { expect, test } from '../fixtures/test.ts';

/**
 * Issue 36 item 20e: React Router warned "No `HydrateFallback` element provided" when a page's lazy module
 * was still loading at the app's first render; every page the server does not render starts that way.
 */
const pages = ['/', '/products', '/blog', '/signIn', '/dashboard/myOrders', '/no-such-page'];

for (const path of pages) {
  test(`a first load of ${path} leaves no HydrateFallback warning in the console`, async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
    await page.goto(path);
    // The app has rendered its page (the footer is the layout's, drawn once the page's module is in).
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.locator('main').first()).not.toBeEmpty();
    expect(messages.filter((message) => message.includes('HydrateFallback'))).toEqual([]);
  });
}
