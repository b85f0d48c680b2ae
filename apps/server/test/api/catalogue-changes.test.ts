import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealWindows } from '../../src/services/orders/deal-windows.ts';
import { dealDriver, TestClock } from '../support/deal.ts';
import { makeCategory, makeProduct, productBody, verifySellers } from '../support/factories.ts';
import { createTestApp, databaseKinds, type Actor, type TestApp } from '../support/test-app.ts';

type Listed = { _id: string; productName: string; selling: number; ads?: string; sellerVerified: boolean; sellerRating: { count: number } | null };

/** Decision 0059: the read cache is cleared by the writes that change listed phones, jobs included. */
describe.each(databaseKinds)('the catalogue signal on %s', (kind) => {
  // A long cache life: an answer that is fresh after a write was cleared, not expired.
  const env = { CATALOGUE_CACHE_TTL_MS: '600000', ORDER_TIMERS: 'true' };
  const clock = new TestClock();
  const swept = new Map<string, () => void>();
  let t: TestApp;
  let deal: ReturnType<typeof dealDriver>;
  let seller: Actor;
  let admin: Actor;
  let buyer: Actor;
  let brand: { id: string; name: string };
  let signals = 0;

  beforeAll(async () => {
    t = await createTestApp(kind, env, {
      now: clock.now,
      orderTimers: { pollingIntervalSeconds: 0.5, onSwept: (jobId) => swept.get(jobId)?.() },
    });
    t.app.onCatalogueChanged(() => {
      signals += 1;
    });
    deal = dealDriver(t);
    [seller, admin, buyer] = (await Promise.all([t.signUp('Seller'), t.signUp('admin'), t.signUp()])) as [Actor, Actor, Actor];
    await verifySellers(t.database.db, seller);
    brand = await makeCategory(t.database.db, { slug: 'xiaomi', name: 'Xiaomi' });
  });
  afterAll(() => t.close());

  /** The public list, as /products reads it (through the read cache and its kept bytes). */
  const listed = async (): Promise<Listed[]> => (await t.app.inject('/api/allProducts?limit=100')).json<Listed[]>();
  const listedOne = async (id: string) => (await listed()).find((item) => item._id === id);
  /** Runs one sweep of the order timers through their job queue, as the minute's schedule does. */
  const sweep = async () => {
    const jobId = await t.app.orderTimers.sweepNow();
    await new Promise<void>((resolve) => swept.set(jobId!, resolve));
  };
  /** A write that must give the signal once or more; answers its response for further checks. */
  const signalled = async <R extends { statusCode: number; body: string }>(write: () => Promise<R>): Promise<R> => {
    const before = signals;
    const response = await write();
    expect(response.statusCode, response.body).toBeLessThan(300);
    expect(signals, 'the write gave the catalogue signal').toBeGreaterThan(before);
    return response;
  };
  const api = (actor: Actor, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: actor.auth, ...(payload && { payload }) });

  it('shows a phone a timer put back on sale at once: a paid order not handed over in time is refunded', async () => {
    const phone = await makeProduct(t.database.db, seller, brand, { productName: 'Redmi Note 12 relisted by a timer' });
    const orderId = await deal.book(buyer, phone.id);
    expect((await deal.pay(buyer, orderId)).statusCode).toBe(200);
    // Sold: gone from the list, and that answer is kept for the cache's ten minutes.
    expect(await listedOne(phone.id)).toBeUndefined();
    expect(await listedOne(phone.id)).toBeUndefined();

    clock.advance(dealWindows.handoverMs);
    const before = signals;
    await sweep();
    expect((await deal.order(buyer, orderId)).state).toBe('refunded');
    expect(signals).toBeGreaterThan(before);
    expect((await listedOne(phone.id))?.productName).toBe('Redmi Note 12 relisted by a timer');
  });

  it("shows a sale a timer completed on the seller's card at once (no buyer answered within the dispute window)", async () => {
    const phone = await makeProduct(t.database.db, seller, brand, { productName: 'Redmi 13C sold and auto-received' });
    const other = await makeProduct(t.database.db, seller, brand, { productName: 'Redmi 13C another of the seller' });
    const orderId = await deal.book(buyer, phone.id);
    expect((await deal.pay(buyer, orderId)).statusCode).toBe(200);
    const code = (await deal.order(buyer, orderId)).handoverCode!;
    await signalled(() => api(seller, 'POST', `/orders/${orderId}/handover-code`, { neirDeregistered: true, code }));
    const sales = async () => (await t.app.inject(`/api/products/${other.id}`)).json<{ sellerCard: { completedSales: number } }>().sellerCard.completedSales;
    const salesBefore = await sales();
    expect(await sales()).toBe(salesBefore);
    clock.advance(dealWindows.disputeMs);
    await sweep();
    expect((await deal.order(buyer, orderId)).state).toBe('completed');
    expect(await sales()).toBe(salesBefore + 1);
  });

  it("clears it on each write to a listing: create, edit, advertise, sold, relist, remove", async () => {
    const created = await signalled(() => api(seller, 'POST', '/allProducts', productBody(brand.id, { productName: 'Poco X6 listed' })));
    const id = created.json<{ insertedId: string }>().insertedId;
    expect((await listedOne(id))?.productName).toBe('Poco X6 listed');

    await signalled(() => api(seller, 'PATCH', `/products/${id}`, { selling: 41000 }));
    expect((await listedOne(id))?.selling).toBe(41000);

    await signalled(() => api(admin, 'PUT', `/allProducts/${id}`));
    expect((await listedOne(id))?.ads).toBe('Advertised');

    await signalled(() => api(seller, 'POST', `/products/${id}/sold`));
    expect(await listedOne(id)).toBeUndefined();

    await signalled(() => api(seller, 'POST', `/products/${id}/relist`));
    expect((await listedOne(id))?.productName).toBe('Poco X6 listed');

    await signalled(() => api(seller, 'DELETE', `/allProducts/${id}`));
    expect(await listedOne(id)).toBeUndefined();
  });

  it('clears it on moderation: an approval, a report that holds a listing back, the reports dismissed', async () => {
    const newcomer = await t.signUp('Seller');
    const waiting = await makeProduct(t.database.db, newcomer, brand, { productName: 'Poco F5 waiting', reviewStatus: 'pending' });
    expect(await listedOne(waiting.id)).toBeUndefined();
    await signalled(() => api(admin, 'POST', `/products/${waiting.id}/review`, { decision: 'approve' }));
    expect((await listedOne(waiting.id))?.productName).toBe('Poco F5 waiting');

    // An admin's report weighs enough to hold the listing back (decision 0052).
    await signalled(() => api(admin, 'POST', `/products/${waiting.id}/reports`, { reason: 'stolen' }));
    expect(await listedOne(waiting.id)).toBeUndefined();
    await signalled(() => api(admin, 'POST', `/products/${waiting.id}/reports/review`, { outcome: 'dismiss' }));
    expect((await listedOne(waiting.id))?.productName).toBe('Poco F5 waiting');
  });

  it('clears it on the seller: verified, rated, deleted', async () => {
    const newcomer = await t.signUp('Seller');
    const phone = await makeProduct(t.database.db, newcomer, brand, { productName: 'Mi 11 of a new seller' });
    // The product's own page, kept by the read cache like the lists.
    const page = async () => t.app.inject(`/api/products/${phone.id}`);
    expect((await page()).json<Listed>().sellerVerified).toBe(false);
    await signalled(() => api(admin, 'PUT', `/seller/${newcomer.id}`));
    expect((await page()).json<Listed>().sellerVerified).toBe(true);

    const sold = await makeProduct(t.database.db, newcomer, brand, { productName: 'Mi 11 sold to be rated' });
    const orderId = await deal.book(buyer, sold.id);
    expect((await deal.pay(buyer, orderId)).statusCode).toBe(200);
    const code = (await deal.order(buyer, orderId)).handoverCode!;
    await deal.act(newcomer, orderId, 'handover-code', { neirDeregistered: true, code });
    await deal.act(buyer, orderId, 'received');
    expect((await page()).json<Listed>().sellerRating).toBeNull();
    await signalled(() => api(buyer, 'POST', `/orders/${orderId}/review`, { rating: 5, text: 'As described' }));
    expect((await page()).json<Listed>().sellerRating?.count).toBe(1);

    await signalled(() => api(admin, 'DELETE', `/users/${newcomer.id}`));
    expect((await page()).statusCode).toBe(404);
  });

  it('clears it on an order that sells the phone, and on one cancelled by its seller that puts it back', async () => {
    const phone = await makeProduct(t.database.db, seller, brand, { productName: 'Redmi 12 bought' });
    const orderId = await deal.book(buyer, phone.id);
    await signalled(() => deal.pay(buyer, orderId));
    expect(await listedOne(phone.id)).toBeUndefined();
    await signalled(() => api(seller, 'POST', `/orders/${orderId}/cancel`, { note: 'The phone broke' }));
    expect((await listedOne(phone.id))?.productName).toBe('Redmi 12 bought');
  });

  it('is not given by writes that change no listed phone, whatever their method and URL', async () => {
    const phone = await makeProduct(t.database.db, seller, brand, { productName: 'Redmi A3 booked' });
    const before = signals;
    await deal.book(buyer, phone.id);
    const profile = await api(buyer, 'POST', '/users', { name: 'A buyer', email: buyer.email, role: 'User' });
    expect(profile.statusCode, profile.body).toBeLessThan(300);
    expect(signals).toBe(before);
  });
});
