import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { NotificationItem, NotificationPage, Watchlist } from '@phonehaat/contract';
import { products, savedSearches, watchlist } from '../../src/db/schema/index.ts';
import { dealFixture, TestClock } from '../support/deal.ts';
import { makeProduct, verifySellers } from '../support/factories.ts';
import { databaseKinds, type Actor } from '../support/test-app.ts';

const MINUTE = 60 * 1000;

describe.each(databaseKinds)('watchlist on %s', (kind) => {
  const clock = new TestClock();
  const deal = dealFixture(kind, clock);

  const call = (actor: Actor | undefined, method: 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE', url: string, payload?: object) =>
    deal.app.inject({ method, url: `/api${url}`, headers: actor?.auth ?? {}, ...(payload && { payload }) });
  const watch = (actor: Actor, productId: string, watched = true) => call(actor, 'PUT', `/watchlist/${productId}`, { watched });
  const newProduct = (overrides: Parameters<typeof makeProduct>[3] = {}) =>
    makeProduct(deal.db, deal.seller, deal.category, { selling: 30_000, productName: 'Galaxy S21 128GB', ...overrides });
  const watchedIds = async (actor: Actor) =>
    (await call(actor, 'GET', '/watchlist/ids')).json<{ productIds: string[] }>().productIds;
  /** The person's notifications of the watchlist's kinds, oldest first. */
  const alerts = async (actor: Actor): Promise<NotificationItem[]> => {
    const response = await call(actor, 'GET', '/notifications?limit=50');
    expect(response.statusCode, response.body).toBe(200);
    return response
      .json<NotificationPage>()
      .items.filter((item) => item.kind === 'watched_price_drop' || item.kind === 'watched_sold')
      .reverse();
  };
  /** The seller's new price, a minute on (notifications of one instant have no order). */
  const setPrice = async (productId: string, selling: number) => {
    clock.advance(MINUTE);
    const response = await call(deal.seller, 'PATCH', `/products/${productId}`, { selling });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('watches and unwatches a live listing, each idempotent, and answers the hearts’ ids', async () => {
    const buyer = await deal.signUp();
    const product = await newProduct();
    expect((await watch(buyer, product.id)).json()).toEqual({ watched: true });
    expect((await watch(buyer, product.id)).json()).toEqual({ watched: true });
    expect(await watchedIds(buyer)).toEqual([product.id]);
    expect(await deal.db.select().from(watchlist).where(eq(watchlist.userId, buyer.id))).toHaveLength(1);

    expect((await watch(buyer, product.id, false)).json()).toEqual({ watched: false });
    expect((await watch(buyer, product.id, false)).json()).toEqual({ watched: false });
    expect(await watchedIds(buyer)).toEqual([]);
    expect((await call(undefined, 'PUT', `/watchlist/${product.id}`, { watched: true })).statusCode).toBe(401);
    expect((await call(undefined, 'GET', '/watchlist')).statusCode).toBe(401);
  });

  it('refuses the seller’s own listing (403) and a listing not live (404); one gone since can still be taken off', async () => {
    const buyer = await deal.signUp();
    const own = await watch(deal.seller, (await newProduct()).id);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Your own listing cannot go on your watchlist' });

    const sold = await newProduct({ status: 'sold' });
    const removed = await newProduct({ deletedAt: clock.now() });
    const waiting = await newProduct({ reviewStatus: 'pending' });
    for (const id of [sold.id, removed.id, waiting.id, '00000000-0000-4000-8000-000000000000', 'not-a-listing']) {
      expect((await watch(buyer, id)).statusCode, id).toBe(404);
    }
    expect((await call(buyer, 'PUT', `/watchlist/${sold.id}`, { watched: 'yes' })).statusCode).toBe(400);
    expect(await watchedIds(buyer)).toEqual([]);

    const later = await newProduct();
    await watch(buyer, later.id);
    await deal.db.update(products).set({ deletedAt: clock.now() }).where(eq(products.id, later.id));
    expect((await watch(buyer, later.id)).json()).toEqual({ watched: true });
    expect((await watch(buyer, later.id, false)).json()).toEqual({ watched: false });
    expect(await watchedIds(buyer)).toEqual([]);
  });

  it('lists the watchlist the latest heart first, each listing live, sold or removed, with its price then and now', async () => {
    const buyer = await deal.signUp();
    const [live, sold, removed] = [await newProduct({ productName: 'Pixel 7' }), await newProduct(), await newProduct()];
    for (const product of [live, sold, removed]) {
      await watch(buyer, product.id);
      clock.advance(MINUTE);
    }
    expect((await call(deal.seller, 'POST', `/products/${sold.id}/sold`)).statusCode).toBe(200);
    expect((await call(deal.seller, 'DELETE', `/allProducts/${removed.id}`)).statusCode).toBe(200);
    await deal.db.update(products).set({ selling: 31_000 }).where(eq(products.id, live.id));

    const response = await call(buyer, 'GET', '/watchlist');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { items } = response.json<Watchlist>();
    expect(items.map((item) => [item.productId, item.status])).toEqual([
      [removed.id, 'removed'],
      [sold.id, 'sold'],
      [live.id, 'live'],
    ]);
    expect(items[2]).toMatchObject({
      productName: 'Pixel 7',
      price: 31_000,
      priceWhenWatched: 30_000,
      location: live.location,
      image: live.image,
    });
    expect(new Date(items[0]!.watchedAt).getTime() - new Date(items[2]!.watchedAt).getTime()).toBe(2 * MINUTE);
    // The hearts keep every watched id, gone or not.
    expect((await watchedIds(buyer)).sort()).toEqual([live.id, sold.id, removed.id].sort());
  });

  it('tells watchers of a price drop once, not of a rise, and measures the next drop from the last price told', async () => {
    await verifySellers(deal.db, deal.seller);
    const early = await deal.signUp();
    const late = await deal.signUp();
    const product = await newProduct({ productName: 'iPhone 12 64GB' });
    await watch(early, product.id);

    await setPrice(product.id, 28_000);
    const [drop] = await alerts(early);
    expect(await alerts(early)).toHaveLength(1);
    expect(drop).toMatchObject({
      kind: 'watched_price_drop',
      params: { productId: product.id, product: 'iPhone 12 64GB', amount: 2_800_000 },
      link: `/products/${product.id}`,
    });
    await watch(late, product.id);

    // A rise tells no one; back down to above the last price told, still no one.
    await setPrice(product.id, 29_500);
    await setPrice(product.id, 29_000);
    // An edit that leaves the price alone tells no one either.
    expect(
      (await call(deal.seller, 'PATCH', `/products/${product.id}`, { details: 'Battery 90%, a small scratch on the back.' }))
        .statusCode,
    ).toBe(200);
    expect(await alerts(early)).toHaveLength(1);
    expect(await alerts(late)).toHaveLength(0);

    await setPrice(product.id, 27_000);
    expect((await alerts(early)).map((item) => item.params.amount)).toEqual([2_800_000, 2_700_000]);
    expect((await alerts(late)).map((item) => item.params.amount)).toEqual([2_700_000]);
    const rows = await deal.db.select().from(watchlist).where(eq(watchlist.productId, product.id));
    // Each keeps the price they watched at (the watchlist's "was"), and the last price told moved to the new one.
    expect(rows.map((row) => [row.priceWhenWatched, row.lastPriceTold]).sort()).toEqual([
      [28_000, 27_000],
      [30_000, 27_000],
    ]);
  });

  it('tells no one of a cut that sends the listing back to review', async () => {
    const unverified = await deal.signUp('Seller');
    const watcher = await deal.signUp();
    const product = await makeProduct(deal.db, unverified, deal.category, { selling: 30_000 });
    await watch(watcher, product.id);
    // Half the price from a seller not yet verified: a material edit, the listing waits for an admin.
    const response = await call(unverified, 'PATCH', `/products/${product.id}`, { selling: 15_000 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ review: { status: 'pending' } });
    expect(await alerts(watcher)).toEqual([]);
  });

  it('tells watchers, not the buyer, when a paid deal sells the phone, once', async () => {
    const buyer = await deal.signUp();
    const watcher = await deal.signUp();
    const product = await newProduct({ productName: 'Redmi Note 12' });
    await watch(buyer, product.id);
    await watch(watcher, product.id);

    const orderId = await deal.book(buyer, product.id);
    expect(await alerts(watcher)).toEqual([]);
    await deal.act(deal.seller, orderId, 'accept');
    expect((await deal.pay(buyer, orderId)).statusCode).toBe(200);

    expect(await alerts(buyer)).toEqual([]);
    const told = await alerts(watcher);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      kind: 'watched_sold',
      params: { productId: product.id, product: 'Redmi Note 12' },
      link: `/products/${product.id}`,
    });
  });

  it('tells watchers when the seller marks the listing sold, once even if relisted and sold again', async () => {
    const watcher = await deal.signUp();
    const product = await newProduct();
    await watch(watcher, product.id);
    expect((await call(deal.seller, 'POST', `/products/${product.id}/sold`)).statusCode).toBe(200);
    expect((await alerts(watcher)).map((item) => item.kind)).toEqual(['watched_sold']);
    expect((await call(deal.seller, 'POST', `/products/${product.id}/relist`)).statusCode).toBe(200);
    expect((await call(deal.seller, 'POST', `/products/${product.id}/sold`)).statusCode).toBe(200);
    expect((await alerts(watcher)).map((item) => item.kind)).toEqual(['watched_sold']);
    // A listing taken down tells no one.
    const removed = await newProduct();
    await watch(watcher, removed.id);
    expect((await call(deal.seller, 'DELETE', `/allProducts/${removed.id}`)).statusCode).toBe(200);
    expect(await alerts(watcher)).toHaveLength(1);
  });

  it('deletes the person’s watchlist and saved searches with their account, and others’ stay', async () => {
    const leaving = await deal.signUp();
    const staying = await deal.signUp();
    const product = await newProduct();
    for (const person of [leaving, staying]) {
      await watch(person, product.id);
      expect((await call(person, 'POST', '/saved-searches', { query: 'q=galaxy' })).statusCode).toBe(201);
    }
    expect((await call(leaving, 'DELETE', '/users/me')).statusCode).toBe(200);

    expect(await deal.db.select().from(watchlist).where(eq(watchlist.userId, leaving.id))).toEqual([]);
    expect(await deal.db.select().from(savedSearches).where(eq(savedSearches.userId, leaving.id))).toEqual([]);
    expect(await watchedIds(staying)).toEqual([product.id]);
    expect(await deal.db.select().from(savedSearches).where(eq(savedSearches.userId, staying.id))).toHaveLength(1);
  });
});
