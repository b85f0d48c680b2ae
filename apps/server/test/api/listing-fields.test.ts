import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes, imeiMessages, listingFieldMessages, type ImeiCollision, type Product } from '@phonehaat/contract';
import { imeiCollisions, products } from '../../src/db/schema/index.ts';
import { dealDriver, TestClock } from '../support/deal.ts';
import { makeCategory, makeProduct, nextImei, productBody, verifySellers } from '../support/factories.ts';
import { createTestApp, databaseKinds, type Actor, type TestApp } from '../support/test-app.ts';

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

describe.each(databaseKinds)('structured listing fields and IMEIs on %s', (kind) => {
  let t: TestApp;
  let deal: ReturnType<typeof dealDriver>;
  let seller: Actor;
  let otherSeller: Actor;
  let buyer: Actor;
  let admin: Actor;
  let category: { id: string; name: string };
  const clock = new TestClock();

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { now: clock.now });
    deal = dealDriver(t);
    seller = await t.signUp('Seller');
    otherSeller = await t.signUp('Seller');
    buyer = await t.signUp('User');
    admin = await t.signUp('admin');
    // Verified: their listings go live at once instead of waiting for review (decision 0037).
    await verifySellers(t.database.db, seller, otherSeller);
    category = await makeCategory(t.database.db);
  });
  afterAll(() => t.close());

  const list = (actor: Actor, body: object) =>
    t.app.inject({ method: 'POST', url: '/api/allProducts', headers: actor.auth, payload: body });
  const listed = async (actor: Actor, body: object) => {
    const response = await list(actor, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ insertedId: string }>().insertedId;
  };
  const publicProduct = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json<Product>();
  const productCount = async () =>
    Number(rowsOf<{ n: string }>(await t.database.db.execute(sql`select count(*) as n from products`))[0]!.n);

  it('lists a phone with its fields; the public answer names the district, area and the IMEI only by its last four digits', async () => {
    const imei = nextImei();
    const id = await listed(
      seller,
      productBody(category.id, { imei, district: 'gazipur', area: 'Tongi', batteryHealth: '88', included: ['box', 'receipt'] }),
    );
    const answer = await publicProduct(id);
    expect(answer).toMatchObject({
      model: 'Galaxy S22',
      storageGb: 128,
      ramGb: 8,
      condition: 'excellent',
      batteryHealth: 88,
      variant: 'official',
      included: ['box', 'receipt'],
      division: 'dhaka',
      district: 'gazipur',
      area: 'Tongi',
      imeiLast4: imei.slice(-4),
    });
    const body = JSON.stringify(answer);
    expect(body).not.toContain(imei);
    expect(body).not.toMatch(/imeiHash|imeiSealed|imei2/);
  });

  it('keeps neither the IMEI nor its digits in the database row: a keyed hash and a sealed value only', async () => {
    const imei = nextImei();
    const imei2 = nextImei();
    const id = await listed(seller, productBody(category.id, { imei, imei2 }));
    const [row] = rowsOf<Record<string, unknown>>(await t.database.db.execute(sql`select * from products where id = ${id}`));
    const stored = JSON.stringify(row);
    for (const value of [imei, imei2]) {
      expect(stored).not.toContain(value);
      // Nor its first 14 digits (the IMEI without its check digit), nor the digits written apart.
      expect(stored).not.toContain(value.slice(0, 14));
      expect(stored).not.toContain(value.split('').join(','));
    }
    expect(row).toMatchObject({ imei_last4: imei.slice(-4) });
    expect(row!.imei_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(String(row!.imei_sealed)).toMatch(/^v1\./);
    // The hash is keyed: not the plain SHA-256 of the digits, which anyone could compute for all 10^14 IMEIs.
    expect(row!.imei_hash).not.toBe(createHash('sha256').update(imei).digest('hex'));
  });

  it('refuses a wrong check digit with the IMEI field message, and writes nothing', async () => {
    const good = nextImei();
    const wrong = `${good.slice(0, 14)}${(Number(good[14]) + 1) % 10}`;
    const before = await productCount();
    const response = await list(seller, productBody(category.id, { imei: wrong }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { imei: imeiMessages.checkDigit } });
    const missing = await list(seller, productBody(category.id, { imei: '' }));
    expect(missing.json()).toMatchObject({ errors: { imei: 'Required' } });
    const same = await list(seller, productBody(category.id, { imei: good, imei2: good }));
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ errors: { imei2: imeiMessages.same } });
    expect(await productCount()).toBe(before);
  });

  it('refuses each bad structured field with its own message', async () => {
    const response = await list(
      seller,
      productBody(category.id, { condition: 'mint', district: 'atlantis', batteryHealth: 140, storageGb: 100 }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: {
        condition: listingFieldMessages.condition,
        district: listingFieldMessages.district,
        batteryHealth: 'Battery Health must be at most 100',
        storageGb: listingFieldMessages.storage,
      },
    });
  });

  it('sends each field error as a code with parameters beside its English message (decision 0057)', async () => {
    const response = await list(seller, productBody(category.id, { batteryHealth: 140, model: 'x'.repeat(81), storageGb: 100 }));
    expect(response.statusCode).toBe(400);
    const body = response.json<{ errors: Record<string, string>; issues: unknown[] }>();
    expect(body.errors).toMatchObject({ batteryHealth: 'Battery Health must be at most 100', model: 'Model must be at most 80 characters' });
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { field: 'batteryHealth', code: 'too_big', params: { max: 100 } },
        { field: 'model', code: 'too_long', params: { max: 80 } },
        { field: 'storageGb', code: 'not_in_list' },
      ]),
    );
    expect(body.issues).toHaveLength(3);
    const good = nextImei();
    const twice = await list(seller, productBody(category.id, { imei: good, imei2: good }));
    expect(twice.json()).toMatchObject({ errors: { imei2: imeiMessages.same }, issues: [{ field: 'imei2', code: 'imei_same' }] });
  });

  it('refuses a second live listing of one IMEI (409, as first or second IMEI) and shows admins the collision', async () => {
    const imei = nextImei();
    const first = await listed(seller, productBody(category.id, { imei }));
    const before = await productCount();
    const again = await list(otherSeller, productBody(category.id, { imei }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: errorCodes.imeiTaken,
      message: imeiMessages.taken,
      errors: { imei: imeiMessages.taken },
      issues: [{ field: 'imei', code: 'imei_taken' }],
    });
    const asSecond = await list(otherSeller, productBody(category.id, { imei2: imei }));
    expect(asSecond.statusCode).toBe(409);
    expect(await productCount()).toBe(before);

    const collisions = await t.app.inject({ method: 'GET', url: '/api/admin/imei-collisions', headers: admin.auth });
    expect(collisions.statusCode).toBe(200);
    const mine = collisions.json<ImeiCollision[]>().filter((collision) => collision.productId === first);
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({
      attemptedBy: otherSeller.id,
      attemptedByName: otherSeller.name,
      sellerId: seller.id,
      imeiLast4: imei.slice(-4),
    });
    expect(JSON.stringify(collisions.json())).not.toContain(imei);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/imei-collisions', headers: seller.auth })).statusCode).toBe(403);
  });

  it('frees the IMEI once its listing is sold, and refuses relisting while another listing holds it', async () => {
    const imei = nextImei();
    const first = await listed(seller, productBody(category.id, { imei }));
    expect((await deal.call(seller, 'POST', `/products/${first}/sold`)).statusCode).toBe(200);
    const second = await listed(otherSeller, productBody(category.id, { imei }));
    const relist = await deal.call(seller, 'POST', `/products/${first}/relist`);
    expect(relist.statusCode).toBe(409);
    expect(relist.json()).toMatchObject({ code: errorCodes.imeiTaken });
    expect((await publicProduct(first)).status).toBe('sold');
    expect((await publicProduct(second)).status).toBe('available');
  });

  it('shows the full IMEI to the buyer only after payment, and to nobody else', async () => {
    const imei = nextImei();
    const imei2 = nextImei();
    const id = await listed(seller, productBody(category.id, { imei, imei2, selling: 20_000 }));
    const orderId = await deal.book(buyer, id);
    const unpaid = await deal.order(buyer, orderId);
    expect(unpaid.imei).toBeUndefined();
    expect((await deal.pay(buyer, orderId)).statusCode).toBe(200);
    expect(await deal.order(buyer, orderId)).toMatchObject({ imei, imei2 });
    for (const other of [seller, admin]) {
      const seen = await deal.order(other, orderId);
      expect(seen.imei).toBeUndefined();
      expect(JSON.stringify(seen)).not.toContain(imei);
    }
  });

  it('edits the structured fields (the division follows the district) but never the IMEI', async () => {
    const imei = nextImei();
    const id = await listed(seller, productBody(category.id, { imei }));
    const edited = await deal.call(seller, 'PATCH' as 'POST', `/products/${id}`, {
      condition: 'fair',
      district: 'sylhet',
      area: 'Zindabazar',
      imei: nextImei(),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Product>()).toMatchObject({
      condition: 'fair',
      division: 'sylhet',
      district: 'sylhet',
      area: 'Zindabazar',
      imeiLast4: imei.slice(-4),
    });
  });

  it('filters the list by division and by district', async () => {
    const place = await makeCategory(t.database.db);
    await listed(seller, productBody(place.id, { district: 'cumilla', area: 'Kandirpar' }));
    await listed(seller, productBody(place.id, { district: 'feni', area: 'Trunk Road' }));
    await listed(seller, productBody(place.id, { district: 'rangpur', area: 'Jahaj Company' }));
    const names = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/allProducts?brand=${place.id}&${query}` }))
        .json<Product[]>()
        .map((product) => product.district);
    expect((await names('district=cumilla')).sort()).toEqual(['cumilla']);
    expect((await names('division=chattogram')).sort()).toEqual(['cumilla', 'feni']);
    expect(await names('division=rangpur&district=cumilla')).toEqual([]);
    const total = await t.app.inject({ method: 'GET', url: `/api/allProducts?brand=${place.id}&division=chattogram` });
    expect(total.headers['x-total-count']).toBe('2');
    expect((await t.app.inject({ method: 'GET', url: '/api/allProducts?district=atlantis' })).statusCode).toBe(400);
  });

  it('answers listings made before the fields with nulls, as they were', async () => {
    const old = await makeProduct(t.database.db, seller, category);
    expect(await publicProduct(old.id)).toMatchObject({
      model: null,
      condition: null,
      district: null,
      imeiLast4: null,
      included: [],
      location: old.location,
    });
    const [row] = await t.database.db.select({ model: products.model }).from(products).where(eq(products.id, old.id));
    expect(row!.model).toBeNull();
    expect(await t.database.db.$count(imeiCollisions, eq(imeiCollisions.productId, old.id))).toBe(0);
  });
});
