import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ReviewQueueItem, UpdateResult } from '@phonehaat/contract';
import { products } from '../../src/db/schema/index.ts';
import { makeCategory, nextImei, productBody, verifySellers } from '../support/factories.ts';
import { createTestApp, databaseKinds, type Actor, type TestApp } from '../support/test-app.ts';

/**
 * Issue 36 item 20g (decision 0055): verifying a seller puts their listings waiting for review live, so
 * the queue no longer holds listings of a verified seller; one whose IMEI is live elsewhere stays.
 */
describe.each(databaseKinds)('verifying a seller empties their part of the review queue on %s', (kind) => {
  let t: TestApp;
  let admin: Actor;
  let category: { id: string };

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signUp('admin');
    category = await makeCategory(t.database.db);
  });
  afterAll(() => t.close());

  const call = (actor: Actor, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: actor.auth, ...(payload && { payload }) });
  const list = async (seller: Actor, name: string, imei = nextImei()) => {
    const response = await call(seller, 'POST', '/allProducts', productBody(category.id, { productName: name, imei }));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ insertedId: string }>().insertedId;
  };
  const queued = async () => (await call(admin, 'GET', '/admin/review-queue')).json<ReviewQueueItem[]>().map((item) => item.product._id);
  const status = async (id: string) =>
    (await t.database.db.select({ status: products.reviewStatus }).from(products).where(eq(products.id, id)))[0]!.status;
  const verify = async (seller: Actor) => {
    const response = await call(admin, 'PUT', `/seller/${seller.id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<UpdateResult>();
  };

  it('puts the seller’s waiting listings live and out of the queue; a rejected one, another seller’s, and an IMEI live elsewhere stay', async () => {
    const [seller, other, verified] = (await Promise.all([t.signUp('Seller'), t.signUp('Seller'), t.signUp('Seller')])) as [Actor, Actor, Actor];
    await verifySellers(t.database.db, verified);
    const first = await list(seller, 'Pixel 7 Waiting A');
    const second = await list(seller, 'Pixel 7 Waiting B');
    const rejected = await list(seller, 'Pixel 7 Rejected');
    expect((await call(admin, 'POST', `/products/${rejected}/review`, { decision: 'reject', reason: 'Photo is blurry' })).statusCode).toBe(200);
    // Listed while waiting, then listed live by a verified seller with the same IMEI: it cannot go live too.
    const twinImei = nextImei();
    const twin = await list(seller, 'Pixel 7 Twin', twinImei);
    await list(verified, 'Pixel 7 Live Twin', twinImei);
    const othersWaiting = await list(other, 'Pixel 7 Someone Else');
    expect(await queued()).toEqual(expect.arrayContaining([first, second, twin, othersWaiting]));

    expect(await verify(seller)).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });

    expect([await status(first), await status(second), await status(rejected), await status(twin), await status(othersWaiting)]).toEqual([
      'live',
      'live',
      'rejected',
      'pending',
      'pending',
    ]);
    const queue = await queued();
    expect(queue).not.toContain(first);
    expect(queue).not.toContain(second);
    expect(queue).toEqual(expect.arrayContaining([twin, othersWaiting]));
    // Public at once: the catalogue's read cache is cleared by the write.
    const listed = (await t.app.inject({ url: '/api/allProducts', query: { q: 'Pixel 7 Waiting' } })).json<Product[]>().map((item) => item._id);
    expect(listed.sort()).toEqual([first, second].sort());
    // Verifying again changes nothing.
    expect(await verify(seller)).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 0 });
  });

  it('verifies once when many ask at once, and every waiting listing goes live exactly once', async () => {
    const seller = await t.signUp('Seller');
    const waiting = await Promise.all(['Nokia G21 A', 'Nokia G21 B', 'Nokia G21 C'].map((name) => list(seller, name)));
    const answers = await Promise.all(Array.from({ length: 6 }, () => verify(seller)));
    expect(answers.map((answer) => answer.modifiedCount).sort()).toEqual([0, 0, 0, 0, 0, 1]);
    expect(await Promise.all(waiting.map(status))).toEqual(['live', 'live', 'live']);
    const queue = await queued();
    expect(waiting.filter((id) => queue.includes(id))).toEqual([]);
  });
});
