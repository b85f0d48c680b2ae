import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payout, SellerBalance } from '@phonehaat/contract';
import { dealDriver, TestClock } from '../support/deal.ts';
import { makeCategory, makeProduct } from '../support/factories.ts';
import { createTestApp, databaseKinds, type Actor, type TestApp } from '../support/test-app.ts';

const bkash = { method: 'bkash', number: '01812345678' } as const;

/**
 * My Balance (issue 36, item 14): money asked for in a payout request is shown as requested and is no
 * longer available, so "available" is what the seller can still ask for.
 */
describe.each(databaseKinds)("a seller's balance with payouts asked for on %s", (kind) => {
  let t: TestApp;
  let deal: ReturnType<typeof dealDriver>;
  let seller: Actor;
  let admin: Actor;
  const clock = new TestClock(new Date('2026-06-01T06:00:00Z'));

  /** A completed sale of `selling` TK: released to the seller. */
  async function sell(selling: number): Promise<void> {
    const buyer = await t.signUp();
    const product = await makeProduct(t.database.db, seller, await makeCategory(t.database.db), { selling });
    const orderId = await deal.book(buyer, product.id);
    expect((await deal.pay(buyer, orderId)).statusCode).toBe(200);
    await deal.act(seller, orderId, 'handover-code', {
      neirDeregistered: true,
      code: (await deal.order(buyer, orderId)).handoverCode,
    });
    await deal.act(buyer, orderId, 'received');
  }
  const balance = async () => (await deal.call(seller, 'GET', '/balance')).json<SellerBalance>();
  const ask = (amount: number) => deal.call(seller, 'POST', '/payouts', { amount, account: bkash });

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { now: clock.now });
    deal = dealDriver(t);
    seller = await t.signUp('Seller');
    admin = await t.signUp('admin');
    await sell(73_500);
  });
  afterAll(() => t.close());

  it('counts a requested payout as requested, not as available too, until it is paid out', async () => {
    expect(await balance()).toEqual({ held: 0, available: 7_350_000, requested: 0, paidOut: 0 });
    const first = await ask(3_675_000);
    expect(first.statusCode, first.body).toBe(201);
    expect(await balance()).toEqual({ held: 0, available: 3_675_000, requested: 3_675_000, paidOut: 0 });
    // The rest can be asked for, and no more.
    expect((await ask(3_675_001)).json()).toMatchObject({ code: 'PAYOUT_EXCEEDS_BALANCE' });
    expect((await ask(3_675_000)).statusCode).toBe(201);
    expect(await balance()).toEqual({ held: 0, available: 0, requested: 7_350_000, paidOut: 0 });

    const marked = await deal.call(admin, 'POST', `/payouts/${first.json<Payout>()._id}/paid`, { reference: 'BK-1' });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(await balance()).toEqual({ held: 0, available: 0, requested: 3_675_000, paidOut: 3_675_000 });
  });

  it('lets many payout requests at once take no more than is available', async () => {
    await sell(10_000);
    expect((await balance()).available).toBe(1_000_000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => ask(300_000)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 201, 409, 409, 409, 409, 409, 409, 409]);
    expect(await balance()).toEqual({ held: 0, available: 100_000, requested: 3_675_000 + 900_000, paidOut: 3_675_000 });
  });
});
