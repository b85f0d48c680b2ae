import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/** What index.css names as the Bangla font's file; this plugin puts the cut-down font behind it. */
export const BANGLA_FONT_ID = 'phonehaat-bangla-font.woff2';
/** The cut-down font's file name, which the offline page looks for in the build. */
export const BANGLA_FONT_FILE = 'noto-sans-bengali-bengali-wght-normal.woff2';
/** The weights the app draws Bangla in: font-normal to font-bold (font-extrabold is drawn at 700). */
export const BANGLA_FONT_WEIGHTS = { min: 400, max: 700 } as const;
/** The Bengali block and the marks Noto's Bengali subset carries, as index.css's unicode-range. */
const BENGALI_TEXT = [
  ...Array.from({ length: 0x09ff - 0x0980 + 1 }, (_, i) => 0x0980 + i),
  0x0951,
  0x0952,
  0x0964,
  0x0965,
  0x1cd0,
  0x1cd2,
  0x1cd5,
  0x1cd6,
  0x1cd8,
  0x1ce1,
  0x1cea,
  0x1ced,
  0x1cf2,
  0x1cf5,
  0x1cf6,
  0x1cf7,
  0x200c,
  0x200d,
  0x20b9,
  0x25cc,
  0xa8f1,
]
  .map((code) => String.fromCodePoint(code))
  .join('');

/**
 * Noto Sans Bengali's variable font (fontsource's Bengali subset, 108 KB) spans weights 100–900; the app
 * uses 400–700. Its weight axis limited to that range (HarfBuzz's instancer, through subset-font) keeps every
 * Bengali letter, conjunct and mark and the same shapes at those weights, in 73 KB: 35 KB less that Bangla
 * pages fetch at the highest priority before their largest paint (decision 0028).
 */
export async function banglaFont(source: Buffer): Promise<Buffer> {
  return subsetFont(source, BENGALI_TEXT, { targetFormat: 'woff2', variationAxes: { wght: BANGLA_FONT_WEIGHTS } });
}

/**
 * Makes the cut-down font when a build (or the dev server) starts, into a cache folder under the name the
 * offline page looks for, and points index.css's `url(phonehaat-bangla-font.woff2)` at it (an alias, which
 * Vite applies to CSS urls), so Vite hashes and emits it as any other asset.
 */
export function banglaFontPlugin(
  cacheDir = path.resolve(import.meta.dirname, '../node_modules/.cache/phonehaat-bangla-font'),
): Plugin {
  const file = path.join(cacheDir, BANGLA_FONT_FILE);
  return {
    name: 'phonehaat-bangla-font',
    config: () => ({
      resolve: { alias: [{ find: new RegExp(`^${BANGLA_FONT_ID.replaceAll('.', '\\.')}$`), replacement: file }] },
    }),
    async buildStart() {
      const require = createRequire(import.meta.url);
      const source = readFileSync(
        require.resolve('@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2'),
      );
      mkdirSync(cacheDir, { recursive: true });
      writeFileSync(file, await banglaFont(source));
    },
  };
}
