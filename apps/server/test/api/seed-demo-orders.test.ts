import { asc, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderState } from '@phonehaat/contract';
import { demoPeople } from '../../src/cli/seed/catalogue.ts';
import { seedDemo } from '../../src/cli/seed/seed-demo.ts';
import { bookings, ledgerEntries, orderEvents, parcels, payments, payouts, products, reviews, users } from '../../src/db/schema/index.ts';
import { sellerBalance } from '../../src/services/ledger/seller-balance.ts';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app.ts';

const emailOf = (key: string) => demoPeople.find((person) => person.key === key)!.email;

/** The demo's orders past `booked` (seed-demo-orders.ts): every page of the deal has something to show. */
describe.each(databaseKinds)('demo orders on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDemo(t.database.db);
  });
  afterAll(() => t.close());

  const states = async () => {
    const rows = await t.database.db.select({ state: bookings.state }).from(bookings);
    return rows.map((row) => row.state).sort();
  };

  it('holds an order in each state a page shows, each with a timeline that starts with its booking', async () => {
    const expected: OrderState[] = [
      'accepted',
      'booked',
      'booked',
      'cash_agreed',
      'completed',
      'completed',
      'completed',
      'disputed',
      'handed_over',
      'paid',
      // Two for delivery by courier, their pickups booked (issue 42).
      'paid',
      'paid',
      'refunded',
    ];
    expect(await states()).toEqual(expected.sort());
    const events = await t.database.db
      .select({ orderId: orderEvents.orderId, action: orderEvents.action })
      .from(orderEvents)
      .orderBy(asc(orderEvents.id));
    const firstOf = new Map<string, string>();
    for (const event of events) if (!firstOf.has(event.orderId)) firstOf.set(event.orderId, event.action);
    expect([...firstOf.values()]).toEqual(Array.from({ length: 13 }, () => 'book'));
  });

  it('keeps the books: money held for paid orders, released for completed, refunded once, with a payment for each', async () => {
    const db = t.database.db;
    const ledger = await db
      .select({ kind: ledgerEntries.kind, orderId: ledgerEntries.orderId, amount: ledgerEntries.amount })
      .from(ledgerEntries);
    const paid = await db
      .select({ bookingId: payments.bookingId, amount: payments.amount, refundedAt: payments.providerRefundedAt })
      .from(payments);
    expect(paid).toHaveLength(8);
    const priced = await db.select({ id: bookings.id, price: bookings.price, fee: bookings.deliveryFee }).from(bookings);
    expect(
      ledger
        .filter((entry) => entry.kind === 'held')
        .map((entry) => entry.orderId)
        .sort(),
    ).toEqual(paid.map((p) => p.bookingId).sort());
    // The held money is the phone's price; a courier order's payment carries its delivery fee besides (decision 0075).
    for (const payment of paid) {
      const order = priced.find((row) => row.id === payment.bookingId)!;
      expect(payment.amount).toBe(order.price + (order.fee ?? 0));
      expect(ledger.find((entry) => entry.kind === 'held' && entry.orderId === payment.bookingId)?.amount).toBe(order.price * 100);
    }
    expect(priced.filter((row) => row.fee !== null).map((row) => row.fee)).toEqual([130, 130]);
    expect(ledger.filter((entry) => entry.kind === 'released')).toHaveLength(2);
    // The cash sale: settled outside PhoneHaat, at its price, with nothing held (decision 0034).
    const cash = await db.select({ id: bookings.id, state: bookings.state, price: bookings.price }).from(bookings).where(isNotNull(bookings.cashAgreedAt));
    expect(cash.map((order) => order.state).sort()).toEqual(['cash_agreed', 'completed']);
    const outside = ledger.filter((entry) => entry.kind === 'settled_outside');
    const completedCash = cash.find((order) => order.state === 'completed')!;
    expect(outside).toEqual([{ kind: 'settled_outside', orderId: completedCash.id, amount: completedCash.price * 100 }]);
    expect(ledger.filter((entry) => cash.some((order) => order.id === entry.orderId)).map((entry) => entry.kind)).toEqual(['settled_outside']);
    const refunded = ledger.filter((entry) => entry.kind === 'refunded');
    expect(refunded).toHaveLength(1);
    // The refund went back through the (simulated) processor.
    expect(paid.find((p) => p.bookingId === refunded[0]!.orderId)?.refundedAt).not.toBeNull();
  });

  it('leaves the seller rated both ways with a balance, half of it asked for as a payout, and a dispute open', async () => {
    const db = t.database.db;
    const [rahim] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, emailOf('rahim')));
    const balance = await sellerBalance(db, rahim!.id);
    expect(balance.available).toBeGreaterThan(0);
    const [payout] = await db.select().from(payouts).where(eq(payouts.sellerId, rahim!.id));
    expect(payout).toMatchObject({ status: 'requested', method: 'bkash' });
    // Half the released money was asked for: it is requested now, and no longer available too.
    expect(balance.requested).toBe(payout!.amount);
    expect(payout!.amount).toBe(Math.floor((balance.available + balance.requested) / 2));
    const sides = (await db.select({ side: reviews.authorSide }).from(reviews)).map((row) => row.side).sort();
    expect(sides).toEqual(['buyer', 'buyer', 'buyer', 'seller']);
    // The phones of paid, handed-over, completed and disputed orders are sold; the refunded one is back on sale.
    const taken = await db
      .select({ status: products.status, state: bookings.state })
      .from(bookings)
      .innerJoin(products, eq(products.id, bookings.productId))
      .where(inArray(bookings.state, ['paid', 'cash_agreed', 'handed_over', 'completed', 'disputed', 'refunded']));
    for (const row of taken) expect(row.status, row.state).toBe(row.state === 'refunded' ? 'available' : 'sold');
  });

  it('books the courier orders\' pickups with the simulated courier, each its own parcel on its way to the buyer', async () => {
    const rows = await t.database.db.select({ status: parcels.status, consignmentId: parcels.consignmentId, codAmount: parcels.codAmount }).from(parcels);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toMatchObject({ status: 'pending', consignmentId: expect.stringMatching(/^SIM\d{6}$/), codAmount: 0 });
  });

  it('adds nothing when seeded again', async () => {
    const payoutCount = async () => (await t.database.db.select({ n: count() }).from(payouts))[0]!.n;
    const before = await states();
    expect(await payoutCount()).toBe(1);
    await seedDemo(t.database.db);
    expect(await states()).toEqual(before);
    expect(await payoutCount()).toBe(1);
  });
});
