import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoOverflow } from '../fixtures/language.ts';
import { shootEach, type Shot } from '../fixtures/shots.ts';

/**
 * Issue 40: /products with the search box's suggestions open, at 360 px and 1440 px, English and Bangla
 * (`npm run screenshots`; files land in screenshots/search-suggestions). The demo catalogue's iPhones are
 * suggested; the box is typed into as a buyer would, in the page's script.
 */
const dir = `${process.env.SCREENSHOTS_DIR ?? '../screenshots'}/search-suggestions`;

test.beforeAll(() => mkdirSync(dir, { recursive: true }));

async function typeIntoSearch(page: Page) {
  const bangla = (await page.locator('html').getAttribute('lang')) === 'bn';
  const box = page.locator('#filter-q');
  // Below 768 px the search waits in the filters' sheet.
  if (!(await box.isVisible())) await page.getByRole('button', { name: /^(Filters|ফিল্টার)/ }).click();
  await box.click();
  await box.pressSequentially(bangla ? 'আইফো' : 'iph', { delay: 30 });
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox').getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  // Captured as the viewport (a "dialog" shot: the open list is what is looked at), so checked for overflow here.
  await expectNoOverflow(page);
}

const shots: Shot[] = [{ name: 'products-suggestions-dialog', path: () => '/products', ready: typeIntoSearch, signedIn: null }];

test.describe('search suggestions screenshots', () => shootEach(dir, shots));
