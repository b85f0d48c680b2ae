import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpPageIds, helpPages, type HelpPage, type Language } from '@phonehaat/contract';
import { parseHtml } from '../support/html-page.ts';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app.ts';
import { makeWebDist } from '../support/web-dist.ts';

const ORIGIN = 'https://phonehaat.example';

/** The web app's own names and descriptions of the pages (its `help` catalogue), which the heads must repeat. */
const webTexts = (language: Language) =>
  (
    JSON.parse(readFileSync(new URL(`../../../web/src/locales/${language}/help.json`, import.meta.url), 'utf8')) as {
      pages: Record<HelpPage, { title: string; description: string }>;
    }
  ).pages;

describe.each(databaseKinds)('the help and policy pages written by the server on %s', (kind) => {
  let t: TestApp;
  let web: Awaited<ReturnType<typeof makeWebDist>>;

  beforeAll(async () => {
    web = await makeWebDist();
    t = await createTestApp(kind, { PUBLIC_URL: ORIGIN, WEB_DIST_DIR: web.dir });
  });
  afterAll(async () => {
    await t.close();
    await web.remove();
  });

  for (const language of ['en', 'bn'] as const) {
    it(`gives each its own title, description and canonical URL in ${language}, the web's own words, open to search`, async () => {
      const texts = webTexts(language);
      for (const page of helpPageIds) {
        const path = helpPages[page];
        const response = await t.app.inject({ method: 'GET', url: `${path}?lang=${language}` });
        expect(response.statusCode, path).toBe(200);
        const html = parseHtml(response.body);
        expect(html.htmlLang(), path).toBe(language);
        expect(html.text(html.elements('title')[0]!), path).toBe(`${texts[page].title} — PhoneHaat`);
        expect(html.meta('description'), path).toBe(texts[page].description);
        expect(html.meta('robots'), path).toBeUndefined();
        expect(html.links('canonical')[0]!.href, path).toBe(`${ORIGIN}${path}${language === 'bn' ? '?lang=bn' : ''}`);
      }
    });
  }
});
