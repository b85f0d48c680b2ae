import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures/test.ts';

const publicPages = ['/', '/products', '/products?brand=Samsung&sort=price_desc', '/blog', '/signIn', '/signUp', '/does-not-exist'];

for (const path of publicPages) {
  test(`no serious or critical axe violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('no serious or critical axe violations on a product detail page and its open modal', async ({ page, listing }) => {
  await page.goto(`/products/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.productName })).toBeVisible();
  await page.waitForLoadState('networkidle');
  let results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await page.getByRole('button', { name: 'See Details' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});
