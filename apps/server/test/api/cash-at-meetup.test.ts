import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashMessages, cashReservedNote, type Product, type SellerBalance } from '@phonehaat/contract';
import { bookings, ledgerEntries, orderEvents, products } from '../../src/db/schema/index.ts';
import { dealWindows } from '../../src/services/orders/deal-windows.ts';
import { runDueTimers } from '../../src/services/timers/run-due-timers.ts';
import { dealDriver, dealFixture, TestClock } from '../support/deal.ts';
import { makeCategory, makeProduct } from '../support/factories.ts';
import { createTestApp, databaseKinds, type Actor, type TestApp } from '../support/test-app.ts';

/** Cash at the meet-up (issue 25 item 3, decision 0034) through the API, as its buyer, seller and admin use it. */
describe.each(databaseKinds)('cash at the meet-up on %s', (kind) => {
  const clock = new TestClock();
  const deal = dealFixture(kind, clock);

  const cashProduct = (selling = 30_000) => makeProduct(deal.db, deal.seller, deal.category, { selling, cashAccepted: true });
  const publicProduct = async (id: string) => (await deal.app.inject(`/api/products/${id}`)).json<Product>();
  const ledgerOf = (orderId: string) =>
    deal.db
      .select({ kind: ledgerEntries.kind, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.orderId, orderId));
  const balance = async () => (await deal.call(deal.seller, 'GET', '/balance')).json<SellerBalance>();
  /** A booking of `productId` the seller has accepted. */
  async function accepted(buyer: Actor, productId: string): Promise<string> {
    const orderId = await deal.book(buyer, productId);
    await deal.act(deal.seller, orderId, 'accept');
    return orderId;
  }

  it('the seller turns cash on in the listing, and the product answer says so', async () => {
    const product = await makeProduct(deal.db, deal.seller, deal.category);
    expect((await publicProduct(product.id)).cashAccepted).toBe(false);
    const edited = await deal.app.inject({
      method: 'PATCH',
      url: `/api/products/${product.id}`,
      headers: deal.seller.auth,
      payload: { cashAccepted: true },
    });
    expect(edited.statusCode, edited.body).toBeLessThan(300);
    expect((await publicProduct(product.id)).cashAccepted).toBe(true);
    const notString = await deal.app.inject({
      method: 'PATCH',
      url: `/api/products/${product.id}`,
      headers: deal.seller.auth,
      payload: { cashAccepted: 'yes' },
    });
    expect(notString.statusCode).toBe(400);
    expect((await publicProduct(product.id)).cashAccepted).toBe(true);
  });

  it('cash agreed, then the code: nothing held, the phone reserved then sold, the sale settled outside, no balance, ratings open', async () => {
    const before = await balance();
    const product = await cashProduct(30_000);
    const [buyer, other] = [await deal.signUp(), await deal.signUp()];
    const orderId = await accepted(buyer, product.id);
    const otherOrder = await deal.book(other, product.id);

    const agreed = await deal.act(buyer, orderId, 'cash');
    expect(agreed).toMatchObject({
      state: 'cash_agreed',
      cash: true,
      paidAt: null,
      handoverCode: expect.stringMatching(/^\d{6}$/),
    });
    expect(Date.parse(agreed.dueAt!) - clock.now().getTime()).toBe(dealWindows.handoverMs);
    expect(agreed.actions).toEqual(expect.arrayContaining(['cancel']));
    expect(agreed.actions).not.toContain('pay');
    const sellerView = await deal.order(deal.seller, orderId);
    expect(sellerView.handoverCode).toBeUndefined();
    expect(sellerView.actions.sort()).toEqual(['cancel', 'enter_code']);
    expect((await publicProduct(product.id)).status).toBe('reserved');
    // My Products tells the seller it is a cash order (no buyer has paid yet); the public never sees that.
    const mine = (await deal.call(deal.seller, 'GET', '/myProducts')).json<Product[]>().find((item) => item._id === product.id);
    expect(mine).toMatchObject({ status: 'reserved', reservedForCash: true });
    expect((await publicProduct(product.id)).reservedForCash).toBeUndefined();
    const declined = await deal.order(other, otherOrder);
    expect(declined.state).toBe('declined');
    expect(declined.timeline?.at(-1)?.note).toBe(cashReservedNote);
    expect(await ledgerOf(orderId)).toEqual([]);
    // Paying online for it now is refused: the order is no longer open, the phone is reserved.
    expect((await deal.pay(buyer, orderId)).statusCode).toBe(409);

    const wrong = await deal.call(deal.seller, 'POST', `/orders/${orderId}/handover-code`, {
      code: agreed.handoverCode === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    const done = await deal.act(deal.seller, orderId, 'handover-code', { neirDeregistered: true, code: agreed.handoverCode });
    expect(done).toMatchObject({ state: 'completed', delivery: 'meetup', dueAt: null, cash: true });
    expect(done.handedOverAt).toBe(done.completedAt);
    expect((await publicProduct(product.id)).status).toBe('sold');
    expect(await ledgerOf(orderId)).toEqual([{ kind: 'settled_outside', amount: 30_000 * 100 }]);
    expect(await balance()).toEqual(before);
    const entries = (await deal.call(deal.seller, 'GET', '/balance/entries')).json<{ kind: string; orderId: string }[]>();
    expect(entries.find((entry) => entry.orderId === orderId)?.kind).toBe('settled_outside');

    const buyerAfter = await deal.order(buyer, orderId);
    expect(buyerAfter.handoverCode).toBeUndefined();
    expect(buyerAfter.actions).not.toContain('dispute');
    expect(buyerAfter.canReview).toBe(true);
    expect(
      (await deal.call(buyer, 'POST', `/orders/${orderId}/review`, { rating: 5, text: 'Paid in cash, all good' })).statusCode,
    ).toBe(201);
    // The code works once: entering it again is refused and writes nothing more.
    expect((await deal.call(deal.seller, 'POST', `/orders/${orderId}/handover-code`, { neirDeregistered: true, code: agreed.handoverCode })).statusCode).toBe(
      409,
    );
    expect(await ledgerOf(orderId)).toHaveLength(1);
  });

  it('is refused where the seller does not take cash, before the seller accepts, and to anyone but the buyer', async () => {
    const plain = await makeProduct(deal.db, deal.seller, deal.category);
    const buyer = await deal.signUp();
    const onPlain = await accepted(buyer, plain.id);
    const refused = await deal.call(buyer, 'POST', `/orders/${onPlain}/cash`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: cashMessages.notAccepted });
    expect((await deal.order(buyer, onPlain)).actions).toContain('pay');

    const product = await cashProduct();
    const booked = await deal.book(await deal.signUp(), product.id);
    const early = await deal.call(deal.seller, 'POST', `/orders/${booked}/cash`);
    expect(early.statusCode).toBe(403);
    // Another user's order: not theirs to choose for.
    expect((await deal.call(buyer, 'POST', `/orders/${booked}/cash`)).statusCode).toBe(403);
    const events = await deal.db.select().from(orderEvents).where(eq(orderEvents.orderId, booked));
    expect(events.map((event) => event.toState)).toEqual(['booked']);
    expect((await publicProduct(product.id)).status).toBe('available');
  });

  it('a booking not yet accepted cannot go to cash (409 naming its state)', async () => {
    const product = await cashProduct();
    const buyer = await deal.signUp();
    const orderId = await deal.book(buyer, product.id);
    const response = await deal.call(buyer, 'POST', `/orders/${orderId}/cash`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'ORDER_WRONG_STATE', message: expect.stringContaining('(booked)') });
  });

  it.each([
    ['buyer', 'cancelled'],
    ['seller', 'cancelled'],
    ['admin', 'cancelled'],
  ] as const)('the %s cancels before the meet-up: the phone is back on sale, the ledger untouched', async (who, state) => {
    const product = await cashProduct();
    const buyer = await deal.signUp();
    const orderId = await accepted(buyer, product.id);
    await deal.act(buyer, orderId, 'cash');
    const actor = { buyer, seller: deal.seller, admin: deal.admin }[who];
    const cancelled = await deal.act(actor, orderId, 'cancel', { reason: 'Could not meet' });
    expect(cancelled.state).toBe(state);
    expect((await publicProduct(product.id)).status).toBe('available');
    expect(await ledgerOf(orderId)).toEqual([]);
  });

  it('not met by the hand-over deadline: the order expires and the phone is back on sale, nothing to refund', async () => {
    const product = await cashProduct();
    const buyer = await deal.signUp();
    const orderId = await accepted(buyer, product.id);
    await deal.act(buyer, orderId, 'cash');
    clock.advance(dealWindows.handoverMs - 60_000);
    await runDueTimers(deal.db, deal.app.catalogueChanged, clock.now());
    expect((await deal.order(buyer, orderId)).state).toBe('cash_agreed');
    clock.advance(60_000);
    await runDueTimers(deal.db, deal.app.catalogueChanged, clock.now());
    expect((await deal.order(buyer, orderId)).state).toBe('expired');
    const [row] = await deal.db.select({ status: products.status }).from(products).where(eq(products.id, product.id));
    expect(row?.status).toBe('available');
    expect(await ledgerOf(orderId)).toEqual([]);
  });

  it('a cash order and online payments race for one phone, ten times: exactly one wins each time', async () => {
    // The same two buyers each round, on a new phone each time.
    const [cashBuyer, cardBuyer] = [await deal.signUp(), await deal.signUp()];
    for (let round = 0; round < 10; round += 1) {
      const product = await cashProduct();
      const cashOrder = await accepted(cashBuyer, product.id);
      const cardOrder = await accepted(cardBuyer, product.id);
      const [cash, card] = await Promise.all([
        deal.call(cashBuyer, 'POST', `/orders/${cashOrder}/cash`),
        deal.pay(cardBuyer, cardOrder),
      ]);
      expect([cash.statusCode, card.statusCode].sort()).toEqual([200, 409]);
      const states = await deal.db
        .select({ id: bookings.id, state: bookings.state })
        .from(bookings)
        .where(inArray(bookings.id, [cashOrder, cardOrder]));
      const stateOf = (id: string) => states.find((row) => row.id === id)?.state;
      const cashWon = cash.statusCode === 200;
      expect([stateOf(cashOrder), stateOf(cardOrder)]).toEqual(cashWon ? ['cash_agreed', 'declined'] : ['declined', 'paid']);
      const held = await deal.db
        .select()
        .from(ledgerEntries)
        .where(inArray(ledgerEntries.orderId, [cashOrder, cardOrder]));
      expect(held.map((entry) => entry.kind)).toEqual(cashWon ? [] : ['held']);
      expect((await publicProduct(product.id)).status).toBe('reserved');
    }
  }, 120_000);

  it('twenty buyers choose cash for one phone at once: exactly one cash order, nineteen declined', async () => {
    const product = await cashProduct();
    const buyers = await Promise.all(Array.from({ length: 20 }, () => deal.signUp()));
    const orders: string[] = [];
    for (const buyer of buyers) orders.push(await accepted(buyer, product.id));
    const answers = await Promise.all(buyers.map((buyer, i) => deal.call(buyer, 'POST', `/orders/${orders[i]}/cash`)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const states = await deal.db.select({ state: bookings.state }).from(bookings).where(inArray(bookings.id, orders));
    expect(states.filter((row) => row.state === 'cash_agreed')).toHaveLength(1);
    expect(states.filter((row) => row.state === 'declined')).toHaveLength(19);
    // Nothing is held for cash, and nothing was charged to anyone.
    expect(await deal.db.select().from(ledgerEntries).where(inArray(ledgerEntries.orderId, orders))).toEqual([]);
    expect((await publicProduct(product.id)).status).toBe('reserved');
  }, 120_000);
});

describe.each(databaseKinds)('cash left out of PAYMENT_PROVIDERS on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { PAYMENT_PROVIDERS: 'simulated,simulated-bkash' });
  });
  afterAll(() => t.close());

  it('is not a method the web app is told of, and its route does not exist', async () => {
    const seller = await t.signUp('Seller');
    const buyer = await t.signUp('User');
    const product = await makeProduct(t.database.db, seller, await makeCategory(t.database.db), { cashAccepted: true });
    const deal = dealDriver(t);
    const orderId = await deal.book(buyer, product.id);
    await deal.act(seller, orderId, 'accept');
    const methods = (await t.app.inject('/api/config')).json<{ payments: { methods: { id: string }[] } }>().payments.methods;
    expect(methods.map((method) => method.id)).toEqual(['card', 'bkash']);
    const refused = await deal.call(buyer, 'POST', `/orders/${orderId}/cash`);
    expect(refused.statusCode).toBe(404);
    const [row] = await t.database.db.select({ state: bookings.state }).from(bookings).where(eq(bookings.id, orderId));
    expect(row?.state).toBe('accepted');
  });
});
