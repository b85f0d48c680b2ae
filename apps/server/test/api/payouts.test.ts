import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerEntry, Payout } from '@phonehaat/contract';
import { dealDriver, TestClock } from '../support/deal.ts';
import { makeCategory, makeProduct } from '../support/factories.ts';
import { createTestApp, databaseKinds, type Actor, type TestApp } from '../support/test-app.ts';

describe.each(databaseKinds)('payouts and the ledger list on %s', (kind) => {
  let t: TestApp;
  let deal: ReturnType<typeof dealDriver>;
  let seller: Actor;
  let admin: Actor;
  const clock = new TestClock(new Date('2026-05-02T06:00:00Z'));

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { now: clock.now });
    deal = dealDriver(t);
    seller = await t.signUp('Seller', { name: 'Karim Traders' });
    admin = await t.signUp('admin');
    const buyer = await t.signUp();
    const product = await makeProduct(t.database.db, seller, await makeCategory(t.database.db), { productName: 'Pixel 7 Pro', selling: 25_000 });
    const orderId = await deal.book(buyer, product.id);
    await deal.pay(buyer, orderId);
    clock.advance(60_000);
    await deal.act(seller, orderId, 'handover-code', { neirDeregistered: true, code: (await deal.order(buyer, orderId)).handoverCode });
    clock.advance(60_000);
    await deal.act(buyer, orderId, 'received');
  });
  afterAll(() => t.close());

  it("refuses a bKash number or bank account that is not one, with the field's message, and writes nothing", async () => {
    const bad = await deal.call(seller, 'POST', '/payouts', { amount: 100, account: { method: 'bkash', number: '0171234' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Enter the 11-digit bKash number, like 01712345678');
    const bank = await deal.call(seller, 'POST', '/payouts', {
      amount: 100,
      account: { method: 'bank', name: ' ', number: '12-34', bank: 'Dutch-Bangla Bank', branch: 'Mirpur' },
    });
    expect(bank.statusCode).toBe(400);
    expect(bank.body).toContain("Enter the account holder's name");
    expect(bank.body).toContain('Enter the account number: 6 to 20 digits');
    expect((await deal.call(seller, 'GET', '/payouts')).json()).toEqual([]);
  });

  it("keeps a bank account as one line and shows the admin the seller's name, oldest first", async () => {
    const first = await deal.call(seller, 'POST', '/payouts', { amount: 500_000, account: { method: 'bkash', number: '01812345678' } });
    expect(first.statusCode, first.body).toBe(201);
    clock.advance(60_000);
    const second = await deal.call(seller, 'POST', '/payouts', {
      amount: 700_000,
      account: { method: 'bank', name: 'Karim Uddin', number: '1234567890123', bank: 'Dutch-Bangla Bank', branch: 'Mirpur' },
    });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json<Payout>()).toMatchObject({ method: 'bank', account: 'Karim Uddin · 1234567890123 · Dutch-Bangla Bank · Mirpur', sellerName: 'Karim Traders' });
    const queue = (await deal.call(admin, 'GET', '/admin/payouts')).json<Payout[]>();
    expect(queue.map((payout) => [payout.account, payout.sellerName])).toEqual([
      ['01812345678', 'Karim Traders'],
      ['Karim Uddin · 1234567890123 · Dutch-Bangla Bank · Mirpur', 'Karim Traders'],
    ]);
    // Asked for already: nothing more can be asked for until the rest is released.
    const more = await deal.call(seller, 'POST', '/payouts', { amount: 1_300_001, account: { method: 'bkash', number: '01812345678' } });
    expect(more.statusCode).toBe(409);
    expect(more.json()).toMatchObject({ code: 'PAYOUT_EXCEEDS_BALANCE' });
  });

  it("lists the seller's ledger newest first, with the phone's name or the payout", async () => {
    const [waiting] = (await deal.call(admin, 'GET', '/admin/payouts')).json<Payout[]>();
    clock.advance(60_000);
    const paid = await deal.call(admin, 'POST', `/payouts/${waiting!._id}/paid`, { reference: 'BK-778' });
    expect(paid.json<Payout>()).toMatchObject({ status: 'paid', reference: 'BK-778', sellerName: 'Karim Traders' });

    const entries = (await deal.call(seller, 'GET', '/balance/entries')).json<LedgerEntry[]>();
    expect(entries.map(({ kind, amount, productName, payoutId }) => ({ kind, amount, productName, payoutId }))).toEqual([
      { kind: 'paid_out', amount: 500_000, productName: null, payoutId: waiting!._id },
      { kind: 'released', amount: 2_500_000, productName: 'Pixel 7 Pro', payoutId: null },
      { kind: 'held', amount: 2_500_000, productName: 'Pixel 7 Pro', payoutId: null },
    ]);
    expect((await deal.call(admin, 'GET', '/balance/entries')).json()).toEqual([]);
  });

  it('twenty payout requests at once never ask for more than the balance', async () => {
    const other = await t.signUp('Seller');
    const buyer = await t.signUp();
    const product = await makeProduct(t.database.db, other, await makeCategory(t.database.db), { selling: 10_000 });
    const orderId = await deal.book(buyer, product.id);
    await deal.pay(buyer, orderId);
    await deal.act(other, orderId, 'handover-code', { neirDeregistered: true, code: (await deal.order(buyer, orderId)).handoverCode });
    await deal.act(buyer, orderId, 'received');
    // 1,000,000 poisha available; each request asks for 300,000: three fit, the fourth would not.
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => deal.call(other, 'POST', '/payouts', { amount: 300_000, account: { method: 'bkash', number: '01812345678' } })),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(17);
    // What is asked for never passes what was released (whether `available` shows it net of requests or not).
    expect((await deal.call(other, 'GET', '/balance')).json()).toMatchObject({ requested: 900_000, paidOut: 0 });
  });
});
