import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { PriceGuide } from '@phonehaat/contract';
import { adminHeaders, createAccount, createListing, uniqueWord, type Account, type Listing } from '../fixtures/data.ts';
import { shootEach, type Shot } from '../fixtures/shots.ts';

/**
 * Issue 26 items 5 and 6 at 360 px and 1440 px, English and Bangla: /products with the counted filters
 * (sidebar; the sheet on a phone), cards marked Good / Fair / High price, the product page's price
 * guide and Add Product's. Six Galaxy S22 128 GB in good condition are listed first, so that their kind
 * has a guide (`npm run screenshots`; files land in screenshots/filters).
 */
const dir = `${process.env.SCREENSHOTS_DIR ?? '../screenshots'}/filters`;

test.describe('filters and price guidance screenshots', () => {
  let seller: Account;
  let word: string;
  const listings: Listing[] = [];

  test.beforeAll(async ({ request }) => {
    test.setTimeout(120_000);
    mkdirSync(dir, { recursive: true });
    seller = await createAccount(request, 'Seller', 'Nusrat');
    expect((await request.put(`/api/seller/${seller.id}`, { headers: await adminHeaders() })).status()).toBe(200);
    word = uniqueWord('s22');
    for (const selling of [24_000, 30_000, 31_000, 32_000, 33_000, 40_000])
      listings.push(
        await createListing(request, seller, {
          productName: `Galaxy S22 8/128GB ${word}`,
          selling,
          location: 'Mirpur 10, Dhaka',
        }),
      );
    // The job queue rebuilds the guides soon after the writes (decision 0043).
    await expect
      .poll(
        async () =>
          ((await (await request.get('/api/price-guide?model=Galaxy%20S22&storageGb=128&condition=good')).json()) as PriceGuide)
            .asking?.count ?? 0,
        {
          timeout: 60_000,
        },
      )
      .toBeGreaterThanOrEqual(6);
  });

  const shots: Shot[] = [
    {
      name: 'products-filters',
      path: () => `/products?q=${word}`,
      ready: async (page) => {
        await expect(page.getByRole('article').first()).toBeVisible();
        await expect(page.getByText('Good price').or(page.getByText('ভালো দাম')).first()).toBeVisible();
      },
      signedIn: null,
    },
    {
      name: 'products-filter-sheet-dialog',
      path: () => '/products?district=dhaka&condition=good',
      ready: async (page) => {
        if ((page.viewportSize()?.width ?? 1440) < 768) {
          await page.getByRole('button', { expanded: false, name: /^(Filters|ফিল্টার)/ }).click();
          await expect(page.getByRole('dialog')).toBeVisible();
        }
        await expect(page.getByRole('button', { name: /\(\S+\)$/ }).first()).toBeVisible();
      },
      signedIn: null,
    },
    {
      name: 'product-price-guide',
      path: () => `/products/${listings[0]!.id}`,
      ready: (page) => expect(page.getByRole('region', { name: /Price guide|দামের ধারণা/ })).toContainText(/৳|TK/),
      signedIn: null,
    },
    {
      name: 'add-product-price-guide',
      path: () => '/dashboard/addProducts',
      ready: async (page) => {
        await page.locator('select').first().selectOption({ label: 'Samsung' });
        await page.locator('select[name="model"]').selectOption('Galaxy S22');
        await page.locator('select[name="storageGb"]').selectOption('128');
        await page.locator('input[name="condition"][value="good"]').check();
        const guide = page.getByRole('region', { name: /Price guide|দামের ধারণা/ });
        await expect(guide).toContainText(/৳|TK/);
        await guide.scrollIntoViewIfNeeded();
      },
      signedIn: () => seller,
    },
  ];

  shootEach(dir, shots);
});
