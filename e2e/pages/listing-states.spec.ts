import { expect, test as base } from '@playwright/test';
import { pageWaitingForTheApp } from '../fixtures/app-ready.ts';
import { signIn } from '../fixtures/sign-in.ts';
import { createProduct, type Account } from '../dashboard/support.ts';
import { advertise, buy, completeDeal, freshAccount } from './support.ts';

/**
 * Issue 22, pages a, b, d, h: what a buyer and a seller meet on a listing and around the dashboard.
 * Every test lists its own phone through the API, so none buys the shared demo catalogue.
 */

const test = base.extend<{ seller: Account; buyer: Account; listing: { id: string; name: string } }>({
  page: pageWaitingForTheApp,
  seller: async ({ playwright, baseURL }, use) => use(await freshAccount(playwright, baseURL, 'Seller')),
  buyer: async ({ playwright, baseURL }, use) => use(await freshAccount(playwright, baseURL, 'User', 'Buyer')),
  listing: async ({ request, seller }, use) => {
    const name = `Listing State ${Date.now()}`;
    await use({ id: await createProduct(request, seller, name), name });
  },
});

test("a seller's own listing says 'Your listing' and links to My Products instead of buy now", async ({
  page,
  seller,
  listing,
}) => {
  await signIn(page, seller.email, seller.password);
  await page.goto(`/products/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();
  await expect(page.getByText('Your listing', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'buy now' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Manage listing' }).click();
  await expect(page).toHaveURL(/\/dashboard\/myProducts$/);
  await expect(page.getByRole('row').filter({ hasText: listing.name })).toBeVisible();
});

test('another signed-in user still gets buy now on that listing', async ({ page, buyer, listing }) => {
  await signIn(page, buyer.email, buyer.password);
  await page.goto(`/products/${listing.id}`);
  await expect(page.getByRole('button', { name: 'buy now' })).toBeVisible();
  await expect(page.getByText('Your listing', { exact: true })).toHaveCount(0);
});

test("a sold listing says 'Sold', with no booking action and no ads label", async ({
  page,
  request,
  playwright,
  baseURL,
  buyer,
  seller,
  listing,
}) => {
  const viewer = await freshAccount(playwright, baseURL, 'User', 'Viewer');
  await advertise(playwright, baseURL, listing.id);
  await completeDeal(request, buyer, seller, await buy(request, buyer, listing.id, 32000));
  await signIn(page, viewer.email, viewer.password);
  await page.goto(`/products/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();
  await expect(page.getByText('Sold', { exact: true })).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'buy now' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'See Details' })).toHaveCount(0);
  await expect(page.getByText('Advertised', { exact: true })).toHaveCount(0);
});

test('a signed-in buyer: /signUp goes back home, an admin page says whom it is for, Start selling explains', async ({
  page,
  buyer,
}) => {
  await signIn(page, buyer.email, buyer.password);
  await page.goto('/signUp');
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/dashboard/allUsers');
  await expect(page.getByRole('heading', { name: 'This page is for administrators' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/allUsers$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0);

  await page.goto('/');
  // The page's HTML links signed-out visitors to sign up; once the app knows who is here, it points on.
  const startSelling = page.getByRole('link', { name: 'Start selling' });
  await expect(startSelling).toHaveAttribute('href', '/dashboard/addProducts');
  await startSelling.click();
  await expect(page).toHaveURL(/\/dashboard\/addProducts$/);
  await expect(page.getByRole('heading', { name: 'This page is for sellers' })).toBeVisible();
});

test("a signed-in seller's Start selling opens Add Product", async ({ page, seller }) => {
  await signIn(page, seller.email, seller.password);
  await page.goto('/');
  const startSelling = page.getByRole('link', { name: 'Start selling' });
  await expect(startSelling).toHaveAttribute('href', '/dashboard/addProducts');
  await startSelling.click();
  await expect(page.getByRole('heading', { name: 'Add Your Product for Sell' })).toBeVisible();
  await expect(page.getByLabel('Select Brand Name')).toHaveValue('');
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the hero art stays clear of the headline and buttons', async ({ page }) => {
    await page.goto('/');
    const art = page.getByRole('img', { name: 'Used phones with price tags' });
    await expect(art).toBeVisible();
    const artBox = (await art.boundingBox())!;
    for (const part of [page.getByRole('heading', { level: 1 }), page.getByRole('link', { name: 'Start selling' })]) {
      const box = (await part.boundingBox())!;
      expect(box.y + box.height, (await part.textContent()) ?? undefined).toBeLessThanOrEqual(artBox.y);
    }
    await expect(page.getByText('Set your own asking price')).toBeVisible();
  });

  test('/products shows a phone on the first screen and keeps the filters behind a button', async ({ page, listing }) => {
    await page.goto('/products');
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('article').first()).toBeInViewport();
    await expect(page.getByRole('search', { name: 'Filter products' })).toBeHidden();
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel('Search').fill(listing.name);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('search', { name: 'Filter products' })).toBeHidden();
    await expect(page.getByRole('button', { name: /Filters/ })).toContainText('1');
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('article')).toHaveCount(1);
  });
});
