import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, paymentIntents, payments, products } from '../../src/db/schema/index.ts';
import { makeCategory, makeProduct } from '../support/factories.ts';
import { createTestApp, databaseKinds, type Actor, type TestApp } from '../support/test-app.ts';

const SUCCESS_CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123' };
const DECLINED_CARD = { ...SUCCESS_CARD, number: '4000 0000 0000 0002' };

describe.each(databaseKinds)('payments with the simulated provider on %s', (kind) => {
  let t: TestApp;
  let seller: Actor;
  let categoryId: { id: string; name: string };

  beforeAll(async () => {
    t = await createTestApp(kind);
    seller = await t.signUp('Seller');
    categoryId = await makeCategory(t.database.db);
  });
  afterAll(() => t.close());

  const newProduct = (selling = 45_500) => makeProduct(t.database.db, seller, categoryId, { selling });

  async function book(buyer: Actor, productId: string): Promise<string> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/bookingProduct',
      headers: buyer.auth,
      payload: { productId, pickUpLocation: 'Mirpur 10, Dhaka', phone: '01711111111' },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ insertedId: string }>().insertedId;
  }

  const createIntent = (buyer: Actor, items: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/create-payment-intent', headers: buyer.auth, payload: { items } });

  const confirm = (buyer: Actor, clientSecret: string, card = SUCCESS_CARD) =>
    t.app.inject({ method: 'POST', url: '/api/payments/simulated/confirm', headers: buyer.auth, payload: { clientSecret, card } });

  const record = (buyer: Actor, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/payments', headers: buyer.auth, payload });

  /** Books the product and pays for it with the provider; answers the booking and the succeeded intent id. */
  async function bookAndConfirm(buyer: Actor, productId: string): Promise<{ bookingId: string; transactionId: string }> {
    const bookingId = await book(buyer, productId);
    const intent = await createIntent(buyer, { _id: bookingId });
    expect(intent.statusCode, intent.body).toBe(200);
    const confirmed = await confirm(buyer, intent.json<{ clientSecret: string }>().clientSecret);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { bookingId, transactionId: confirmed.json<{ id: string }>().id };
  }

  it('tells the web app which provider is configured', async () => {
    const response = await t.app.inject('/api/config');
    expect(response.json()).toMatchObject({ payments: { provider: 'simulated', testMode: true } });
  });

  it('creates the intent for the stored price, whatever price the browser sends', async () => {
    const buyer = await t.signUp();
    const product = await newProduct(45_500);
    const bookingId = await book(buyer, product.id);
    const response = await createIntent(buyer, { _id: bookingId, price: 1, selling: 1 });
    expect(response.statusCode).toBe(200);
    const answer = response.json<{ clientSecret: string; amount: number; currency: string }>();
    expect(answer).toMatchObject({ amount: 45_500, currency: 'bdt' });
    expect(answer.clientSecret).toMatch(/^pi_sim_\w+_secret_\w+$/);
    const [intent] = await t.database.db.select().from(paymentIntents).where(eq(paymentIntents.bookingId, bookingId));
    expect(intent?.amount).toBe(4_550_000); // poisha
  });

  it('ignores a tampered price when recording and records the booking price', async () => {
    const buyer = await t.signUp();
    const product = await newProduct(30_000);
    const { bookingId, transactionId } = await bookAndConfirm(buyer, product.id);
    const response = await record(buyer, { price: 1, transactionId, email: 'someone@else.test', bookingId });
    expect(response.statusCode, response.body).toBe(200);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.bookingId, bookingId));
    expect(payment).toMatchObject({ amount: 30_000, email: buyer.email, transactionId, provider: 'simulated', buyerId: buyer.id });
    const booking = await t.app.inject({ url: `/api/bookingProduct/${bookingId}`, headers: buyer.auth });
    expect(booking.json()).toMatchObject({ paid: true, productStatus: 'sold', transactionId });
  });

  it("refuses another user's booking (403) and anonymous callers (401)", async () => {
    const buyer = await t.signUp();
    const intruder = await t.signUp();
    const product = await newProduct();
    const { bookingId, transactionId } = await bookAndConfirm(buyer, product.id);

    expect((await createIntent(intruder, { _id: bookingId })).statusCode).toBe(403);
    expect((await record(intruder, { price: 45_500, transactionId, email: intruder.email, bookingId })).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/payments', payload: { transactionId, bookingId } });
    expect(anonymous.statusCode).toBe(401);
    // An admin cannot pay for someone else's booking either.
    const admin = await t.signUp('admin');
    expect((await record(admin, { transactionId, bookingId })).statusCode).toBe(403);
    const [{ value }] = await t.database.db.select({ value: count() }).from(payments).where(eq(payments.bookingId, bookingId)) as [{ value: number }];
    expect(value).toBe(0);
  });

  it('records a replayed POST /payments once, sequentially and concurrently', async () => {
    const buyer = await t.signUp();
    const product = await newProduct();
    const { bookingId, transactionId } = await bookAndConfirm(buyer, product.id);
    const body = { price: 45_500, transactionId, email: buyer.email, bookingId };

    const first = await record(buyer, body);
    const again = await record(buyer, body);
    const burst = await Promise.all(Array.from({ length: 5 }, () => record(buyer, body)));
    const ids = [first, again, ...burst].map((response) => {
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ insertedId: string; acknowledged: boolean }>().insertedId;
    });
    expect(new Set(ids).size).toBe(1);
    const rows = await t.database.db.select().from(payments).where(eq(payments.bookingId, bookingId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toBe(ids[0]);
  });

  it('refuses a declined card with the processor message and records nothing', async () => {
    const buyer = await t.signUp();
    const product = await newProduct();
    const bookingId = await book(buyer, product.id);
    const { clientSecret } = (await createIntent(buyer, { _id: bookingId })).json<{ clientSecret: string }>();
    const declined = await confirm(buyer, clientSecret, DECLINED_CARD);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ message: 'Your card was declined.', code: 'PAYMENT_FAILED' });

    const transactionId = clientSecret.split('_secret_')[0]!;
    const premature = await record(buyer, { transactionId, bookingId });
    expect(premature.statusCode).toBe(402);
    const unknown = await record(buyer, { transactionId: 'pi_sim_doesnotexist', bookingId });
    expect(unknown.statusCode).toBe(402);
    expect((await t.database.db.select().from(payments).where(eq(payments.bookingId, bookingId))).length).toBe(0);

    // The same intent then succeeds with a good card.
    expect((await confirm(buyer, clientSecret)).statusCode).toBe(200);
    expect((await record(buyer, { transactionId, bookingId })).statusCode).toBe(200);
    expect((await confirm(buyer, clientSecret)).statusCode).toBe(409);
  });

  it("refuses an intent paid for another of the buyer's bookings", async () => {
    const buyer = await t.signUp();
    const first = await bookAndConfirm(buyer, (await newProduct(20_000)).id);
    const secondBooking = await book(buyer, (await newProduct(20_000)).id);
    const response = await record(buyer, { transactionId: first.transactionId, bookingId: secondBooking });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('This payment does not belong to this booking');
  });

  it('refuses to start paying for a paid booking or a phone sold to someone else', async () => {
    const winner = await t.signUp();
    const loser = await t.signUp();
    const product = await newProduct();
    const loserBooking = await book(loser, product.id);
    const { bookingId, transactionId } = await bookAndConfirm(winner, product.id);
    expect((await record(winner, { transactionId, bookingId })).statusCode).toBe(200);

    const paidAgain = await createIntent(winner, { _id: bookingId });
    expect(paidAgain.statusCode).toBe(409);
    expect(paidAgain.json().message).toBe('This booking has already been paid');
    const sold = await createIntent(loser, { _id: loserBooking });
    expect(sold.statusCode).toBe(409);
    expect(sold.json()).toMatchObject({ message: 'Sorry, this phone has already been sold', code: 'PRODUCT_SOLD' });
    const booking = await t.app.inject({ url: `/api/bookingProduct/${loserBooking}`, headers: loser.auth });
    expect(booking.json()).toMatchObject({ paid: false, productStatus: 'sold' });
  });

  it('refuses and refunds a payment for a phone sold in the meantime', async () => {
    const first = await t.signUp();
    const second = await t.signUp();
    const product = await newProduct();
    const a = await bookAndConfirm(first, product.id);
    const b = await bookAndConfirm(second, product.id);
    expect((await record(first, { transactionId: a.transactionId, bookingId: a.bookingId })).statusCode).toBe(200);
    const late = await record(second, { transactionId: b.transactionId, bookingId: b.bookingId });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: 'Sorry, this phone has already been sold', code: 'PRODUCT_SOLD' });
    const [refunded] = await t.database.db.select().from(paymentIntents).where(eq(paymentIntents.id, b.transactionId));
    expect(refunded?.refundedAt).not.toBeNull();
    const [kept] = await t.database.db.select().from(paymentIntents).where(eq(paymentIntents.id, a.transactionId));
    expect(kept?.refundedAt).toBeNull();
  });

  it('refuses and refunds a payment for a phone its seller removed after the intent was created', async () => {
    const buyer = await t.signUp();
    const product = await newProduct();
    const { bookingId, transactionId } = await bookAndConfirm(buyer, product.id);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/allProducts/${product.id}`, headers: seller.auth });
    expect(removed.statusCode, removed.body).toBe(200);
    const late = await record(buyer, { transactionId, bookingId });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: 'This phone is no longer available' });
    const db = t.database.db;
    const [refunded] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, transactionId));
    expect(refunded?.refundedAt).not.toBeNull();
    expect(await db.select().from(payments).where(eq(payments.bookingId, bookingId))).toHaveLength(0);
    const [row] = await db.select({ status: products.status }).from(products).where(eq(products.id, product.id));
    expect(row?.status).toBe('available');
    const [booking] = await db.select({ paid: bookings.paid }).from(bookings).where(eq(bookings.id, bookingId));
    expect(booking?.paid).toBe(false);
  });

  it('sells one phone once when 20 buyers pay for it at the same moment', async () => {
    const product = await newProduct(52_000);
    const buyers = await Promise.all(Array.from({ length: 20 }, () => t.signUp()));
    const attempts = [];
    for (const buyer of buyers) attempts.push({ buyer, ...(await bookAndConfirm(buyer, product.id)) });

    const started = performance.now();
    const responses = await Promise.all(
      attempts.map(({ buyer, bookingId, transactionId }) => record(buyer, { price: 52_000, transactionId, email: buyer.email, bookingId })),
    );
    const elapsed = performance.now() - started;
    console.warn(`[${kind}] 20 concurrent POST /payments for one product: ${elapsed.toFixed(0)} ms`);

    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().message).toBe('Sorry, this phone has already been sold');
    }

    const db = t.database.db;
    const paymentRows = await db.select().from(payments).where(eq(payments.productId, product.id));
    expect(paymentRows).toHaveLength(1);
    const paidBookings = await db.select().from(bookings).where(and(eq(bookings.productId, product.id), eq(bookings.paid, true)));
    expect(paidBookings).toHaveLength(1);
    expect(paidBookings[0]?.id).toBe(paymentRows[0]?.bookingId);
    const [sold] = await db.select().from(products).where(eq(products.id, product.id));
    expect(sold).toMatchObject({ status: 'sold' });
    expect(sold?.soldAt).toBeInstanceOf(Date);
    const refunded = await db
      .select()
      .from(paymentIntents)
      .where(and(isNotNull(paymentIntents.refundedAt), eq(paymentIntents.status, 'succeeded')));
    const losers = attempts.filter(({ bookingId }) => bookingId !== paymentRows[0]?.bookingId).map(({ transactionId }) => transactionId);
    expect(refunded.map((row) => row.id)).toEqual(expect.arrayContaining(losers));
  });
});
