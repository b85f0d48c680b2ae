import type { APIRequestContext } from '@playwright/test';
import type { ListingFacets } from '@phonehaat/contract';
import { createListing } from '../fixtures/data.ts';
import { expect, test } from '../fixtures/test.ts';

// Issue 26 item 5: a buyer filters /products by district and condition and sees each option's count
// ("Bandarban (3)") change with the other filters; every choice is in the URL and the back button undoes it.

/** A district no other browser test lists in, so that its counts are this test's own and the demo's. */
const DISTRICT = 'bandarban';

const facetsOf = async (request: APIRequestContext, query: string) =>
  (await (await request.get(`/api/products/facets?${query}`)).json()) as ListingFacets;
const countOf = (options: { value: string | number; count: number }[], value: string) =>
  options.find((option) => option.value === value)?.count ?? 0;

test('a buyer filters by district and condition and sees the counts follow', async ({ page, request, seller, admin }) => {
  test.setTimeout(90_000);
  const before = await facetsOf(request, `district=${DISTRICT}`);
  const inDistrict = before.total;
  const likeNew = countOf(before.condition, 'like_new');
  const fair = countOf(before.condition, 'fair');

  // A verified seller's phones go live at once; one like new and one fair, both in Bandarban.
  expect((await request.put(`/api/seller/${seller.id}`, { headers: admin.auth })).status()).toBe(200);
  const stamp = Date.now();
  const mint = await createListing(request, seller, { productName: `Bandarban Mint ${stamp}` });
  const worn = await createListing(request, seller, { productName: `Bandarban Worn ${stamp}` });
  for (const [listing, condition] of [
    [mint, 'like_new'],
    [worn, 'fair'],
  ] as const) {
    const edited = await request.patch(`/api/products/${listing.id}`, {
      headers: seller.auth,
      data: { district: DISTRICT, area: 'Thanchi', condition },
    });
    expect(edited.status(), await edited.text()).toBe(200);
  }
  // The counts table is rebuilt by the job queue soon after a write (decision 0042).
  await expect
    .poll(async () => (await facetsOf(request, `district=${DISTRICT}`)).total, { timeout: 30_000 })
    .toBe(inDistrict + 2);

  await page.goto('/products');
  const panel = page.getByRole('complementary', { name: 'Filter phones' });
  await expect(panel.getByRole('option', { name: `Bandarban (${inDistrict + 2})` })).toBeAttached();
  await panel.getByLabel('District').selectOption(DISTRICT);
  await expect(page).toHaveURL(new RegExp(`district=${DISTRICT}`));
  await expect(panel.getByRole('button', { name: `Like new (${likeNew + 1})` })).toBeVisible();
  await expect(panel.getByRole('button', { name: `Fair (${fair + 1})` })).toBeVisible();

  await panel.getByRole('button', { name: `Like new (${likeNew + 1})` }).click();
  await expect(page).toHaveURL(new RegExp(`district=${DISTRICT}&condition=like_new`));
  await expect(panel.getByRole('button', { name: `Like new (${likeNew + 1})` })).toHaveAttribute('aria-pressed', 'true');
  // The district's count now counts like-new phones only; the list shows the mint phone, not the worn one.
  await expect(panel.getByRole('option', { name: `Bandarban (${likeNew + 1})` })).toBeAttached();
  await expect(page.getByRole('article').filter({ hasText: mint.productName })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: worn.productName })).toHaveCount(0);

  // Back: the condition is off again, the worn phone back in the list.
  await page.goBack();
  await expect(page).not.toHaveURL(/condition=/);
  await expect(panel.getByRole('button', { name: `Like new (${likeNew + 1})` })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('article').filter({ hasText: worn.productName })).toBeVisible();

  // In Bangla, with Bangla digits.
  await page.goto(`/products?district=${DISTRICT}&condition=like_new&lang=bn`);
  const bnDigits = (n: number) => n.toLocaleString('bn-BD');
  await expect(
    page.getByRole('complementary').getByRole('option', { name: `বান্দরবান (${bnDigits(likeNew + 1)}টি)` }),
  ).toBeAttached();
});
