import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enabledProviders, loadEnv } from '../../src/config/env.ts';
import { payments, products } from '../../src/db/schema/index.ts';
import { makeCategory, makeProduct } from '../support/factories.ts';
import { startStripeStandIn, type StandInIntent, type StripeStandIn } from '../support/stripe-stand-in.ts';
import { createTestApp, databaseKinds, type Actor, type TestApp } from '../support/test-app.ts';

const WEBHOOK_SECRET = 'whsec_phonehaattestsecret';
const stripeKeys = {
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_phonehaat',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_phonehaat',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
};
const signer = new Stripe('sk_test_signer_only');

describe('stripe configuration', () => {
  it('requires the Stripe keys when PAYMENT_PROVIDER=stripe, naming each', () => {
    expect(() => loadEnv({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY: is required[\s\S]*STRIPE_PUBLISHABLE_KEY[\s\S]*STRIPE_WEBHOOK_SECRET/);
    expect(() => loadEnv({ ...stripeKeys, STRIPE_SECRET_KEY: 'pk_test_wrong' })).toThrow(/STRIPE_SECRET_KEY: must be a Stripe secret key/);
    expect(loadEnv(stripeKeys).PAYMENT_PROVIDER).toBe('stripe');
    expect(enabledProviders(loadEnv({}))).toContain('simulated');
  });
});

describe.each(databaseKinds)('payments with the Stripe provider (local stand-in) on %s', (kind) => {
  let standIn: StripeStandIn;
  let t: TestApp;
  let seller: Actor;
  let category: { id: string; name: string };

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    t = await createTestApp(kind, { ...stripeKeys, STRIPE_API_BASE: standIn.url });
    seller = await t.signUp('Seller');
    category = await makeCategory(t.database.db);
  });
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });

  async function bookNew(buyer: Actor, productId?: string): Promise<{ bookingId: string; productId: string }> {
    const id = productId ?? (await makeProduct(t.database.db, seller, category, { selling: 61_500 })).id;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/bookingProduct',
      headers: buyer.auth,
      payload: { productId: id, pickUpLocation: 'Banani, Dhaka', phone: '01900000000' },
    });
    expect(response.statusCode, response.body).toBe(201);
    return { bookingId: response.json<{ insertedId: string }>().insertedId, productId: id };
  }

  async function startPaying(buyer: Actor, bookingId: string): Promise<StandInIntent> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: buyer.auth,
      payload: { items: { _id: bookingId, price: 10 } },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { clientSecret } = response.json<{ clientSecret: string }>();
    return [...standIn.intents.values()].find((intent) => intent.client_secret === clientSecret)!;
  }

  const record = (buyer: Actor, bookingId: string, transactionId: string) =>
    t.app.inject({ method: 'POST', url: '/api/payments', headers: buyer.auth, payload: { price: 1, transactionId, email: buyer.email, bookingId } });

  function deliver(event: unknown, signature?: string) {
    const payload = JSON.stringify(event);
    const header = signature ?? signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    return t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      payload,
    });
  }

  const succeededEvent = (intent: StandInIntent) => ({
    id: `evt_${intent.id.slice(3)}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    data: { object: intent },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'payment_intent.succeeded',
  });

  it('publishes the publishable key and allows Stripe in the content security policy', async () => {
    const response = await t.app.inject('/api/config');
    expect(response.json()).toMatchObject({ payments: { provider: 'stripe', publishableKey: 'pk_test_phonehaat', testMode: true } });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src 'self' https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/);
    expect((await t.app.inject({ method: 'POST', url: '/api/payments/simulated/confirm', payload: {} })).statusCode).toBe(404);
  });

  it('creates a BDT intent in poisha from the booking price, with the booking in its metadata', async () => {
    const buyer = await t.signUp();
    const { bookingId, productId } = await bookNew(buyer);
    const intent = await startPaying(buyer, bookingId);
    const sent = standIn.requests.findLast((request) => request.method === 'POST' && request.path === '/v1/payment_intents');
    expect(sent?.form).toMatchObject({
      amount: '6150000',
      currency: 'bdt',
      'allowed_payment_method_types[0]': 'card',
      'metadata[bookingId]': bookingId,
      'metadata[productId]': productId,
    });
    expect(intent.amount).toBe(6_150_000);
    // Stripe answers every create for this booking with the first intent: one open intent per booking.
    expect(sent?.idempotencyKey).toBe(`intent-${bookingId}-6150000`);
  });

  it('records a payment only once Stripe says it succeeded', async () => {
    const buyer = await t.signUp();
    const { bookingId, productId } = await bookNew(buyer);
    const intent = await startPaying(buyer, bookingId);

    const early = await record(buyer, bookingId, intent.id);
    expect(early.statusCode).toBe(402);
    expect(standIn.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/payment_intents/${intent.id}` });

    standIn.succeed(intent.id);
    const paid = await record(buyer, bookingId, intent.id);
    expect(paid.statusCode, paid.body).toBe(200);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.bookingId, bookingId));
    expect(payment).toMatchObject({ amount: 61_500, provider: 'stripe', transactionId: intent.id });
    const [product] = await t.database.db.select().from(products).where(eq(products.id, productId));
    expect(product?.status).toBe('sold');

    expect((await record(buyer, bookingId, 'pi_doesnotexist')).statusCode).toBe(409);
    expect((await record(buyer, bookingId, intent.id)).json()).toEqual(paid.json());
  });

  it('refuses an intent whose amount Stripe reports differently', async () => {
    const buyer = await t.signUp();
    const { bookingId } = await bookNew(buyer);
    const intent = await startPaying(buyer, bookingId);
    standIn.succeed(intent.id).amount = 100;
    const response = await record(buyer, bookingId, intent.id);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The amount paid does not match the price of this booking');
    expect(await t.database.db.select().from(payments).where(eq(payments.bookingId, bookingId))).toHaveLength(0);
  });

  it('refunds the charge of a buyer whose phone was sold to someone else', async () => {
    const first = await t.signUp();
    const second = await t.signUp();
    const a = await bookNew(first);
    const b = await bookNew(second, a.productId);
    const intentA = await startPaying(first, a.bookingId);
    const intentB = await startPaying(second, b.bookingId);
    standIn.succeed(intentA.id);
    standIn.succeed(intentB.id);

    expect((await record(first, a.bookingId, intentA.id)).statusCode).toBe(200);
    const late = await record(second, b.bookingId, intentB.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Sorry, this phone has already been sold');
    const refund = standIn.requests.find((request) => request.path === '/v1/refunds' && request.form.payment_intent === intentB.id);
    expect(refund?.idempotencyKey).toBe(`release-${intentB.id}`);
    expect(standIn.refunds).toContain(intentB.id);
    expect(standIn.refunds).not.toContain(intentA.id);
  });

  it('refuses a webhook with a bad or missing signature', async () => {
    const buyer = await t.signUp();
    const { bookingId } = await bookNew(buyer);
    const intent = standIn.succeed((await startPaying(buyer, bookingId)).id);
    const event = succeededEvent(intent);

    const forged = signer.webhooks.generateTestHeaderString({ payload: JSON.stringify(event), secret: 'whsec_somebodyelse' });
    const bad = await deliver(event, forged);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Webhook signature verification failed');
    // Signed, then altered on the way: the signature covers the exact bytes.
    const header = signer.webhooks.generateTestHeaderString({ payload: JSON.stringify(event), secret: WEBHOOK_SECRET });
    const altered = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      payload: JSON.stringify({ ...event, data: { object: { ...intent, amount: 1 } } }),
    });
    expect(altered.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(missing.statusCode).toBe(400);
    expect(await t.database.db.select().from(payments).where(eq(payments.bookingId, bookingId))).toHaveLength(0);
  });

  it('records a payment_intent.succeeded webhook once, however often it is delivered', async () => {
    const buyer = await t.signUp();
    const { bookingId, productId } = await bookNew(buyer);
    const intent = standIn.succeed((await startPaying(buyer, bookingId)).id);
    const event = succeededEvent(intent);

    const deliveries = [await deliver(event), await deliver(event), ...(await Promise.all([deliver(event), deliver(event)]))];
    for (const delivery of deliveries) {
      expect(delivery.statusCode, delivery.body).toBe(200);
      expect(delivery.json()).toEqual({ received: true });
    }
    const rows = await t.database.db.select().from(payments).where(eq(payments.bookingId, bookingId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ transactionId: intent.id, amount: 61_500 });
    const [product] = await t.database.db.select().from(products).where(eq(products.id, productId));
    expect(product?.status).toBe('sold');

    // The browser reporting the same payment afterwards gets the webhook's record.
    const fromBrowser = await record(buyer, bookingId, intent.id);
    expect(fromBrowser.json()).toMatchObject({ insertedId: rows[0]?.id });
  });

  it('refuses a correctly signed webhook whose timestamp is older than 5 minutes, changing nothing', async () => {
    const buyer = await t.signUp();
    const { bookingId, productId } = await bookNew(buyer);
    const intent = standIn.succeed((await startPaying(buyer, bookingId)).id);
    const payload = JSON.stringify(succeededEvent(intent));
    const signedAt = (secondsAgo: number) =>
      signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) - secondsAgo });
    const deliverSigned = (header: string) =>
      t.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': header }, payload });

    const stale = await deliverSigned(signedAt(6 * 60));
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe('Webhook signature verification failed');
    expect(await t.database.db.select().from(payments).where(eq(payments.bookingId, bookingId))).toHaveLength(0);
    const [product] = await t.database.db.select().from(products).where(eq(products.id, productId));
    expect(product?.status).toBe('available');
    // The same event signed 4 minutes ago is inside the tolerance: the check above is about age alone.
    expect((await deliverSigned(signedAt(4 * 60))).statusCode).toBe(200);
    expect(await t.database.db.select().from(payments).where(eq(payments.bookingId, bookingId))).toHaveLength(1);
  });

  it('records one payment when the same event is delivered many times at once', async () => {
    const buyer = await t.signUp();
    const { bookingId, productId } = await bookNew(buyer);
    const intent = standIn.succeed((await startPaying(buyer, bookingId)).id);
    const event = succeededEvent(intent);
    // All first deliveries, racing each other and the browser's own report.
    const answers = await Promise.all([...Array.from({ length: 10 }, () => deliver(event)), record(buyer, bookingId, intent.id)]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const rows = await t.database.db.select().from(payments).where(eq(payments.bookingId, bookingId));
    expect(rows).toHaveLength(1);
    expect(answers.at(-1)!.json()).toMatchObject({ insertedId: rows[0]?.id });
    const [product] = await t.database.db.select().from(products).where(eq(products.id, productId));
    expect(product?.status).toBe('sold');
  });

  it('acknowledges other event types without recording anything', async () => {
    const response = await deliver({ id: 'evt_other', object: 'event', type: 'charge.refunded', data: { object: {} } });
    expect(response.statusCode).toBe(200);
  });
});
