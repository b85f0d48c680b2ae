import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bkashTestValues } from '@phonehaat/contract';
import { ConfigError, loadEnv } from '../../src/config/env.ts';
import { gatewayCheckouts, payments } from '../../src/db/schema/index.ts';
import { dealDriver } from '../support/deal.ts';
import { makeCategory, makeProduct } from '../support/factories.ts';
import { createTestApp, databaseKinds, type Actor, type TestApp } from '../support/test-app.ts';

describe.each(databaseKinds)('the simulated gateways of test mode (the defaults) on %s', (kind) => {
  let t: TestApp;
  let seller: Actor;
  let admin: Actor;
  let category: { id: string; name: string };

  beforeAll(async () => {
    t = await createTestApp(kind);
    [seller, admin] = await Promise.all([t.signUp('Seller'), t.signUp('admin')]);
    category = await makeCategory(t.database.db);
  });
  afterAll(() => t.close());

  const deal = () => dealDriver(t);

  async function atGateway(method: 'bkash' | 'sslcommerz') {
    const buyer = await t.signUp();
    const product = await makeProduct(t.database.db, seller, category, { selling: 38_000 });
    const bookingId = await deal().book(buyer, product.id);
    const response = await deal().call(buyer, 'POST', '/payments/checkout', { bookingId, method });
    expect(response.statusCode, response.body).toBe(200);
    return { buyer, bookingId, redirectUrl: response.json<{ redirectUrl: string }>().redirectUrl };
  }

  const pageCall = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

  it('offers every method offline by default, all in test mode but cash', async () => {
    const response = await t.app.inject('/api/config');
    expect(response.json<{ payments: { methods: unknown } }>().payments.methods).toEqual([
      { id: 'card', testMode: true },
      { id: 'bkash', testMode: true },
      { id: 'sslcommerz', testMode: true },
      { id: 'cash', testMode: false },
    ]);
  });

  it('pays by simulated bKash: our TEST MODE page checks the test wallet, OTP and PIN, then the real client executes', async () => {
    const { bookingId, redirectUrl } = await atGateway('bkash');
    const match = /^\/test-gateway\/bkash\/(.+)$/.exec(redirectUrl);
    expect(match).not.toBeNull();
    const paymentID = decodeURIComponent(match![1]!);
    const shown = await t.app.inject(`/api/payments/test-gateway/bkash/${encodeURIComponent(paymentID)}`);
    expect(shown.json()).toMatchObject({ method: 'bkash', amount: 38_000 });

    const page = `/api/payments/test-gateway/bkash/${encodeURIComponent(paymentID)}`;
    const wrongPin = await pageCall(page, {
      action: 'pay',
      wallet: bkashTestValues.wallet,
      otp: bkashTestValues.otp,
      pin: '99999',
    });
    expect(wrongPin.statusCode).toBe(400);
    expect(wrongPin.json()).toMatchObject({ message: 'The PIN is wrong.' });
    const approved = await pageCall(page, {
      action: 'pay',
      wallet: bkashTestValues.wallet,
      otp: bkashTestValues.otp,
      pin: bkashTestValues.pin,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const { redirectUrl: callbackUrl } = approved.json<{ redirectUrl: string }>();
    expect(callbackUrl).toMatch(/^\/api\/payments\/bkash\/callback\?paymentID=.+&status=success$/);
    const back = await t.app.inject(callbackUrl);
    expect(back.headers.location).toBe(`/dashboard/payment/${bookingId}?gateway=bkash&outcome=paid`);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.bookingId, bookingId));
    expect(payment).toMatchObject({ provider: 'simulated-bkash', amount: 38_000 });
    // Nothing of what the buyer typed is kept anywhere.
    const [row] = await t.database.db.select().from(gatewayCheckouts).where(eq(gatewayCheckouts.bookingId, bookingId));
    expect(JSON.stringify(row)).not.toContain(bkashTestValues.wallet);
    expect(JSON.stringify(row)).not.toContain(bkashTestValues.pin);
    // The page is closed once paid.
    expect((await t.app.inject(`/api/payments/test-gateway/bkash/${encodeURIComponent(paymentID)}`)).statusCode).toBe(404);
  });

  it('declines the test wallet without balance', async () => {
    const { bookingId, redirectUrl } = await atGateway('bkash');
    const page = `/api${redirectUrl.replace('/test-gateway/', '/payments/test-gateway/')}`;
    const declined = await pageCall(page, {
      action: 'pay',
      wallet: bkashTestValues.declinedWallet,
      otp: bkashTestValues.otp,
      pin: bkashTestValues.pin,
    });
    const back = await t.app.inject(declined.json<{ redirectUrl: string }>().redirectUrl);
    expect(back.headers.location).toBe(`/dashboard/payment/${bookingId}?gateway=bkash&outcome=failed`);
    expect(await t.database.db.select().from(payments).where(eq(payments.bookingId, bookingId))).toEqual([]);
  });

  it('pays by simulated SSLCommerz: the picker posts the IPN through our endpoint, the return shows the outcome', async () => {
    const { bookingId, redirectUrl } = await atGateway('sslcommerz');
    expect(redirectUrl).toMatch(/^\/test-gateway\/sslcommerz\/PH[0-9a-f]{24}$/);
    const page = `/api${redirectUrl.replace('/test-gateway/', '/payments/test-gateway/')}`;
    const paid = await pageCall(page, { outcome: 'pay', method: 'nagad' });
    expect(paid.statusCode, paid.body).toBe(200);
    // The IPN has recorded the sale before the buyer is even sent back.
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.bookingId, bookingId));
    expect(payment).toMatchObject({ provider: 'simulated-sslcommerz', amount: 38_000 });
    const back = await t.app.inject(paid.json<{ redirectUrl: string }>().redirectUrl);
    expect(back.headers.location).toBe(`/dashboard/payment/${bookingId}?gateway=sslcommerz&outcome=paid`);
  });

  it('shows the admin the checkouts against the ledger, and only to admins', async () => {
    const { buyer } = await atGateway('sslcommerz');
    expect((await deal().call(buyer, 'GET', '/admin/payments/reconciliation')).statusCode).toBe(403);
    // A checkout whose money was taken but never recorded is flagged.
    const { bookingId } = await atGateway('bkash');
    await t.database.db
      .update(gatewayCheckouts)
      .set({ transactionId: `TRX${bookingId.slice(0, 8)}`, paidPoisha: 3_800_000 })
      .where(eq(gatewayCheckouts.bookingId, bookingId));
    const response = await deal().call(admin, 'GET', '/admin/payments/reconciliation?mismatches=true');
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<{ rows: { bookingId: string; issue: string | null }[]; mismatches: number }>();
    expect(answer.rows.find((row) => row.bookingId === bookingId)?.issue).toBe('taken-not-recorded');
    expect(answer.rows.every((row) => row.issue !== null)).toBe(true);
    expect(answer.mismatches).toBeGreaterThanOrEqual(1);
  });
});

describe('PAYMENT_PROVIDERS at start-up', () => {
  const fails = (source: Record<string, string>) => {
    try {
      loadEnv(source);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    throw new Error('loadEnv accepted the configuration');
  };

  it('stops with a message naming each missing setting of an enabled gateway', () => {
    const message = fails({ PAYMENT_PROVIDERS: 'sslcommerz,bkash', PUBLIC_URL: 'https://phonehaat.example' });
    for (const key of [
      'SSLCOMMERZ_STORE_ID',
      'SSLCOMMERZ_STORE_PASSWORD',
      'SSLCOMMERZ_SANDBOX',
      'BKASH_APP_KEY',
      'BKASH_APP_SECRET',
      'BKASH_USERNAME',
      'BKASH_PASSWORD',
      'BKASH_BASE_URL',
    ]) {
      expect(message).toContain(`${key}: is required when PAYMENT_PROVIDERS includes`);
    }
  });

  it('stops on a malformed setting, naming it', () => {
    expect(fails({ PAYMENT_PROVIDERS: 'simulated', BKASH_BASE_URL: 'https://tokenized.pay.bka.sh/v1.2.0-beta' })).toContain(
      'BKASH_BASE_URL: must end in /tokenized/checkout',
    );
    expect(fails({ PAYMENT_PROVIDERS: 'simulated', SSLCOMMERZ_SANDBOX: 'maybe' })).toContain(
      'SSLCOMMERZ_SANDBOX: must be true or false',
    );
    expect(fails({ PAYMENT_PROVIDERS: 'simulated,paypal' })).toContain('PAYMENT_PROVIDERS');
    expect(fails({ PAYMENT_PROVIDERS: 'bkash,simulated-bkash' })).toContain(
      'PAYMENT_PROVIDERS: must name only one of bkash and simulated-bkash',
    );
  });

  it('keeps the old PAYMENT_PROVIDER working', () => {
    expect(fails({ PAYMENT_PROVIDER: 'stripe' })).toContain('STRIPE_SECRET_KEY: is required when PAYMENT_PROVIDER=stripe');
    expect(loadEnv({ PAYMENT_PROVIDER: 'simulated' }).PAYMENT_PROVIDERS).toBeUndefined();
  });
});
