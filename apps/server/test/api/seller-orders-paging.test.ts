import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@phonehaat/contract';
import { dealDriver, TestClock } from '../support/deal.ts';
import { makeCategory, makeProduct } from '../support/factories.ts';
import { createTestApp, databaseKinds, type Actor, type TestApp } from '../support/test-app.ts';

/** Decision 0029: GET /orders/selling pages with optional limit/before; without them it answers as before. */
describe.each(databaseKinds)("the seller's bookings list, a page at a time, on %s", (kind) => {
  let t: TestApp;
  let deal: ReturnType<typeof dealDriver>;
  let seller: Actor;
  let otherSeller: Actor;
  let otherOrderId: string;
  const orderIds: string[] = [];
  const clock = new TestClock();

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { now: clock.now });
    deal = dealDriver(t);
    seller = await t.signUp('Seller');
    otherSeller = await t.signUp('Seller');
    const category = await makeCategory(t.database.db);
    const buyer = await t.signUp();
    for (let i = 0; i < 5; i += 1) {
      orderIds.push(await deal.book(buyer, (await makeProduct(t.database.db, seller, category)).id));
      clock.advance(60_000);
    }
    otherOrderId = await deal.book(buyer, (await makeProduct(t.database.db, otherSeller, category)).id);
  });
  afterAll(() => t.close());

  const list = (query = '') => deal.call(seller, 'GET', `/orders/selling${query}`);
  const ids = (response: { json: <T>() => T }) => response.json<Order[]>().map((order) => order._id);

  it('answers every booking newest first, with no Link, when asked without paging', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(ids(response)).toEqual([...orderIds].reverse());
    expect(response.headers.link).toBeUndefined();
  });

  it('walks the list with limit and the Link to the next page, each order once', async () => {
    const first = await list('?limit=2');
    expect(ids(first)).toEqual([orderIds[4], orderIds[3]]);
    expect(first.headers.link).toBe(`</api/orders/selling?limit=2&before=${orderIds[3]}>; rel="next"`);

    const second = await list(`?limit=2&before=${orderIds[3]}`);
    expect(ids(second)).toEqual([orderIds[2], orderIds[1]]);
    const third = await list(`?limit=2&before=${orderIds[1]}`);
    expect(ids(third)).toEqual([orderIds[0]]);
    expect(third.headers.link).toBeUndefined();
  });

  it("answers an empty page after another seller's order, never that seller's bookings", async () => {
    const response = await list(`?limit=2&before=${otherOrderId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it.each(['?limit=0', '?limit=501', '?limit=two', '?before=not-an-id'])('refuses %s with 400 and a message', async (query) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/limit|before/);
  });
});
