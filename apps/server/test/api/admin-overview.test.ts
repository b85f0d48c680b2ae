import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOverview, Order } from '@phonehaat/contract';
import { dealDriver, TestClock } from '../support/deal.ts';
import { makeCategory, makeProduct } from '../support/factories.ts';
import { createTestApp, databaseKinds, type Actor, type TestApp } from '../support/test-app.ts';

const HOUR = 60 * 60_000;
const zeroStates = {
  booked: 0,
  accepted: 0,
  cash_agreed: 0,
  declined: 0,
  expired: 0,
  cancelled: 0,
  paid: 0,
  sent: 0,
  handed_over: 0,
  disputed: 0,
  completed: 0,
  refunded: 0,
};

/**
 * Known data over three Dhaka days (UTC+6), the clock at noon in Dhaka on 8 March:
 * 8 Mar: order 1 (TK 40,000) paid, handed over 5 h later, received; a payout of TK 10,000; order 2 cancelled.
 * 9 Mar: order 3 (TK 30,000) paid, handed over 3 h later, disputed an hour after; order 4 (TK 10,000) paid.
 */
describe.each(databaseKinds)('GET /admin/overview on %s', (kind) => {
  let t: TestApp;
  let deal: ReturnType<typeof dealDriver>;
  let seller: Actor;
  let buyer: Actor;
  let admin: Actor;
  let disputedOrder: string;
  const clock = new TestClock(new Date('2026-03-08T06:00:00Z'));

  const overview = async (days: number) => {
    const response = await deal.call(admin, 'GET', `/admin/overview?days=${days}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AdminOverview>();
  };
  const handOver = async (orderId: string) => {
    const { handoverCode } = await deal.order(buyer, orderId);
    return deal.act(seller, orderId, 'handover-code', { neirDeregistered: true, code: handoverCode });
  };

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { now: clock.now });
    deal = dealDriver(t);
    seller = await t.signUp('Seller');
    buyer = await t.signUp();
    admin = await t.signUp('admin');
    const apple = await makeCategory(t.database.db, { name: 'Overview Apple' });
    const samsung = await makeCategory(t.database.db, { name: 'Overview Samsung' });
    const listing = (category: typeof apple, selling: number) => makeProduct(t.database.db, seller, category, { selling });
    const [a1, , b1, b2, b3] = [
      await listing(apple, 40_000),
      await listing(apple, 45_000),
      await listing(samsung, 20_000),
      await listing(samsung, 30_000),
      await listing(samsung, 10_000),
    ];

    const first = await deal.book(buyer, a1!.id);
    expect((await deal.pay(buyer, first)).statusCode).toBe(200);
    clock.advance(5 * HOUR);
    await handOver(first);
    await deal.act(buyer, first, 'received');
    const payout = await deal.call(seller, 'POST', '/payouts', { amount: 1_000_000, account: { method: 'bkash', number: '01711111111' } });
    expect(payout.statusCode, payout.body).toBe(201);
    expect((await deal.call(admin, 'POST', `/payouts/${payout.json<{ _id: string }>()._id}/paid`, { reference: 'TRX-8' })).statusCode).toBe(200);
    await deal.act(buyer, await deal.book(buyer, b1!.id), 'cancel');

    clock.advance(19 * HOUR); // 9 March, noon in Dhaka
    disputedOrder = await deal.book(buyer, b2!.id);
    expect((await deal.pay(buyer, disputedOrder)).statusCode).toBe(200);
    clock.advance(3 * HOUR);
    await handOver(disputedOrder);
    clock.advance(HOUR);
    const disputed = await deal.call(buyer, 'POST', `/orders/${disputedOrder}/dispute`, { reason: 'not_working', text: 'No signal' });
    expect(disputed.json<Order>().state).toBe('disputed');
    expect((await deal.pay(buyer, await deal.book(buyer, b3!.id))).statusCode).toBe(200);

    clock.advance(20 * HOUR); // 10 March, noon in Dhaka
  });
  afterAll(() => t.close());

  it('counts orders per Dhaka day by state, every day present', async () => {
    const answer = await overview(3);
    expect(answer).toMatchObject({ days: 3, from: '2026-03-08', to: '2026-03-10' });
    expect(answer.ordersPerDay).toEqual([
      { day: '2026-03-08', states: { ...zeroStates, completed: 1, cancelled: 1 } },
      { day: '2026-03-09', states: { ...zeroStates, disputed: 1, paid: 1 } },
      { day: '2026-03-10', states: zeroStates },
    ]);
  });

  it('sums the money held now and moved in the period from the ledger, in poisha', async () => {
    const answer = await overview(3);
    expect(answer.money).toEqual({ heldNow: 4_000_000, released: 4_000_000, refunded: 0, paidOut: 1_000_000 });
    expect(answer.moneyPerDay).toEqual([
      { day: '2026-03-08', held: 4_000_000, released: 4_000_000, refunded: 0 },
      { day: '2026-03-09', held: 4_000_000, released: 0, refunded: 0 },
      { day: '2026-03-10', held: 0, released: 0, refunded: 0 },
    ]);
  });

  it('counts listings per brand, on sale and sold', async () => {
    expect((await overview(3)).listingsPerBrand).toEqual([
      { brand: 'Overview Apple', onSale: 1, sold: 1 },
      { brand: 'Overview Samsung', onSale: 1, sold: 2 },
    ]);
  });

  it('gives the median hours from payment to hand-over, overall and per day', async () => {
    expect((await overview(3)).handover).toEqual({
      count: 2,
      medianHours: 4,
      perDay: [
        { day: '2026-03-08', count: 1, medianHours: 5 },
        { day: '2026-03-09', count: 1, medianHours: 3 },
        { day: '2026-03-10', count: 0, medianHours: null },
      ],
    });
  });

  it('leaves days before the period out, but the money held now in', async () => {
    const today = await overview(1);
    expect(today).toMatchObject({ from: '2026-03-10', to: '2026-03-10', money: { heldNow: 4_000_000, released: 0, refunded: 0, paidOut: 0 } });
    expect(today.ordersPerDay).toEqual([{ day: '2026-03-10', states: zeroStates }]);
    expect(today.handover).toEqual({ count: 0, medianHours: null, perDay: [{ day: '2026-03-10', count: 0, medianHours: null }] });
  });

  it('ages the open disputes, and drops a dispute once it is resolved', async () => {
    expect((await overview(3)).openDisputes).toEqual({
      count: 1,
      oldestHours: 20,
      byAge: [
        { bucket: 'under24h', count: 1 },
        { bucket: 'from24to48h', count: 0 },
        { bucket: 'from48to72h', count: 0 },
        { bucket: 'over72h', count: 0 },
      ],
    });
    clock.advance(3 * 24 * HOUR);
    expect((await overview(30)).openDisputes).toMatchObject({ count: 1, oldestHours: 92, byAge: expect.arrayContaining([{ bucket: 'over72h', count: 1 }]) });

    const resolved = await deal.call(admin, 'POST', `/disputes/${disputedOrder}/resolve`, { outcome: 'refund', note: 'No signal confirmed' });
    expect(resolved.statusCode, resolved.body).toBe(200);
    const after = await overview(30);
    expect(after.openDisputes).toMatchObject({ count: 0, oldestHours: null });
    expect(after.money).toMatchObject({ heldNow: 1_000_000, refunded: 3_000_000 });
    expect(after.moneyPerDay.at(-1)).toEqual({ day: '2026-03-13', held: 0, released: 0, refunded: 3_000_000 });
  });

  it('is for admins only, and refuses a period it cannot show', async () => {
    expect((await deal.call(seller, 'GET', '/admin/overview')).statusCode).toBe(403);
    expect((await deal.call(admin, 'GET', '/admin/overview?days=0')).statusCode).toBe(400);
    expect((await deal.call(admin, 'GET', '/admin/overview?days=366')).statusCode).toBe(400);
    expect((await overview(30)).ordersPerDay).toHaveLength(30);
  });
});
