import { deflateSync, crc32 } from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import { createListing, type Account } from '../fixtures/data.ts';

// Kept for specs written before fixtures/test.ts, which new specs use instead (`seller`, `listing`, …).
export { createAccount, type Account } from '../fixtures/data.ts';
export async function createProduct(request: APIRequestContext, seller: Account, productName: string): Promise<string> {
  return (await createListing(request, seller, { productName })).id;
}

/** A real PNG made here (a colour gradient), so the upload goes through the server's image pipeline. */
export function gradientPng(width = 96, height = 64): Buffer {
  const row = 1 + width * 3;
  const pixels = Buffer.alloc(row * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = y * row + 1 + x * 3;
      pixels[at] = Math.round((x / width) * 255);
      pixels[at + 1] = 118;
      pixels[at + 2] = Math.round((y / height) * 255);
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Fills the Add Product form's phone details (issue 26) in English, the brand chosen first: its first model. */
export async function fillPhoneDetails(
  page: Page,
  imei: string,
  place = { division: 'khulna', district: 'khulna', area: 'Sonadanga' },
) {
  await page.getByLabel('Model', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Colour').fill('Midnight');
  await page.getByLabel('Storage').selectOption('128');
  await page.getByRole('radio', { name: /^Good — / }).check();
  await page.getByRole('radio', { name: 'Official (BTRC registered)' }).check();
  await page.getByRole('checkbox', { name: 'Charger' }).check();
  await page.getByLabel('IMEI', { exact: true }).fill(imei);
  await page.getByLabel('Division').selectOption(place.division);
  await page.getByLabel('District').selectOption(place.district);
  await page.getByLabel('Area').fill(place.area);
}
