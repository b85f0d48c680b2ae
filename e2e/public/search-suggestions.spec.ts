import type { SearchSuggestions } from '@phonehaat/contract';
import { createListing, uniqueWord } from '../fixtures/data.ts';
import { expectAxeClean, useLanguage } from '../fixtures/language.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * Issue 40: suggestions under the /products search box, picked with the keyboard, in English and Bangla.
 * A listed iPhone 13 Pro of the test's own makes sure an iPhone model with listings is suggested (the
 * suggestions are reloaded after the summaries' rebuild that follows the write).
 */
test.beforeEach(async ({ request, seller }) => {
  await createListing(request, seller, { productName: `iPhone 13 Pro 128GB ${uniqueWord('sg')}`, model: 'iPhone 13 Pro' });
  await expect
    .poll(
      async () => {
        const answer = (await (await request.get('/api/search/suggestions?q=iphone%2013%20pro')).json()) as SearchSuggestions;
        return answer.suggestions.find((suggestion) => suggestion.label === 'iPhone 13 Pro')?.listed ?? 0;
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0);
});

for (const { language, typed, count } of [
  { language: 'en', typed: 'iph', count: /phones? available/ },
  { language: 'bn', typed: 'আইফো', count: /টি ফোন বিক্রির জন্য আছে/ },
] as const)
  test(`typing "${typed}" suggests iPhones; the keyboard picks one and lands on its results (${language})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await useLanguage(context, baseURL!, language);
    await page.goto('/products');
    const box = page.locator('#filter-q');
    await box.click();
    await box.pressSequentially(typed, { delay: 30 });
    const list = page.getByRole('listbox');
    await expect(list).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const first = list.getByRole('option').first();
    await expect(first).toContainText(language === 'en' ? 'iPhone' : 'আইফোন');

    await page.keyboard.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    // The open list, its active option and the combobox pass axe as the rest of the page does.
    await expectAxeClean(page);
    // The search a suggestion stands for is its English label, in either language.
    const answer = (await (
      await page.request.get(`/api/search/suggestions?q=${encodeURIComponent(typed)}`)
    ).json()) as SearchSuggestions;
    const picked = answer.suggestions[0]!.query;
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(picked).replace(/%20/g, '(\\+|%20)')}(&|$)`));
    await expect(box).toHaveValue(picked);
    await expect(list).toBeHidden();
    await expect(page.getByText(count)).toBeVisible();
    await expect(
      page
        .getByRole('list', { name: /Products|ফোনের তালিকা/ })
        .getByRole('article')
        .first(),
    ).toContainText('iPhone');
  });
