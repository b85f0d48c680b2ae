import { and, count, eq, isNotNull } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMessages } from '@phonehaat/contract';
import { paymentIntents, payments, products } from '../../src/db/schema/index.ts';
import intentRelease, { type Every } from '../../src/plugins/intent-release.ts';
import { SimulatedProvider } from '../../src/services/payments/simulated-provider.ts';
import { releaseUnrecordedIntents, UNRECORDED_GRACE_MS } from '../../src/services/payments/release-unrecorded-intents.ts';
import { makeCategory, makeProduct } from '../support/factories.ts';
import { createTestApp, databaseKinds, type Actor, type TestApp } from '../support/test-app.ts';

const CARD = { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' };
const MINUTE = 60_000;

/**
 * The simulated processor keeps one open intent per booking, and gives back a confirmed intent that
 * was never recorded as a payment (a closed tab) once its grace period is over.
 */
describe.each(databaseKinds)('payment intents on %s', (kind) => {
  let t: TestApp;
  let seller: Actor;
  let category: { id: string; name: string };

  beforeAll(async () => {
    t = await createTestApp(kind);
    seller = await t.signUp('Seller');
    category = await makeCategory(t.database.db);
  });
  afterAll(() => t.close());

  async function booking(buyer: Actor): Promise<{ bookingId: string; productId: string }> {
    const product = await makeProduct(t.database.db, seller, category);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/bookingProduct',
      headers: buyer.auth,
      payload: { productId: product.id, pickUpLocation: 'Mirpur 10, Dhaka', phone: '01711111111' },
    });
    expect(response.statusCode, response.body).toBe(201);
    return { bookingId: response.json<{ insertedId: string }>().insertedId, productId: product.id };
  }
  const createIntent = (buyer: Actor, bookingId: string) =>
    t.app.inject({ method: 'POST', url: '/api/create-payment-intent', headers: buyer.auth, payload: { items: { _id: bookingId } } });
  const intentsOf = (bookingId: string) => t.database.db.select().from(paymentIntents).where(eq(paymentIntents.bookingId, bookingId));

  /** Books a phone and confirms its card payment without recording it; answers the succeeded intent. */
  async function confirmedNotRecorded(buyer: Actor) {
    const { bookingId, productId } = await booking(buyer);
    const intent = await createIntent(buyer, bookingId);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/payments/simulated/confirm',
      headers: buyer.auth,
      payload: { clientSecret: intent.json<{ clientSecret: string }>().clientSecret, card: CARD },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [row] = await intentsOf(bookingId);
    return { bookingId, productId, id: row!.id, succeededAt: row!.succeededAt! };
  }

  it('creates one open intent when five requests for a booking arrive at once', async () => {
    const buyer = await t.signUp();
    const { bookingId } = await booking(buyer);
    const answers = await Promise.all(Array.from({ length: 5 }, () => createIntent(buyer, bookingId)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(new Set(answers.map((answer) => answer.json<{ clientSecret: string }>().clientSecret)).size).toBe(1);
    expect(await intentsOf(bookingId)).toHaveLength(1);
  });

  it('creates one open intent when five calls for a booking race (as from several server instances)', async () => {
    const buyer = await t.signUp();
    const { bookingId, productId } = await booking(buyer);
    const provider = new SimulatedProvider(t.database.db);
    const input = { bookingId, productId, productName: 'iPhone 13', amount: 62_000, buyerEmail: buyer.email };
    const intents = await Promise.all(Array.from({ length: 5 }, () => provider.createIntent(input)));
    expect(new Set(intents.map((intent) => intent.id)).size).toBe(1);
    expect(await intentsOf(bookingId)).toHaveLength(1);
  });

  it('releases a confirmed intent never recorded, once its grace period is over, and only once', async () => {
    const buyer = await t.signUp();
    const paid = await confirmedNotRecorded(buyer);
    const at = (ms: number) => new Date(paid.succeededAt.getTime() + ms);

    expect(await releaseUnrecordedIntents(t.database.db, at(UNRECORDED_GRACE_MS - MINUTE))).not.toContain(paid.id);
    expect(await releaseUnrecordedIntents(t.database.db, at(UNRECORDED_GRACE_MS + MINUTE))).toContain(paid.id);
    expect(await releaseUnrecordedIntents(t.database.db, at(UNRECORDED_GRACE_MS + 2 * MINUTE))).not.toContain(paid.id);
    const [row] = await intentsOf(paid.bookingId);
    expect(row!.refundedAt).toEqual(at(UNRECORDED_GRACE_MS + MINUTE));

    // Recording it afterwards is refused: the money went back, nothing is sold, and paying again works.
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: buyer.auth,
      payload: { bookingId: paid.bookingId, transactionId: paid.id },
    });
    expect(late.statusCode, late.body).toBe(402);
    expect(late.json().message).toBe(paymentMessages.released);
    expect((await t.database.db.select({ n: count() }).from(payments).where(eq(payments.transactionId, paid.id)))[0]!.n).toBe(0);
    const [product] = await t.database.db.select({ status: products.status }).from(products).where(eq(products.id, paid.productId));
    expect(product!.status).toBe('available');
    const again = await createIntent(buyer, paid.bookingId);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<{ clientSecret: string }>().clientSecret).not.toContain(paid.id);
  });

  it('leaves a recorded intent alone', async () => {
    const buyer = await t.signUp();
    const paid = await confirmedNotRecorded(buyer);
    const recorded = await t.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: buyer.auth,
      payload: { bookingId: paid.bookingId, transactionId: paid.id },
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const later = new Date(paid.succeededAt.getTime() + UNRECORDED_GRACE_MS + MINUTE);
    expect(await releaseUnrecordedIntents(t.database.db, later)).not.toContain(paid.id);
    const refunded = await t.database.db
      .select({ n: count() })
      .from(paymentIntents)
      .where(and(eq(paymentIntents.id, paid.id), isNotNull(paymentIntents.refundedAt)));
    expect(refunded[0]!.n).toBe(0);
  });

  it('runs the release on its schedule with the clock it is given, and stops on close', async () => {
    const buyer = await t.signUp();
    const paid = await confirmedNotRecorded(buyer);
    let clock = paid.succeededAt;
    const scheduled: Array<{ task: () => Promise<void>; ms: number; stopped: boolean }> = [];
    const every: Every = (task, ms) => {
      const entry = { task, ms, stopped: false };
      scheduled.push(entry);
      return () => {
        entry.stopped = true;
      };
    };
    const job = Fastify({ logger: false });
    await job.register(intentRelease, { db: t.database.db, now: () => clock, every, intervalMs: MINUTE });
    await job.ready();
    expect(scheduled).toMatchObject([{ ms: MINUTE, stopped: false }]);
    const refundedAt = async () => (await intentsOf(paid.bookingId))[0]!.refundedAt;

    await scheduled[0]!.task();
    expect(await refundedAt()).toBeNull();

    clock = new Date(paid.succeededAt.getTime() + UNRECORDED_GRACE_MS + MINUTE);
    // Two ticks at once share one run.
    await Promise.all([scheduled[0]!.task(), scheduled[0]!.task()]);
    expect(await refundedAt()).toEqual(clock);

    await job.close();
    expect(scheduled[0]!.stopped).toBe(true);
  });
});
