import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { makeWebDist } from '../support/web-dist.ts';

// The web build's scripts come with Brotli copies made at build time (apps/web/build/precompress-plugin.ts,
// decision 0028). A fake one here, so the test can tell which bytes were sent: the precompressed copy is
// the Brotli of a different text than the file itself.
const SCRIPT = `export const shell = ${JSON.stringify('the shell '.repeat(300))};\n`;
const PRECOMPRESSED_SCRIPT = `export const shell = 'written at build time';\n${'//'.repeat(600)}\n`;

describe('the web build’s assets', () => {
  let t: TestApp;
  let web: Awaited<ReturnType<typeof makeWebDist>>;

  beforeAll(async () => {
    web = await makeWebDist();
    await mkdir(path.join(web.dir, 'assets'));
    await writeFile(path.join(web.dir, 'assets/shell-abc123.js'), SCRIPT);
    await writeFile(path.join(web.dir, 'assets/shell-abc123.js.br'), brotliCompressSync(PRECOMPRESSED_SCRIPT));
    await writeFile(path.join(web.dir, 'assets/other-def456.js'), SCRIPT);
    t = await createTestApp('pglite', { WEB_DIST_DIR: web.dir });
  });
  afterAll(async () => {
    await t.close();
    await web.remove();
  });

  const get = (url: string, acceptEncoding: string) =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });

  it('sends the Brotli copy written at build time to a browser that takes Brotli, as a script cached for a year', async () => {
    const response = await get('/assets/shell-abc123.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^application\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(PRECOMPRESSED_SCRIPT);
  });

  it('compresses on the fly what has no copy of the encoding asked for, and sends the file itself to a client that takes none', async () => {
    const gzipped = await get('/assets/shell-abc123.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);

    const other = await get('/assets/other-def456.js', 'br');
    expect(other.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(other.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/shell-abc123.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('compresses the pages it writes, and still answers an unknown API path with the JSON 404', async () => {
    const page = await get('/products?lang=bn', 'gzip, deflate, br');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(page.rawPayload).toString();
    expect(html).toContain('<html lang="bn"');
    expect(html).toContain('<div id="root"><header');

    const missing = await get('/api/no-such-thing', 'gzip');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'No route for GET /api/no-such-thing', code: 'NOT_FOUND' });
    const posted = await t.app.inject({ method: 'POST', url: '/no-such-page' });
    expect(posted.statusCode).toBe(404);
  });
});
