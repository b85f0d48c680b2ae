import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, paymentIntents, payments, products, users } from '../../src/db/schema/index.ts';
import { makeCategory, makeProduct, productBody } from '../support/factories.ts';
import { createTestApp, databaseKinds, type Actor, type TestApp } from '../support/test-app.ts';
import { snapshotDatabase } from './support/db-snapshot.ts';

const SUCCESS_CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123' };
const FORGED_ID = '00000000-0000-4000-8000-000000000000';
const LONG_AGO = '2000-01-01T00:00:00.000Z';

/**
 * Fields a client must never be able to set: privileges, money, ownership, state and identity. Every
 * write call gets all of them on top of its own body; each must be ignored (the row holds what the
 * server decided) or the whole request refused with nothing written.
 */
const hostile = (victim: Actor) => ({
  role: 'admin',
  isAdmin: true,
  verify: true,
  emailVerified: true,
  paid: true,
  status: 'sold',
  price: 1,
  amount: 1,
  seller: 'Mallory',
  sellerId: victim.id,
  sellerName: 'Mallory',
  sellerVerified: true,
  ads: 'Advertised',
  adsLabel: 'Advertised',
  email: 'mallory@evil.test',
  buyerId: victim.id,
  buyerName: 'Mallory',
  _id: FORGED_ID,
  id: FORGED_ID,
  createdAt: LONG_AGO,
  deletedAt: LONG_AGO,
  reviewStatus: 'live',
  review_status: 'live',
  review: { status: 'live', reason: null },
});

const recently = (date: Date | null | undefined) => expect(Date.now() - (date?.getTime() ?? 0)).toBeLessThan(5 * 60_000);

describe.each(databaseKinds)('mass assignment on %s', (kind) => {
  let t: TestApp;
  let buyer: Actor;
  let seller: Actor;
  let victim: Actor;
  let admin: Actor;
  let category: { id: string; name: string };

  beforeAll(async () => {
    t = await createTestApp(kind);
    [buyer, seller, victim, admin] = await Promise.all([
      t.signUp('User'),
      t.signUp('Seller'),
      t.signUp('Seller'),
      t.signUp('admin'),
    ]);
    category = await makeCategory(t.database.db);
  });
  afterAll(() => t.close());

  const call = (method: 'POST' | 'PUT', url: string, actor: Actor, payload: object) =>
    t.app.inject({ method, url, headers: actor.auth, payload });

  /** Either refused with nothing written, or accepted: then `check` looks at what was stored. */
  async function ignoredOrRefused(send: () => Promise<{ statusCode: number; body: string }>, check: () => Promise<void>) {
    const before = await snapshotDatabase(t.database.db);
    const response = await send();
    expect(response.statusCode, response.body).toBeLessThan(500);
    if (response.statusCode >= 400) {
      expect(await snapshotDatabase(t.database.db)).toEqual(before);
      return;
    }
    await check();
  }

  it('POST /allProducts: seller, status, ads, verification, id and dates come from the server', async () => {
    const response = await call('POST', '/api/allProducts', seller, { ...hostile(victim), ...productBody(category.id) });
    expect(response.statusCode, response.body).toBe(201);
    const { insertedId } = response.json<{ insertedId: string }>();
    expect(insertedId).not.toBe(FORGED_ID);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, insertedId));
    expect(row).toMatchObject({
      sellerId: seller.id,
      sellerName: seller.name,
      status: 'available',
      adsLabel: null,
      advertisedAt: null,
      deletedAt: null,
    });
    recently(row?.createdAt);
    // The seller is not verified: the listing waits for review whatever the body said.
    expect(row?.reviewStatus).toBe('pending');
    expect((await t.app.inject(`/api/products/${insertedId}`)).statusCode).toBe(404);
    const shown = await t.app.inject({ url: `/api/products/${insertedId}`, headers: seller.auth });
    expect(shown.json()).toMatchObject({ seller: seller.name, sellerVerified: false, status: 'available', review: { status: 'pending', reason: null } });
    expect(shown.json()).not.toHaveProperty('ads');
  });

  it('POST /bookingProduct: buyer, price, snapshot and paid flag come from the session and the product', async () => {
    const product = await makeProduct(t.database.db, seller, category, { selling: 42_000 });
    const response = await call('POST', '/api/bookingProduct', buyer, {
      ...hostile(victim),
      productName: 'Free phone',
      productImage: 'https://evil.test/x.png',
      sellerLocation: 'Nowhere',
      productId: product.id,
      pickUpLocation: 'Mirpur 10',
      phone: '01711000000',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { insertedId } = response.json<{ insertedId: string }>();
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, insertedId));
    expect(row).toMatchObject({
      buyerId: buyer.id,
      buyerName: buyer.name,
      email: buyer.email,
      price: 42_000,
      paid: false,
      paidAt: null,
      productName: product.productName,
      productImage: product.image,
      sellerLocation: product.location,
      deletedAt: null,
    });
    recently(row?.createdAt);
    const [stored] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    expect(stored?.status).toBe('available');
  });

  it('POST /users: role admin, verification and identity fields are refused or ignored', async () => {
    const fresh = await t.signUp('User');
    await ignoredOrRefused(
      () => call('POST', '/api/users', fresh, { ...hostile(victim), name: 'Fresh', email: fresh.email }),
      async () => {
        const [row] = await t.database.db.select().from(users).where(eq(users.id, fresh.id));
        expect(row).toMatchObject({ role: 'User', verify: false, email: fresh.email, deletedAt: null });
      },
    );
    // Even a well-formed body can only pick User or Seller.
    const response = await call('POST', '/api/users', fresh, { name: 'Fresh', email: fresh.email, role: 'admin' });
    expect(response.statusCode).toBe(400);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, fresh.id));
    expect(row).toMatchObject({ role: 'User', verify: false });
    const [victimRow] = await t.database.db.select().from(users).where(eq(users.id, victim.id));
    expect(victimRow).toMatchObject({ role: 'Seller', verify: false, deletedAt: null });
  });

  it('sign-up and profile update through the identity endpoints cannot set role or verify', async () => {
    const email = `mass-${Date.now()}@example.com`;
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { ...hostile(victim), name: 'Mallory', email, password: 'correct-horse-7' },
    });
    expect(signUp.statusCode).toBeLessThan(500);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    if (row) expect(row).toMatchObject({ role: 'User', verify: false });

    await ignoredOrRefused(
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/update-user',
          headers: buyer.auth,
          payload: { role: 'admin', verify: true, email: 'mallory@evil.test' },
        }),
      async () => {
        const [me] = await t.database.db.select().from(users).where(eq(users.id, buyer.id));
        expect(me).toMatchObject({ role: 'User', verify: false, email: buyer.email });
      },
    );
  });

  it('PUT /allProducts/{id} (advertise) only advertises: price, status and seller in the body are ignored', async () => {
    const product = await makeProduct(t.database.db, seller, category, { selling: 50_000 });
    const response = await call('PUT', `/api/allProducts/${product.id}`, admin, {
      ...hostile(victim),
      selling: 1,
      purchase: 1,
      productName: 'Renamed',
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({
      selling: 50_000,
      purchase: product.purchase,
      productName: product.productName,
      sellerId: seller.id,
      status: 'available',
    });
    expect(row?.adsLabel).toBeTruthy();
  });

  it('PUT /seller/{id} (verify) only verifies: a role in the body is ignored', async () => {
    const target = await t.signUp('Seller');
    const response = await call('PUT', `/api/seller/${target.id}`, admin, hostile(victim));
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, target.id));
    expect(row).toMatchObject({ role: 'Seller', verify: true, email: target.email });
  });

  it('POST /create-payment-intent, confirm and /payments: amount, buyer and state come from the database', async () => {
    const product = await makeProduct(t.database.db, seller, category, { selling: 33_000 });
    const booked = await call('POST', '/api/bookingProduct', buyer, {
      productId: product.id,
      pickUpLocation: 'Uttara',
      phone: '01711000000',
    });
    const bookingId = booked.json<{ insertedId: string }>().insertedId;

    const intent = await call('POST', '/api/create-payment-intent', buyer, {
      ...hostile(victim),
      items: { ...hostile(victim), _id: bookingId },
    });
    expect(intent.statusCode, intent.body).toBe(200);
    expect(intent.json()).toMatchObject({ amount: 33_000 });
    const [intentRow] = await t.database.db.select().from(paymentIntents).where(eq(paymentIntents.bookingId, bookingId));
    expect(intentRow?.amount).toBe(3_300_000);

    const { clientSecret } = intent.json<{ clientSecret: string }>();
    const confirmed = await call('POST', '/api/payments/simulated/confirm', buyer, {
      ...hostile(victim),
      clientSecret,
      card: { ...SUCCESS_CARD, amount: 1 },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const transactionId = confirmed.json<{ id: string }>().id;
    const [afterConfirm] = await t.database.db.select().from(paymentIntents).where(eq(paymentIntents.bookingId, bookingId));
    expect(afterConfirm?.amount).toBe(3_300_000);

    const recorded = await call('POST', '/api/payments', buyer, { ...hostile(victim), transactionId, bookingId });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.bookingId, bookingId));
    expect(payment).toMatchObject({ amount: 33_000, buyerId: buyer.id, email: buyer.email, productId: product.id });
    expect(payment?.id).not.toBe(FORGED_ID);
    recently(payment?.createdAt);
  });
});
