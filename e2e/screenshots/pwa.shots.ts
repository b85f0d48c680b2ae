import { mkdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

/**
 * Screenshots of the installable app's own screens in English and Bangla at 360 and 1440 px: the offline
 * page, a product page's share buttons and the update prompt (a release made as in
 * e2e/pwa/update-prompt.spec.ts). They land in screenshots/pwa.
 */
const dir = `${process.env.SCREENSHOTS_DIR ?? '../screenshots'}/pwa`;
const builtWorker = fileURLToPath(new URL('../../apps/web/dist/sw.js', import.meta.url));
const releaseMark = /\n\/\/ release \d+\n/g;

test.describe('installable app screenshots', () => {
  test.beforeAll(() => mkdirSync(dir, { recursive: true }));

  for (const language of ['en', 'bn'] as const) {
    for (const width of [360, 1440]) {
      test(`${language} at ${width} px`, async ({ page, context, baseURL, request }) => {
        await context.addCookies([{ name: 'lang', value: language, url: baseURL! }]);
        await page.setViewportSize({ width, height: 800 });
        await page.goto('/offline.html');
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({ path: `${dir}/offline-${language}-${width}.png`, fullPage: true });

        const [first] = (await (await request.get('/api/allProducts?limit=1')).json()) as { _id: string }[];
        await page.goto(`/products/${first!._id}`);
        await expect(page.getByRole('group').first()).toBeVisible();
        await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({ path: `${dir}/product-share-${language}-${width}.png`, fullPage: width === 360 });

        const original = (await readFile(builtWorker, 'utf8')).replace(releaseMark, '');
        try {
          await writeFile(builtWorker, `${original}\n// release ${Date.now()}\n`);
          await page.evaluate(async () => {
            await (await navigator.serviceWorker.getRegistration())!.update();
          });
          await expect(page.getByRole('status').filter({ has: page.getByRole('button') })).toBeVisible();
          await page.screenshot({ path: `${dir}/update-prompt-${language}-${width}.png` });
        } finally {
          await writeFile(builtWorker, original);
        }
      });
    }
  }
});
