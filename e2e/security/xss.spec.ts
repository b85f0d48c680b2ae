import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demo, demoPassword } from '../fixtures/accounts.ts';
import { signIn } from '../fixtures/sign-in.ts';

const IMG = '<img src=x onerror=window.__xss=1>';
const SCRIPT = '<script>window.__xss=1</script>';

/** Signs in through the API and answers bearer headers. */
async function bearer(request: APIRequestContext, email: string): Promise<Record<string, string>> {
  const response = await request.post('/api/auth/sign-in/email', { data: { email, password: demoPassword } });
  expect(response.status()).toBe(200);
  return { authorization: `Bearer ${response.headers()['set-auth-token']}` };
}

/** No injected markup became an element, and no injected script ran. */
async function expectInert(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(await page.evaluate(() => Array.from(document.scripts).some((script) => script.textContent?.includes('__xss')))).toBe(
    false,
  );
}

test('a listing whose name and details hold HTML and script is shown as text everywhere', async ({ page, request }) => {
  const marker = `xss${Date.now().toString(36)}`;
  const productName = `Pixel ${marker} ${IMG}${SCRIPT}`;
  const details = `Mint condition. ${IMG} ${SCRIPT} <a href="javascript:window.__xss=1">details</a>`;
  const seller = await bearer(request, demo.verifiedSeller);
  const brands = (await (await request.get('/api/productsCategories')).json()) as { _id: string }[];
  const created = await request.post('/api/allProducts', {
    headers: seller,
    data: {
      brand: brands[0]!._id,
      productName,
      image: '/demo/phones/iphone-front-midnight.svg',
      purchase: 80000,
      selling: 40000,
      location: `Dhaka ${IMG}`,
      usingYears: 1,
      postDate: '2026-05-01',
      details,
    },
  });
  expect(created.status()).toBe(201);
  const { insertedId } = (await created.json()) as { insertedId: string };
  page.on('dialog', (dialog) => {
    throw new Error(`a script opened a ${dialog.type()} dialog: ${dialog.message()}`);
  });

  await signIn(page, demo.buyer);

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
  await page.goto(`/products/${insertedId}`);
  await expect(page.getByRole('heading', { name: productName })).toBeVisible();
  await expect(page.getByText(details, { exact: false }).first()).toBeVisible();
  await expectInert(page);
  await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
});

test('the pages of the app cause no Content-Security-Policy violations', async ({ browser }) => {
  // Fifteen pages under four accounts, each loaded until the network is idle: 25–30 s on a slow
  // two-core machine while another worker runs, where one page alone takes 1–2 s.
  test.setTimeout(90_000);
  const violations: string[] = [];
  const visit = async (email: string | null, paths: string[]) => {
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
    if (email) await signIn(page, email);
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('main, #root').first()).toBeVisible();
      const seen = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
      violations.push(...seen.map((line) => `${path}: ${line}`));
    }
    await context.close();
  };

  const list = await (await browser.newContext()).request;
  const products = (await (await list.get('/api/allProducts?limit=1')).json()) as { _id: string }[];
  const csp = (await list.get('/')).headers()['content-security-policy'];
  expect(csp).toMatch(/script-src 'self'/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);

  await visit(null, ['/', '/products', `/products/${products[0]!._id}`, '/signIn', '/signUp', '/blog']);
  await visit(demo.buyer, ['/dashboard', '/dashboard/myOrders']);
  await visit(demo.verifiedSeller, ['/dashboard/myProducts', '/dashboard/addProducts']);
  await visit(demo.admin, ['/dashboard/allUsers', '/dashboard/allSeller', '/dashboard/allProducts', '/dashboard/addProduct']);
  expect(violations).toEqual([]);
});
