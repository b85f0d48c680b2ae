import { describe, expect, it } from 'vitest';
import en from '../src/locales/en/common.json' with { type: 'json' };
import { LANGUAGE_LABEL_FAMILY, languageLabelFontPlugin } from './language-label-font-plugin.ts';

async function css(): Promise<string> {
  const plugin = languageLabelFontPlugin();
  const resolve = plugin.resolveId as (id: string) => string | undefined;
  const load = plugin.load as (id: string) => Promise<string | undefined>;
  const id = resolve('virtual:language-label-font.css');
  expect(id).toBeDefined();
  return (await load(id!))!;
}

describe('the language label font', () => {
  it('inlines a WOFF2 cut down to the Bangla label, about a kilobyte instead of the 108 KB font', async () => {
    const text = await css();
    const data = /url\(data:font\/woff2;base64,([A-Za-z0-9+/=]+)\)/.exec(text)?.[1];
    expect(data).toBeDefined();
    const font = Buffer.from(data!, 'base64');
    expect(font.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(font.length).toBeLessThan(4 * 1024);
    expect(en.language.switchTo).toBe('বাংলা');
  });

  it('names the face for the switch only, Bengali letters only, and falls back to the page font', async () => {
    const text = await css();
    expect(text).toContain(`font-family: '${LANGUAGE_LABEL_FAMILY}'`);
    expect(text).toContain('unicode-range: U+0980-09FF');
    expect(text).toMatch(/\.language-label \{ font-family: 'PhoneHaat Language Label', var\(--font-sans\); \}/);
  });

  it('leaves other modules alone', () => {
    const plugin = languageLabelFontPlugin();
    expect((plugin.resolveId as (id: string) => string | undefined)('virtual:other.css')).toBeUndefined();
  });
});
