import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@phonehaat/contract';
import { productBody, verifySellers } from '../support/factories.ts';
import { createTestApp, databaseKinds, type Actor, type TestApp } from '../support/test-app.ts';

/** A multipart body with one file part, built by hand so each test controls the exact bytes and names. */
function multipart(bytes: Buffer, { field = 'image', filename = 'photo.jpg', type = 'image/jpeg' } = {}) {
  const boundary = `----phonehaat${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A real phone-style JPEG: 2000 × 1500, rotated by its EXIF orientation, with a GPS position and camera make. */
async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneHaatCam', Model: 'Test 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 48/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '90/1 24/1 0/1' },
    })
    .toBuffer();
}

/**
 * A valid black-and-white PNG of any size, encoded by hand: one bit per pixel, all zero, so even
 * 14000 × 14000 deflates to a few tens of kilobytes in milliseconds.
 */
function hugeBlankPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body), body.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // filter byte 0 and zero pixels on every row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 20, g: 120, b: 110, alpha: 1 } } })
    .png({ compressionLevel: 9 })
    .toBuffer();

describe.each(databaseKinds)('POST /api/images on %s', (kind) => {
  let t: TestApp;
  let dataDir: string;
  let seller: Actor;
  let admin: Actor;
  let buyer: Actor;
  const uploadsDir = () => path.join(dataDir, 'uploads');
  const stored = async () => (await readdir(uploadsDir())).filter((name) => !name.startsWith('.'));

  const upload = (bytes: Buffer, actor: Actor | null, options?: Parameters<typeof multipart>[1]) => {
    const body = multipart(bytes, options);
    return t.app.inject({
      method: 'POST',
      url: '/api/images',
      payload: body.payload,
      headers: { ...body.headers, ...actor?.auth },
    });
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'phonehaat-images-'));
    t = await createTestApp(kind, { DATA_DIR: dataDir });
    [seller, admin, buyer] = await Promise.all([t.signUp('Seller'), t.signUp('admin'), t.signUp('User')]);
    // What this seller lists goes live at once (an unverified seller's listing waits for review).
    await verifySellers(t.database.db, seller);
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stores a JPEG as upright WebP widths with no EXIF or GPS, served with a year-long cache', async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const response = await upload(original, seller);
    expect(response.statusCode).toBe(200);
    const answer = response.json<{ success: boolean; data: { url: string; variants: { url: string; width: number }[] } }>();
    expect(answer.success).toBe(true);
    expect(answer.data.variants.map((variant) => variant.width)).toEqual([320, 640, 1280]);
    expect(answer.data.url).toBe(answer.data.variants[2]!.url);
    expect(answer.data.url).toMatch(/^\/uploads\/[0-9a-f]{32}-1280\.webp$/);

    for (const variant of answer.data.variants) {
      const served = await t.app.inject(variant.url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.width).toBe(variant.width);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from('PhoneHaatCam'))).toBe(false);
    }
  });

  it('turns a photo upright by its EXIF orientation', async () => {
    // Orientation 6: the camera was held sideways; the upright picture is 1500 wide and 2000 tall.
    const sideways = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#123456' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const response = await upload(sideways, seller);
    expect(response.statusCode).toBe(200);
    const served = await t.app.inject(response.json<{ data: { url: string } }>().data.url);
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.width).toBe(1280);
    expect(metadata.height).toBe(Math.round((1280 * 2000) / 1500));
    expect(metadata.orientation).toBeUndefined();
  });

  it('accepts a PNG and never upscales a small one', async () => {
    const response = await upload(await png(500, 300), admin, { filename: 'shot.png', type: 'image/png' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: { url: string; variants: { width: number }[] } }>();
    expect(data.variants.map((variant) => variant.width)).toEqual([320, 500]);
    expect(data.url).toMatch(/-500\.webp$/);
  });

  it('accepts WebP and AVIF, decided by the bytes and not the file name', async () => {
    const base = sharp({ create: { width: 400, height: 400, channels: 3, background: '#0f766e' } });
    const webp = await upload(await base.clone().webp().toBuffer(), seller, { filename: 'x.jpg' });
    expect(webp.statusCode).toBe(200);
    const avif = await upload(await base.clone().avif().toBuffer(), seller, { filename: 'x.png', type: 'image/png' });
    expect(avif.statusCode).toBe(200);
  });

  describe('refusals leave nothing stored', () => {
    let before: string[];
    beforeAll(async () => {
      before = await stored();
    });
    afterAll(async () => {
      expect(await stored()).toEqual(before);
    });

    it('refuses a text file named .jpg with a 400 and a message', async () => {
      const response = await upload(Buffer.from('this is not a photo at all\n'.repeat(20)), seller, { filename: 'photo.jpg' });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/not a supported image/);
    });

    it('refuses a truncated JPEG', async () => {
      const whole = await jpegWithGps();
      const response = await upload(whole.subarray(0, Math.floor(whole.length / 2)), seller);
      expect(response.statusCode).toBe(400);
    });

    it('refuses a file over 10 MB with a 413 and a message', async () => {
      const oversized = Buffer.concat([await jpegWithGps(), Buffer.alloc(MAX_UPLOAD_BYTES)]);
      const response = await upload(oversized, seller);
      expect(response.statusCode).toBe(413);
      expect(response.json<{ message: string }>().message).toMatch(/larger than 10 MB/);
    });

    it('refuses a huge-dimension image from its header, before decoding it', async () => {
      const huge = hugeBlankPng(14_000, 14_000);
      expect(huge.length).toBeLessThan(MAX_UPLOAD_BYTES);
      expect(await sharp(huge).metadata()).toMatchObject({ format: 'png', width: 14_000, height: 14_000 });
      const started = performance.now();
      const response = await upload(huge, seller, { filename: 'huge.png', type: 'image/png' });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/14000 × 14000 pixels/);
      // Decoding 196 megapixels would take seconds; reading the header takes milliseconds.
      expect(performance.now() - started).toBeLessThan(2500);
    });

    it('refuses a request without the image field', async () => {
      const response = await upload(await png(50, 50), seller, { field: 'photo' });
      expect(response.statusCode).toBe(400);
      const json = await t.app.inject({ method: 'POST', url: '/api/images', payload: { image: 'x' }, headers: seller.auth });
      expect(json.statusCode).toBe(400);
    });

    it('answers 401 to anonymous callers and 403 to buyers', async () => {
      const photo = await png(50, 50);
      expect((await upload(photo, null)).statusCode).toBe(401);
      expect((await upload(photo, buyer)).statusCode).toBe(403);
    });
  });

  it('gives a product listed with an uploaded photo its srcset widths', async () => {
    const uploaded = await upload(await jpegWithGps(), seller);
    const { url } = uploaded.json<{ data: { url: string } }>().data;
    const categories = await t.app.inject('/api/productsCategories');
    let brand = categories.json<{ _id: string }[]>()[0]?._id;
    if (!brand) {
      const { categories: table } = await import('../../src/db/schema/index.ts');
      const [row] = await t.database.db
        .insert(table)
        .values({ slug: 'test-brand', name: 'Test Brand', img: '/x.png' })
        .returning();
      brand = row!.id;
    }
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/allProducts',
      headers: seller.auth,
      payload: productBody(brand, { productName: 'Pixel with a clean photo', image: url, selling: 25000 }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const product = await t.app.inject(`/api/products/${created.json<{ insertedId: string }>().insertedId}`);
    const { imageSet, image } = product.json<{ image: string; imageSet: { url: string; width: number }[] }>();
    expect(image).toBe(url);
    expect(imageSet.map((variant) => variant.width)).toEqual([320, 640, 1280]);
    expect(imageSet[2]!.url).toBe(url);
    for (const variant of imageSet) expect((await t.app.inject(variant.url)).statusCode).toBe(200);
  });
});
