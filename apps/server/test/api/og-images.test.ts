import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCategory, makeProduct } from '../support/factories.ts';
import { createTestApp, databaseKinds, type Actor, type TestApp } from '../support/test-app.ts';
import { DEMO_PHOTO, makeWebDist } from '../support/web-dist.ts';

function multipart(bytes: Buffer) {
  const boundary = 'phonehaat-og-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** An upright phone photo, 1500 × 2000: red above, blue below, so the preview shows it whole. */
const uprightPhoto = () =>
  sharp({ create: { width: 1500, height: 2000, channels: 3, background: '#dc2626' } })
    .composite([{ input: { create: { width: 1500, height: 1000, channels: 3, background: '#2563eb' } }, top: 1000, left: 0 }])
    .jpeg()
    .toBuffer();

describe.each(databaseKinds)('link preview pictures on %s', (kind) => {
  let t: TestApp;
  let dataDir: string;
  let web: Awaited<ReturnType<typeof makeWebDist>>;
  let seller: Actor;
  let category: { id: string; name: string };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'phonehaat-og-'));
    web = await makeWebDist();
    t = await createTestApp(kind, { DATA_DIR: dataDir, WEB_DIST_DIR: web.dir, PUBLIC_URL: 'https://phonehaat.example' });
    seller = await t.signUp('Seller');
    category = await makeCategory(t.database.db);
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([rm(dataDir, { recursive: true, force: true }), web.remove()]);
  });

  const preview = async (id: string) => {
    const response = await t.app.inject(`/og/products/${id}.jpg`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    return { bytes: response.rawPayload, headers: response.headers };
  };

  it("renders an uploaded photo's widest variant as a 1200 × 630 JPEG, whole on white", async () => {
    const body = multipart(await uprightPhoto());
    const upload = await t.app.inject({ method: 'POST', url: '/api/images', payload: body.payload, headers: { ...body.headers, ...seller.auth } });
    expect(upload.statusCode, upload.body).toBe(200);
    const { url, variants } = upload.json<{ data: { url: string; variants: { url: string; width: number }[] } }>().data;
    const product = await makeProduct(t.database.db, seller, category, { image: url, imageSet: variants });

    const { bytes, headers } = await preview(product.id);
    const metadata = await sharp(bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 1200, 630]);
    expect(headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
    // The photo fits the height (630 × 3/4 ≈ 473 wide, centred): white at the sides, red above, blue below.
    const pixel = async (left: number, top: number) =>
      [...(await sharp(bytes).extract({ left, top, width: 1, height: 1 }).raw().toBuffer())].map((value) => Math.round(value / 32));
    expect(await pixel(50, 315)).toEqual([8, 8, 8]);
    expect(await pixel(600, 100)).toEqual([7, 1, 1]);
    expect(await pixel(600, 530)).toEqual([1, 3, 7]);

    // Kept: the same bytes again, and a 304 for the same ETag.
    expect((await preview(product.id)).bytes.equals(bytes)).toBe(true);
    const again = await t.app.inject({ url: `/og/products/${product.id}.jpg`, headers: { 'if-none-match': String(headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('renders the demo art (SVG) from the web build at full size', async () => {
    const product = await makeProduct(t.database.db, seller, category, { image: DEMO_PHOTO });
    const metadata = await sharp((await preview(product.id)).bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 1200, 630]);
  });

  it('answers 404 for a removed or unknown product, a missing photo and a malformed name', async () => {
    const removed = await makeProduct(t.database.db, seller, category, { image: DEMO_PHOTO, deletedAt: new Date() });
    const gone = await makeProduct(t.database.db, seller, category, { image: `/uploads/${'a'.repeat(32)}-1280.webp` });
    for (const file of [`${removed.id}.jpg`, '00000000-0000-4000-8000-000000000000.jpg', `${gone.id}.jpg`, `${gone.id}.png`, 'x.jpg']) {
      expect((await t.app.inject(`/og/products/${file}`)).statusCode, file).toBe(404);
    }
  });
});
