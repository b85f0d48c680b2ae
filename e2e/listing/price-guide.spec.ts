import { MIN_LISTINGS_FOR_GUIDE, type PriceGuide } from '@phonehaat/contract';
import { createListing, uniqueWord } from '../fixtures/data.ts';
import { expect, test } from '../fixtures/test.ts';

// Issue 36 item 15: a lone listing was a "Fair price" in the range 62,000–62,000 from 1 listing. A
// listing's guide and mark come from the other listings of its kind, and only from three of them.

test('the product page compares a listing with the others of its kind, never with itself', async ({ page, request, seller, admin }) => {
  test.setTimeout(90_000);
  expect((await request.put(`/api/seller/${seller.id}`, { headers: admin.auth })).status()).toBe(200);
  // A model of this test's own, so that no other test's listings join its guide.
  const model = `Guide Phone ${uniqueWord('g')}`;
  const lone = await createListing(request, seller, { model, selling: 62_000 });
  const kindUrl = `/api/price-guide?${new URLSearchParams({ model, storageGb: '128', condition: 'good' })}`;
  // The job queue rebuilds the guides soon after each write (decision 0043).
  const countedListings = async () => ((await (await request.get(kindUrl)).json()) as PriceGuide).asking?.count ?? 0;

  await page.goto(`/products/${lone.id}`);
  const guide = page.getByRole('region', { name: 'Price guide' });
  await expect(guide).toHaveText(/Not enough similar listings to compare: a guide needs at least 3 other phones/);
  await expect(guide).not.toContainText('62,000');
  await expect(page.getByText(/^(Good|Fair|High) price$/)).toHaveCount(0);

  for (const selling of [40_000, 42_000, 45_000]) await createListing(request, seller, { model, selling });
  await expect.poll(countedListings, { timeout: 60_000 }).toBe(MIN_LISTINGS_FOR_GUIDE + 1);
  // The listing's own mark is refreshed with its stored answer, a moment after the guide (decision 0043):
  // reload until it shows.
  await expect(async () => {
    await page.reload();
    await expect(page.getByText('High price', { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  // The three others: 40, 42 and 45 thousand; 62,000 against their median of 42,000 is high.
  await expect(guide).toContainText('Phones like this ask TK 42,000 (40,400–44,400)');
  await expect(guide).toContainText('From 3 listings of the same model');
});
