import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { openControlled } from './support.ts';

/**
 * Issue 23 item 7: "update available". A release is made the way a deploy makes one: the served sw.js
 * changes (here by a byte appended to the built file, put back afterwards), the browser's update check
 * installs the new worker, which waits; the prompt offers it, and Reload lets it take over.
 */
const builtWorker = fileURLToPath(new URL('../../apps/web/dist/sw.js', import.meta.url));

test.describe.configure({ mode: 'serial' });

/** The build's own worker, whatever releases an interrupted run left appended. */
const releaseMark = /\n\/\/ release \d+\n/g;

async function releaseANewWorker(run: () => Promise<void>): Promise<void> {
  const original = (await readFile(builtWorker, 'utf8')).replace(releaseMark, '');
  try {
    await writeFile(builtWorker, `${original}\n// release ${Date.now()}\n`);
    await run();
  } finally {
    await writeFile(builtWorker, original);
  }
}

const cases = [
  { language: 'en', width: 1440, message: 'A new version of PhoneHaat is ready.', reload: 'Reload', later: 'Later' },
  { language: 'bn', width: 360, message: 'PhoneHaat-এর নতুন সংস্করণ তৈরি।', reload: 'আবার লোড করুন', later: 'পরে' },
] as const;

for (const { language, width, message, reload } of cases) {
  test(`a waiting new version is offered, and Reload switches to it (${language}, ${width} px)`, async ({ page, context, baseURL }) => {
    await page.setViewportSize({ width, height: 800 });
    await context.addCookies([{ name: 'lang', value: language, url: baseURL! }]);
    await openControlled(page, '/');
    const prompt = page.getByRole('status').filter({ hasText: message });
    await expect(prompt).toHaveCount(0);

    await releaseANewWorker(async () => {
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())!.update();
      });
      await expect(prompt).toBeVisible();
      await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);
      // The prompt itself fits (the page-wide check belongs to the header's own spec, which is being translated).
      const fits = await prompt.evaluate((element) => {
        const parts = [element, ...element.querySelectorAll<HTMLElement>('span, button')];
        return parts.every((part) => part.getBoundingClientRect().right <= document.documentElement.clientWidth && part.scrollWidth <= part.clientWidth + 1);
      });
      expect(fits).toBe(true);

      // A mark on this page's window: gone once the page has reloaded into the new version.
      await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));
      const reloaded = page.waitForEvent('load');
      await prompt.getByRole('button', { name: reload }).click();
      await reloaded;
      expect(await page.evaluate(() => 'beforeUpdate' in window)).toBe(false);
    });

    await expect(prompt).toHaveCount(0);
    const after = await page.evaluate(async () => {
      const registration = (await navigator.serviceWorker.getRegistration())!;
      return { waiting: Boolean(registration.waiting), controlled: navigator.serviceWorker.controller?.state ?? null };
    });
    expect(after).toEqual({ waiting: false, controlled: 'activated' });
  });
}

test('Later puts the offer away and keeps the running version', async ({ page }) => {
  await openControlled(page, '/');
  const prompt = page.getByRole('status').filter({ hasText: cases[0].message });
  await releaseANewWorker(async () => {
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())!.update();
    });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: cases[0].later }).click();
    await expect(prompt).toHaveCount(0);
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);
  });
});
