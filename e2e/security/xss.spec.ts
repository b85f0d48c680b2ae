import type { Page } from '@playwright/test';
import { createListing, signInPage, uniqueWord, type Account } from '../fixtures/data.ts';
import { expect, test } from '../fixtures/test.ts';

const IMG = '<img src=x onerror=window.__xss=1>';
const SCRIPT = '<script>window.__xss=1</script>';

/** No injected markup became an element, and no injected script ran. */
async function expectInert(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  // JSON-LD (the server-written head of a product page) and a server-rendered page's data carry the name
  // as data, escaped for <script>: they must parse, and no other script may hold the injected text.
  const scripts = await page.evaluate(() =>
    Array.from(document.scripts).map((script) => ({ type: script.type, text: script.textContent ?? '' })),
  );
  const isData = (script: { type: string }) => ['application/ld+json', 'application/json'].includes(script.type);
  expect(scripts.filter((script) => !isData(script) && script.text.includes('__xss'))).toEqual([]);
  for (const data of scripts.filter(isData)) expect(() => JSON.parse(data.text)).not.toThrow();
}

test('a listing whose name and details hold HTML and script is shown as text everywhere', async ({
  page,
  request,
  seller,
  buyer,
}) => {
  const marker = uniqueWord('xss');
  const productName = `Pixel ${marker} ${IMG}${SCRIPT}`;
  const details = `Mint condition. ${IMG} ${SCRIPT} <a href="javascript:window.__xss=1">details</a>`;
  const { id } = await createListing(request, seller, { productName, details, location: `Dhaka ${IMG}` });
  page.on('dialog', (dialog) => {
    throw new Error(`a script opened a ${dialog.type()} dialog: ${dialog.message()}`);
  });

  await signInPage(page, buyer);

  // The list of all products.
  await page.goto(`/products?q=${marker}`);
  const card = page.getByRole('list', { name: 'Products' }).getByRole('article').filter({ hasText: marker });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading')).toHaveText(productName);
  await expectInert(page);

  // The card's booking modal.
  await card.getByRole('button', { name: 'buy now' }).click();
  const dialog = page.getByRole('dialog', { name: `Book ${productName}` });
  await expect(dialog).toBeVisible();
  await expectInert(page);
  await page.keyboard.press('Escape');

  // The product's own page.
  await page.goto(`/products/${id}`);
  await expect(page.getByRole('heading', { name: productName })).toBeVisible();
  await expect(page.getByText(details, { exact: false }).first()).toBeVisible();
  await expectInert(page);
  await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
  // The page's JSON-LD names the phone exactly as listed: text, not markup.
  const productData = await page.evaluate(() =>
    Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map(
      (script) => JSON.parse(script.textContent ?? '') as { '@type'?: string; name?: string },
    ),
  );
  expect(productData.find((data) => data['@type'] === 'Product')?.name).toBe(productName);
});

test('the pages of the app cause no Content-Security-Policy violations', async ({ browser, request, admin, booking }) => {
  // Sixteen pages under four accounts, each loaded until the network is idle: 25–30 s on a slow
  // two-core machine while another worker runs, where one page alone takes 1–2 s.
  test.setTimeout(90_000);
  const violations: string[] = [];
  const visit = async (account: Account | null, paths: string[]) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const list = ((window as unknown as { __csp?: string[] }).__csp ??= []);
        list.push(`${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
      });
    });
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text()))
        violations.push(`${page.url()}: ${message.text()}`);
    });
    if (account) await signInPage(page, account);
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('main, #root').first()).toBeVisible();
      const seen = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
      violations.push(...seen.map((line) => `${path}: ${line}`));
    }
    await context.close();
  };

  const csp = (await request.get('/')).headers()['content-security-policy'];
  expect(csp).toMatch(/script-src 'self'/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);

  await visit(null, ['/', '/products', `/products/${booking.listing.id}`, '/signIn', '/signUp', '/blog']);
  await visit(booking.buyer, ['/dashboard', '/dashboard/myOrders', `/dashboard/payment/${booking.id}`]);
  await visit(booking.listing.seller, ['/dashboard/myProducts', '/dashboard/addProducts']);
  await visit(admin, ['/dashboard/allUsers', '/dashboard/allSeller', '/dashboard/allProducts', '/dashboard/addProduct']);
  expect(violations).toEqual([]);
});
