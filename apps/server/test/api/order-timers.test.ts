import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadEnv } from '../../src/config/env.ts';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { bookings, orderEvents, paymentIntents, payments } from '../../src/db/schema/index.ts';
import { dealWindows } from '../../src/services/orders/deal-windows.ts';
import { dealDriver, TestClock } from '../support/deal.ts';
import { makeCategory, makeProduct } from '../support/factories.ts';
import { createTestApp, databaseKinds, freshPostgres, type TestApp } from '../support/test-app.ts';

/**
 * Notes the sweeps this test's instances run; `ranAll(ids)` resolves once each of those jobs has run
 * (the minute's scheduled sweep may run among them too).
 */
function sweepCounter() {
  const runs: { jobId: string; moved: number }[] = [];
  const waiters: { ids: string[]; resolve: () => void }[] = [];
  const check = () => {
    for (const waiter of waiters) if (waiter.ids.every((id) => runs.some((run) => run.jobId === id))) waiter.resolve();
  };
  return {
    runs,
    ranAll: (ids: string[]) =>
      new Promise<void>((resolve) => {
        waiters.push({ ids, resolve });
        check();
      }),
    onSwept: (jobId: string, moved: number) => {
      runs.push({ jobId, moved });
      check();
    },
  };
}

describe.each(databaseKinds)('order timers through pg-boss on %s', (kind) => {
  const clock = new TestClock();
  const counter = sweepCounter();
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, { ORDER_TIMERS: 'true' }, { now: clock.now, orderTimers: { pollingIntervalSeconds: 0.5, onSwept: counter.onSwept } });
  });
  afterAll(() => t.close());

  it('expires a booking nobody answered once a sweep runs after its 48 hours', async () => {
    const seller = await t.signUp('Seller');
    const buyer = await t.signUp();
    const product = await makeProduct(t.database.db, seller, await makeCategory(t.database.db));
    const deal = dealDriver(t);
    const orderId = await deal.book(buyer, product.id);
    clock.advance(dealWindows.answerMs);
    const jobId = await t.app.orderTimers.sweepNow();
    await counter.ranAll([jobId!]);
    expect(counter.runs.find((run) => run.jobId === jobId)?.moved).toBe(1);
    expect((await deal.order(buyer, orderId)).state).toBe('expired');
  });

  it('refunds a paid order not handed over within 5 days, and gives the money back with the provider', async () => {
    const seller = await t.signUp('Seller');
    const buyer = await t.signUp();
    const product = await makeProduct(t.database.db, seller, await makeCategory(t.database.db));
    const deal = dealDriver(t);
    const orderId = await deal.book(buyer, product.id);
    expect((await deal.pay(buyer, orderId)).statusCode).toBe(200);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.bookingId, orderId));
    expect(payment?.providerRefundedAt).toBeNull();

    clock.advance(dealWindows.handoverMs);
    const jobId = await t.app.orderTimers.sweepNow();
    await counter.ranAll([jobId!]);
    expect((await deal.order(buyer, orderId)).state).toBe('refunded');
    const [after] = await t.database.db.select().from(payments).where(eq(payments.bookingId, orderId));
    expect(after?.providerRefundedAt).not.toBeNull();
    const [intent] = await t.database.db.select().from(paymentIntents).where(eq(paymentIntents.id, payment!.transactionId));
    expect(intent?.refundedAt).not.toBeNull();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('order timers with two instances on one PostgreSQL', () => {
  const clock = new TestClock();
  const SWEEPS = 10;
  const counter = sweepCounter();
  let drop: () => Promise<void>;
  const handles: DatabaseHandle[] = [];
  const apps: Awaited<ReturnType<typeof buildApp>>[] = [];

  beforeAll(async () => {
    const fresh = await freshPostgres();
    drop = fresh.drop;
    const env = loadEnv({ NODE_ENV: 'test', SEED_DEMO: 'false', LOG_LEVEL: 'silent', ORDER_TIMERS: 'true' });
    for (let i = 0; i < 2; i += 1) {
      const database = await openDatabase({ kind: 'postgres', url: fresh.url, poolSize: 5 });
      handles.push(database);
      const app = await buildApp({
        env,
        database,
        authSecret: 'test-secret-'.padEnd(40, 'x'),
        logger: false,
        now: clock.now,
        orderTimers: { pollingIntervalSeconds: 0.5, onSwept: counter.onSwept },
      });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.close();
    await drop();
  });

  it('runs each queued sweep once, and every due order moves once', async () => {
    const db = handles[0]!.db;
    const seller = { id: 'timer-seller', name: 'Timer Seller' };
    const buyer = { id: 'timer-buyer', name: 'Timer Buyer' };
    await db.execute(
      `insert into users (id, name, email) values ('timer-seller', 'Timer Seller', 'ts@example.com'), ('timer-buyer', 'Timer Buyer', 'tb@example.com')`
    );
    const category = await makeCategory(db);
    const orderIds: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const product = await makeProduct(db, seller, category);
      const [row] = await db
        .insert(bookings)
        .values({
          productId: product.id,
          sellerId: product.sellerId,
          buyerId: buyer.id,
          buyerName: buyer.name,
          email: 'tb@example.com',
          price: product.selling,
          productName: product.productName,
          productImage: product.image,
          sellerLocation: product.location,
          pickUpLocation: 'Uttara',
          phone: '01700000000',
          dueAt: new Date(clock.now().getTime() + dealWindows.answerMs),
        })
        .returning({ id: bookings.id });
      orderIds.push(row!.id);
    }
    clock.advance(dealWindows.answerMs);

    const queued = await Promise.all(Array.from({ length: SWEEPS }, (_, i) => apps[i % 2]!.orderTimers.sweepNow()));
    const ids = queued.map((id) => id!);
    await counter.ranAll(ids);

    const ours = counter.runs.filter((run) => ids.includes(run.jobId));
    expect(ours).toHaveLength(SWEEPS);
    expect(new Set(ours.map((run) => run.jobId)).size).toBe(SWEEPS);
    expect(counter.runs.reduce((sum, run) => sum + run.moved, 0)).toBe(orderIds.length);
    const expired = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.state, 'expired'));
    expect(expired).toHaveLength(orderIds.length);
    const events = await db.select().from(orderEvents).where(inArray(orderEvents.orderId, orderIds));
    expect(events.filter((event) => event.action === 'expire')).toHaveLength(orderIds.length);
  });
});
