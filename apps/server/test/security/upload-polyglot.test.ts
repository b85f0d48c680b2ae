import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type Actor, type TestApp } from '../support/test-app.ts';

const PAYLOAD = '<html><body><script>window.__xss=1;alert(document.cookie)</script></body></html>';

function multipart(bytes: Buffer, filename: string, type: string) {
  const boundary = '----phonehaatpolyglot';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A GIF header whose "image" is an HTML document: browsers that sniff would run it as a page. */
const gifHtmlPolyglot = () =>
  Buffer.concat([
    Buffer.from('GIF89a'),
    Buffer.from([0x01, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00]),
    Buffer.from(`/*${PAYLOAD}*/`),
    Buffer.from([0x3b]),
  ]);

describe.each(databaseKinds)('polyglot uploads on %s', (kind) => {
  let t: TestApp;
  let dataDir: string;
  let seller: Actor;
  const uploads = () => path.join(dataDir, 'uploads');
  const stored = async () => (await readdir(uploads())).filter((name) => !name.startsWith('.'));
  const upload = (bytes: Buffer, filename: string, type: string) => {
    const body = multipart(bytes, filename, type);
    return t.app.inject({
      method: 'POST',
      url: '/api/images',
      payload: body.payload,
      headers: { ...body.headers, ...seller.auth },
    });
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'phonehaat-polyglot-'));
    t = await createTestApp(kind, { DATA_DIR: dataDir });
    seller = await t.signUp('Seller');
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('re-encodes a valid PNG carrying an HTML/JS payload: only pure WebP is stored and served, with nosniff', async () => {
    const png = await sharp({ create: { width: 200, height: 120, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const polyglot = Buffer.concat([png, Buffer.from(PAYLOAD)]);
    expect((await sharp(polyglot).metadata()).format).toBe('png');

    const response = await upload(polyglot, 'photo.html', 'text/html');
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<{ data: { url: string; variants: { url: string }[] } }>();

    for (const name of await stored()) {
      const bytes = await readFile(path.join(uploads(), name));
      expect(name).toMatch(/\.webp$/);
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(bytes.includes(Buffer.from('<script'))).toBe(false);
      expect(bytes.includes(Buffer.from('<html'))).toBe(false);
    }
    for (const variant of data.variants) {
      const served = await t.app.inject(variant.url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.includes(Buffer.from('<script'))).toBe(false);
      expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    }
  });

  it('refuses a GIF/HTML polyglot and stores nothing', async () => {
    const before = await stored();
    const response = await upload(gifHtmlPolyglot(), 'cat.gif', 'image/gif');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(await stored()).toEqual(before);
  });

  it('refuses HTML named as a PNG and stores nothing', async () => {
    const before = await stored();
    const response = await upload(Buffer.from(PAYLOAD), 'photo.png', 'image/png');
    expect(response.statusCode).toBe(400);
    expect(await stored()).toEqual(before);
  });
});
