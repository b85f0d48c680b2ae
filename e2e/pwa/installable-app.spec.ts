import { expect, test } from '../fixtures/test.ts';
import { signInPage } from '../fixtures/data.ts';
import { cachedRequests, keptPage, openControlled } from './support.ts';

/** Issue 23 item 7: the manifest, the service worker, what it keeps offline and what it never keeps. */

test('the manifest is linked, parses, and names its icons, which load; it and the worker are always revalidated', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');

  const served = await request.get(href!);
  expect(served.headers()['content-type']).toContain('application/manifest+json');
  expect(served.headers()['cache-control']).toBe('no-cache');
  const manifest = (await served.json()) as { name: string; short_name: string; start_url: string; display: string; theme_color: string; icons: { src: string; sizes: string; purpose: string }[] };
  expect(manifest).toMatchObject({ name: 'PhoneHaat', start_url: '/', display: 'standalone', theme_color: '#0f766e' });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    expect((await image.body()).length).toBeGreaterThan(1000);
  }

  expect((await request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');
});

test('the service worker registers after load and controls the page after a reload', async ({ page }) => {
  await page.goto('/');
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(new URL('/', page.url()).href);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)).toBe('activated');
});

test('a product page seen once opens offline; a page never seen shows the offline page, which opens the page itself once back online', async ({
  page,
  context,
  listing,
}) => {
  await openControlled(page, `/products/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.productName })).toBeVisible();
  await expect(page.locator('main img').first()).toHaveJSProperty('complete', true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: listing.productName })).toBeVisible();
  await expect(page.getByText('TK 32,000').first()).toBeVisible();

  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page).toHaveTitle('Offline — PhoneHaat');
  // The home page was never opened: no way to it is offered, since it would only lead back here.
  await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeHidden();

  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'My Blog' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/blog$/);
});

/** Issue 36 item 19: the first visit comes before the worker; the page it opened is kept all the same. */
test('the home page opened once, before the worker was there, opens offline from what was seen', async ({ page, context }) => {
  await page.goto('/');
  const firstOffer = page.getByRole('region', { name: 'Best Offers' }).getByRole('heading', { level: 3 }).first();
  const offerSeen = await firstOffer.textContent();
  await keptPage(page, '/');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sell Your Device At Best Offer' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toHaveCount(0);
  await expect(firstOffer).toHaveText(offerSeen!);
  // The app took the kept page over (it hydrates from the data in it): its links are the app's again.
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('link', { name: 'Blog', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Blog' })).toBeVisible();
});

test('a product page opened once, before the worker was there, opens offline', async ({ page, context, listing }) => {
  await page.goto(`/products/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.productName })).toBeVisible();
  await keptPage(page, `/products/${listing.id}`);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: listing.productName })).toBeVisible();
  await expect(page.getByText('TK 32,000').first()).toBeVisible();
});

test('the offline page’s way home leads to the kept home page, not back to itself', async ({ page, context }) => {
  await page.goto('/');
  await keptPage(page, '/');
  await context.setOffline(true);
  await page.goto('/signUp');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();

  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  // A click landing while the offline page's own navigation is still settling is dropped by Chromium now and
  // then (2 CI runs in 5): the link is clicked again until the home page shows, within 20 s.
  await expect(async () => {
    await page.getByRole('link', { name: 'Go to the home page' }).click({ timeout: 2_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Sell Your Device At Best Offer' }).first()).toBeVisible({
      timeout: 4_000,
    });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
});

test('the offline page reads in Bangla for a Bangla reader', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'bn', url: baseURL! }]);
  await openControlled(page, '/');
  await context.setOffline(true);
  await page.goto('/signUp');
  await expect(page.getByRole('heading', { level: 1, name: 'আপনি অফলাইনে আছেন' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeHidden();
  await context.setOffline(false);
});

test('a signed-in buyer’s bookings, session and account never reach Cache Storage', async ({ page, buyer, booking }) => {
  await signInPage(page, buyer);
  await openControlled(page, '/');
  const bookingsAnswer = page.waitForResponse((response) => response.url().includes('/api/bookingProduct') && response.status() === 200);
  await page.goto('/dashboard/myOrders');
  await bookingsAnswer;
  await expect(page.getByText(booking.listing.productName)).toBeVisible();
  // The public reads of the same visit are kept, so the worker was there to keep the private ones too.
  await page.goto('/products');
  await expect.poll(async () => (await cachedRequests(page)).listings ?? []).toContainEqual(expect.stringMatching(/^\/api\/allProducts\?/));

  const kept = Object.values(await cachedRequests(page)).flat();
  expect(kept.filter((path) => /^\/api\/(bookingProduct|bookingsProduct|auth|payments|users|jwt|myProducts|seller)/.test(path))).toEqual([]);
});
