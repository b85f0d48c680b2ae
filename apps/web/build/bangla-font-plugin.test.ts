import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BANGLA_FONT_ID, banglaFontPlugin } from './bangla-font-plugin.ts';

const require = createRequire(import.meta.url);
const SOURCE = require.resolve('@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2');

let cacheDir: string | undefined;
afterEach(async () => {
  if (cacheDir) await rm(cacheDir, { recursive: true, force: true });
  cacheDir = undefined;
});

interface Alias {
  find: RegExp;
  replacement: string;
}

describe('the Bangla font', () => {
  it('is made when the build starts, a WOFF2 about two thirds of the 108 KB variable font, where index.css names it', async () => {
    cacheDir = await mkdtemp(path.join(tmpdir(), 'phonehaat-bangla-font-'));
    const plugin = banglaFontPlugin(cacheDir);
    const [alias] = (plugin.config as () => { resolve: { alias: Alias[] } })().resolve.alias;
    await (plugin.buildStart as () => Promise<void>)();

    // The offline page finds the font in the build by this name (build/offline-page-plugin.ts).
    expect(alias!.replacement).toBe(path.join(cacheDir, 'noto-sans-bengali-bengali-wght-normal.woff2'));
    expect(alias!.find.test(BANGLA_FONT_ID)).toBe(true);
    expect(alias!.find.test(`x${BANGLA_FONT_ID}`)).toBe(false);
    expect(await readFile(path.join(import.meta.dirname, '../src/index.css'), 'utf8')).toContain(`url('${BANGLA_FONT_ID}')`);

    const font = await readFile(alias!.replacement);
    const source = await readFile(SOURCE);
    expect(font.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(source.length).toBeGreaterThan(100 * 1024);
    expect(font.length).toBeLessThan(80 * 1024);
    // Still the whole Bengali block with its conjuncts at two weights' masters, not a handful of glyphs.
    expect(font.length).toBeGreaterThan(60 * 1024);
  }, 60_000); // HarfBuzz's instancer takes seconds on a busy machine
});
