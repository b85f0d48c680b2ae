import AxeBuilder from '@axe-core/playwright';
import { expectAxeClean, untilTransitionsEnd } from '../fixtures/language.ts';
import { expect, test } from '../fixtures/test.ts';

const publicPages = ['/', '/products', '/products?brand=Samsung&sort=price_desc', '/blog', '/signIn', '/signUp', '/does-not-exist'];

for (const path of publicPages) {
  test(`no serious or critical axe violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expectAxeClean(page);
  });
}

test('no serious or critical axe violations on a product detail page and its open modal', async ({ page, listing }) => {
  await page.goto(`/products/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.productName })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await untilTransitionsEnd(page);
  let results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await page.getByRole('button', { name: 'See Details' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await untilTransitionsEnd(page);
  results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});
