import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures/test.ts';
import { expectAxeClean, expectInLanguage, expectNoOverflow, languages, useLanguage } from '../fixtures/language.ts';

/**
 * Issue 23 items 1–2 for the parts of items 6–7: the offline page (the file the service worker shows,
 * e2e/pwa/installable-app.spec.ts) and the product page's share buttons, in both languages at 360 and
 * 1440 px. The update prompt is checked in both languages in e2e/pwa/update-prompt.spec.ts.
 */
const widths = [360, 1440] as const;
const shareLabels = {
  en: { group: 'Share this phone', facebook: 'Share on Facebook (opens in a new tab)', copy: 'Copy link', copied: 'Link copied' },
  bn: { group: 'এই ফোনটি শেয়ার করুন', facebook: 'ফেসবুকে শেয়ার করুন (নতুন ট্যাবে খুলবে)', copy: 'লিংক কপি করুন', copied: 'লিংক কপি হয়েছে' },
} as const;

for (const language of languages) {
  for (const width of widths) {
    test(`the offline page in ${language} at ${width} px`, async ({ page, context, baseURL }) => {
      await useLanguage(context, baseURL!, language);
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/offline.html');
      await expect(page.locator(`main[lang="${language}"] h1`)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expectInLanguage(page, language);
      if (width === 360) await expectNoOverflow(page);
      await expectAxeClean(page);
    });

    test(`the share buttons in ${language} at ${width} px`, async ({ page, context, baseURL, listing }) => {
      await useLanguage(context, baseURL!, language);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/products/${listing.id}`);
      const labels = shareLabels[language];
      const group = page.getByRole('group', { name: labels.group });
      await expect(group.getByRole('link', { name: labels.facebook })).toBeVisible();

      // The group fits: no button past the edge or cut off (the page-wide checks belong to the product page's spec).
      const fits = await group.evaluate((element) =>
        [element, ...element.querySelectorAll<HTMLElement>('a, button')].every(
          (part) => part.getBoundingClientRect().right <= document.documentElement.clientWidth && part.scrollWidth <= part.clientWidth + 1,
        ),
      );
      expect(fits).toBe(true);
      const axe = await new AxeBuilder({ page }).include('[role="group"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);

      await group.getByRole('button', { name: labels.copy }).click();
      await expect(page.getByText(labels.copied)).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(`${baseURL}/products/${listing.id}${language === 'bn' ? '?lang=bn' : ''}`);
    });
  }
}
