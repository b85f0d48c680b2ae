import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import en from '../src/locales/en/common.json' with { type: 'json' };

const MODULE_ID = 'virtual:language-label-font.css';
const RESOLVED_ID = `\0${MODULE_ID}`;
export const LANGUAGE_LABEL_FAMILY = 'PhoneHaat Language Label';

/**
 * English pages name Bangla in Bangla ("বাংলা") on the language switch. Drawn in Noto Sans Bengali, that one
 * word made every English page download the 108 KB Bengali font with the highest priority, which Lighthouse
 * counts as holding up the first paint (800 ms on a slow phone). This plugin cuts the font down to the
 * word's own glyphs at build time (about 1 KB) and inlines it in the stylesheet: no request at all.
 */
export function languageLabelFontPlugin(): Plugin {
  return {
    name: 'phonehaat-language-label-font',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const require = createRequire(import.meta.url);
      const source = readFileSync(require.resolve('@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2'));
      // English pages' switch names Bangla in Bangla.
      const label = en.language.switchTo;
      const font = await subsetFont(source, label, { targetFormat: 'woff2', variationAxes: { wght: 600 } });
      return [
        `@font-face { font-family: '${LANGUAGE_LABEL_FAMILY}'; font-weight: 100 900; font-display: block;`,
        `  src: url(data:font/woff2;base64,${font.toString('base64')}) format('woff2'); unicode-range: U+0980-09FF; }`,
        `.language-label { font-family: '${LANGUAGE_LABEL_FAMILY}', var(--font-sans); }`,
      ].join('\n');
    },
  };
}
