import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress, precompressPlugin } from './precompress-plugin.ts';

const script = Buffer.from(Array.from({ length: 400 }, (_, i) => `export const value${i} = () => ${i} * 2;\n`).join(''));

let root: string | undefined;
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
  root = undefined;
});

/** Runs the plugin's writeBundle on a folder laid out as Vite's build output. */
async function build(files: Record<string, Buffer | string>): Promise<string> {
  root = await mkdtemp(path.join(tmpdir(), 'phonehaat-precompress-'));
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, 'dist', name)), { recursive: true });
    await writeFile(path.join(root, 'dist', name), content);
  }
  const plugin = precompressPlugin();
  (plugin.configResolved as (config: unknown) => void)({ root, build: { outDir: 'dist', assetsDir: 'assets' } });
  await (plugin.writeBundle as () => Promise<void>)();
  return path.join(root, 'dist');
}

describe('precompressed assets', () => {
  it('compresses to Brotli and gzip that decompress to the same bytes, Brotli the smaller', async () => {
    const { br, gz } = await precompress(script);
    expect(brotliDecompressSync(br).equals(script)).toBe(true);
    expect(gunzipSync(gz).equals(script)).toBe(true);
    expect(br.length).toBeLessThan(gz.length);
  });

  it('writes .br and .gz beside the scripts, styles and SVGs under assets/, nothing else', async () => {
    const dist = await build({
      'assets/app-abc123.js': script,
      'assets/index-def456.css': `.a { color: red; }\n`.repeat(200),
      'assets/logo-1a2b.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(100)}</svg>`,
      'assets/font-9f8e.woff2': Buffer.alloc(4096, 7),
      'index.html': `<!doctype html>${'<p>x</p>'.repeat(500)}`,
      'sw.js': script,
    });
    expect((await readdir(path.join(dist, 'assets'))).sort()).toEqual([
      'app-abc123.js',
      'app-abc123.js.br',
      'app-abc123.js.gz',
      'font-9f8e.woff2',
      'index-def456.css',
      'index-def456.css.br',
      'index-def456.css.gz',
      'logo-1a2b.svg',
      'logo-1a2b.svg.br',
      'logo-1a2b.svg.gz',
    ]);
    expect((await readdir(dist)).sort()).toEqual(['assets', 'index.html', 'sw.js']);
    const written = await readFile(path.join(dist, 'assets/app-abc123.js.br'));
    expect(brotliDecompressSync(written).equals(script)).toBe(true);
  });

  it('writes no copy that would be larger than the file', async () => {
    const dist = await build({ 'assets/tiny-0a0b.js': 'x' });
    expect(await readdir(path.join(dist, 'assets'))).toEqual(['tiny-0a0b.js']);
  });
});
