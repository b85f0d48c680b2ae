import { expect, test } from '../fixtures/test.ts';

test('home shows the headline, tiles, categories, best offers and trust points', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Sell Your Device At Best Offer' })).toBeVisible();
  for (const tile of ['Sell Good Price', 'Get Best Price', 'Safe Payment', 'get pickup location']) {
    await expect(page.getByRole('heading', { name: tile, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'All Category' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Samsung', exact: true })).toHaveAttribute('href', /^\/category\//);
  const offers = page.getByRole('list', { name: 'Best Offers' }).getByRole('listitem');
  await expect(offers.first()).toBeVisible();
  // Best Offers lists advertised products only: every card carries the ads label.
  const count = await offers.count();
  await expect(offers.filter({ hasText: 'Advertised' })).toHaveCount(count);
  await expect(page.getByRole('heading', { name: 'Why People Trust Us' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('2022');
});

test('/home is the same landing page', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Sell Your Device At Best Offer' })).toBeVisible();
});

test('browse home → All Products → filter → product detail', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'All Products' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  await expect(page.getByText(/\d+ phones available/)).toBeVisible();

  // Two choices in quick succession: the second, made before the first has rendered, keeps the first.
  await page.getByLabel('Brand').selectOption('Apple');
  await page.getByLabel('Sort by').selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(page).toHaveURL(/brand=Apple/);
  const cards = page.getByRole('list', { name: 'Products' }).getByRole('article');
  await expect(cards.first()).toContainText('Apple');

  // Sorted low to high, once the sorted list has replaced the brand's (it shows the brand's while it loads).
  await expect(async () => {
    const prices = await cards.locator('p > span.font-bold').allTextContents();
    const amounts = prices.map((text) => Number(text.replace(/\D/g, '')));
    expect(amounts.length).toBeGreaterThan(1);
    expect([...amounts].sort((a, b) => a - b)).toEqual(amounts);
  }).toPass();

  // The filtered page survives a reload.
  await page.reload();
  await expect(page.getByLabel('Brand')).toHaveValue('Apple');

  const name = (await cards.first().getByRole('heading').textContent())!.trim();
  await cards.first().getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(/^TK [\d,]+$/).first()).toBeVisible();
});

test('search and pagination are kept in the URL', async ({ page }) => {
  await page.goto('/products');
  await page.getByLabel('Search').fill('galaxy');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/q=galaxy/);
  const cards = page.getByRole('list', { name: 'Products' }).getByRole('article');
  await expect(cards.first()).toContainText(/Galaxy/i);

  await page.goto('/products');
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages).toBeVisible();
  // As a reader does: scrolled down to the pages first, so the cards above have been drawn
  // (content-visibility) and nothing moves under the click.
  await pages.scrollIntoViewIfNeeded();
  const firstOnPageOne = await cards.first().getByRole('heading').textContent();
  await pages.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(cards.first().getByRole('heading')).not.toHaveText(firstOnPageOne!);
});

test('signed out, See Details opens the details with a Please Login Now link that comes back', async ({ page, listing }) => {
  await page.goto(`/products?q=${encodeURIComponent(listing.productName)}`);
  const card = page.getByRole('list', { name: 'Products' }).getByRole('article').filter({ hasText: listing.productName });
  await expect(card.getByRole('button', { name: 'See Details' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'buy now' })).toHaveCount(0);
  await card.getByRole('button', { name: 'See Details' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await card.getByRole('button', { name: 'See Details' }).click();
  await dialog.getByRole('link', { name: 'Please Login Now' }).click();
  await expect(page).toHaveURL(/\/signIn$/);
});

test('the blog answers the four questions', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'My Blog' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(4);
  await expect(page.getByRole('heading', { name: /manage state in a React application/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /prototypal inheritance/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /unit test/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /React vs\. Angular vs\. Vue/ })).toBeVisible();
});

test('an unknown path shows the not-found image and Back To Home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('img', { name: 'Page not found' })).toHaveAttribute('src', '/demo/not-found.svg');
  await page.getByRole('link', { name: 'Back To Home' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sell Your Device At Best Offer' })).toBeVisible();
});

test('a category page sends a signed-out visitor to sign in', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Samsung', exact: true }).click();
  await expect(page).toHaveURL(/\/signIn$/);
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
});

test('works on a 360 px phone: menu opens and closes with Escape', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 760 });
  await page.goto('/');
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(360);
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
});

test('a product photo opens in the zoom viewer, loaded when asked for, and Escape closes it', async ({ page, listing }) => {
  await page.goto(`/products?q=${encodeURIComponent(listing.productName)}`);
  const card = page.getByRole('list', { name: 'Products' }).getByRole('listitem').filter({ hasText: listing.productName });
  const zoomIn = card.getByRole('button', { name: `Zoom in on ${listing.productName}` });
  await zoomIn.click();
  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Zoom out' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('zoomed.png') });
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
});
