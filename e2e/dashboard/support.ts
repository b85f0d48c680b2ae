import { randomUUID } from 'node:crypto';
import { deflateSync, crc32 } from 'node:zlib';
import { expect, type APIRequestContext } from '@playwright/test';

export const password = 'dashboard-e2e-7';

export interface Account {
  name: string;
  email: string;
  password: string;
  /** Bearer headers for API calls made by the test itself. */
  auth: { authorization: string };
}

/** A fresh account through the real sign-up endpoints, registered in the users store with a role. */
export async function createAccount(request: APIRequestContext, role: 'User' | 'Seller', label: string = role): Promise<Account> {
  const email = `${label.toLowerCase()}-${randomUUID().slice(0, 8)}@e2e.test`;
  const name = `${label} ${randomUUID().slice(0, 4)}`;
  const signUp = await request.post('/api/auth/sign-up/email', { data: { name, email, password, image: '' } });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const token = signUp.headers()['set-auth-token'];
  expect(token).toBeTruthy();
  const auth = { authorization: `Bearer ${token}` };
  const registered = await request.post('/api/users', { data: { name, email, role }, headers: auth });
  expect(registered.status(), await registered.text()).toBe(200);
  return { name, email, password, auth };
}

/** Lists a product as the seller through the API; the photo is borrowed from the demo catalogue. */
export async function createProduct(request: APIRequestContext, seller: Account, productName: string): Promise<string> {
  const [category] = (await (await request.get('/api/productsCategories')).json()) as { _id: string }[];
  const [sample] = (await (await request.get('/api/allProducts?limit=1')).json()) as { image: string }[];
  const created = await request.post('/api/allProducts', {
    headers: seller.auth,
    data: {
      brand: category!._id,
      productName,
      image: sample!.image,
      purchase: 50000,
      selling: 32000,
      location: 'Sylhet',
      usingYears: 2,
      postDate: '2025-02-01',
      details: 'Created by a dashboard browser test',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { insertedId: string }).insertedId;
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
