import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayCheckouts, payments, products } from '../../src/db/schema/index.ts';
import { BKASH_TEST_CREDENTIALS, startBkashStandIn, type BkashStandIn } from '../support/bkash-stand-in.ts';
import { dealDriver, TestClock } from '../support/deal.ts';
import { makeCategory, makeProduct } from '../support/factories.ts';
import { startSslcommerzStandIn, type SslcommerzStandIn } from '../support/sslcommerz-stand-in.ts';
import { createTestApp, databaseKinds, type Actor, type TestApp } from '../support/test-app.ts';

/** Notes the order-timer sweeps (the job queue) this app ran; `ran(id)` resolves once that job has run. */
function sweeps() {
  const done = new Set<string>();
  const waiters: { id: string; resolve: () => void }[] = [];
  return {
    onSwept: (jobId: string) => {
      done.add(jobId);
      for (const waiter of waiters) if (done.has(waiter.id)) waiter.resolve();
    },
    ran: (id: string) =>
      new Promise<void>((resolve) => {
        waiters.push({ id, resolve });
        if (done.has(id)) resolve();
      }),
  };
}

describe.each(databaseKinds)('bKash and SSLCommerz against their stand-ins on %s', (kind) => {
  const clock = new TestClock();
  const jobs = sweeps();
  let t: TestApp;
  let ssl: SslcommerzStandIn;
  let bkash: BkashStandIn;
  let seller: Actor;
  let category: { id: string; name: string };

  beforeAll(async () => {
    [ssl, bkash] = await Promise.all([startSslcommerzStandIn(), startBkashStandIn()]);
    t = await createTestApp(
      kind,
      {
        ORDER_TIMERS: 'true',
        PUBLIC_URL: 'http://phonehaat.test',
        PAYMENT_PROVIDERS: 'simulated,bkash,sslcommerz',
        // Long enough for a loaded test machine; the timeout tests stall the stand-in outright.
        GATEWAY_TIMEOUT_MS: '3000',
        SSLCOMMERZ_STORE_ID: ssl.storeId,
        SSLCOMMERZ_STORE_PASSWORD: ssl.storePassword,
        SSLCOMMERZ_SANDBOX: 'true',
        SSLCOMMERZ_API_BASE: ssl.url,
        BKASH_APP_KEY: BKASH_TEST_CREDENTIALS.appKey,
        BKASH_APP_SECRET: BKASH_TEST_CREDENTIALS.appSecret,
        BKASH_USERNAME: BKASH_TEST_CREDENTIALS.username,
        BKASH_PASSWORD: BKASH_TEST_CREDENTIALS.password,
        BKASH_BASE_URL: bkash.url,
      },
      { now: clock.now, orderTimers: { pollingIntervalSeconds: 0.5, onSwept: jobs.onSwept } },
    );
    seller = await t.signUp('Seller');
    category = await makeCategory(t.database.db);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await Promise.all([ssl.close(), bkash.close()]);
  });

  const db = () => t.database.db;
  const deal = () => dealDriver(t);
  const newProduct = (selling = 45_500) => makeProduct(db(), seller, category, { selling });

  async function checkout(buyer: Actor, bookingId: string, method: 'bkash' | 'sslcommerz'): Promise<string> {
    const response = await deal().call(buyer, 'POST', '/payments/checkout', { bookingId, method });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ redirectUrl: string }>().redirectUrl;
  }

  /** A buyer with a booking for the product and a gateway checkout opened for it. */
  async function buyerAtGateway(productId: string, method: 'bkash' | 'sslcommerz') {
    const buyer = await t.signUp();
    const bookingId = await deal().book(buyer, productId);
    const redirectUrl = await checkout(buyer, bookingId, method);
    return { buyer, bookingId, redirectUrl };
  }

  const paymentsOf = (bookingId: string) => db().select().from(payments).where(eq(payments.bookingId, bookingId));
  const checkoutsOf = async (bookingId: string) =>
    db().select().from(gatewayCheckouts).where(eq(gatewayCheckouts.bookingId, bookingId));
  const productStatus = async (id: string) =>
    (await db().select({ status: products.status }).from(products).where(eq(products.id, id)))[0]?.status;

  /** The job queue's sweep (pg-boss), run now rather than at the minute. */
  async function sweepNow(): Promise<void> {
    const id = await t.app.orderTimers.sweepNow();
    await jobs.ran(id!);
  }

  describe('SSLCommerz', () => {
    const tranIdOf = (bookingId: string): string => {
      const session = [...ssl.sessions.values()].find((candidate) => candidate.form.value_a === bookingId);
      return session!.form.tran_id!;
    };
    const ipn = (form: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/sslcommerz/ipn',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(form).toString(),
      });
    const returnTo = (outcome: 'success' | 'fail' | 'cancel', form: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/payments/sslcommerz/return/${outcome}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(form).toString(),
      });

    it('sends the buyer to the gateway with a session for the stored price', async () => {
      const product = await newProduct(45_500);
      const { bookingId, redirectUrl } = await buyerAtGateway(product.id, 'sslcommerz');
      expect(redirectUrl).toMatch(new RegExp(`^${ssl.url}/gwprocess/v4/gw.php\\?Q=pay&SESSIONKEY=\\w+$`));
      const session = [...ssl.sessions.values()].find((candidate) => candidate.form.value_a === bookingId)!;
      expect(session.form).toMatchObject({
        total_amount: '45500.00',
        currency: 'BDT',
        ipn_url: 'http://phonehaat.test/api/payments/sslcommerz/ipn',
        success_url: 'http://phonehaat.test/api/payments/sslcommerz/return/success',
      });
    });

    it('records the sale when the IPN comes before the buyer returns, and the return answers the same record', async () => {
      const product = await newProduct();
      const { bookingId } = await buyerAtGateway(product.id, 'sslcommerz');
      const form = ssl.pay(tranIdOf(bookingId));
      expect((await ipn(form)).statusCode).toBe(200);
      const [payment] = await paymentsOf(bookingId);
      expect(payment).toMatchObject({ provider: 'sslcommerz', transactionId: form.bank_tran_id, amount: 45_500 });
      const back = await returnTo('success', form);
      expect(back.statusCode).toBe(303);
      expect(back.headers.location).toBe(`/dashboard/payment/${bookingId}?gateway=sslcommerz&outcome=paid`);
      expect(await paymentsOf(bookingId)).toHaveLength(1);
      expect(await productStatus(product.id)).toBe('sold');
      expect((await checkoutsOf(bookingId))[0]?.status).toBe('paid');
    });

    it('records the sale when the buyer returns before the IPN; the late IPN records nothing new', async () => {
      const product = await newProduct();
      const { bookingId } = await buyerAtGateway(product.id, 'sslcommerz');
      const form = ssl.pay(tranIdOf(bookingId));
      const back = await t.app.inject({ url: `/api/payments/sslcommerz/return/success?${new URLSearchParams(form).toString()}` });
      expect(back.headers.location).toContain('outcome=paid');
      expect((await ipn(form)).statusCode).toBe(200);
      const recorded = await paymentsOf(bookingId);
      expect(recorded).toHaveLength(1);
      expect(recorded[0]?.transactionId).toBe(form.bank_tran_id);
      expect(ssl.refunds.size).toBe(0);
    });

    it('holds a payment flagged risky for an admin, who accepts one (sold) and refunds another', async () => {
      const admin = await t.signUp('admin');
      const decide = (checkoutId: string, decision: 'accept' | 'refund', actor: Actor = admin) =>
        deal().call(actor, 'POST', `/admin/payments/checkouts/${checkoutId}/decision`, { decision });

      const product = await newProduct();
      const risky = await buyerAtGateway(product.id, 'sslcommerz');
      const form = ssl.pay(tranIdOf(risky.bookingId), { riskLevel: '1' });
      expect((await ipn(form)).statusCode).toBe(200);
      const [held] = await checkoutsOf(risky.bookingId);
      expect(held).toMatchObject({ status: 'held', transactionId: form.bank_tran_id });
      expect(await paymentsOf(risky.bookingId)).toEqual([]);
      expect(await productStatus(product.id)).toBe('available');
      const flagged = (await deal().call(admin, 'GET', '/admin/payments/reconciliation')).json<{
        rows: { checkoutId: string | null; issue: string | null }[];
      }>();
      expect(flagged.rows.find((row) => row.checkoutId === held!.id)?.issue).toBe('held-for-review');

      expect((await decide(held!.id, 'accept', risky.buyer)).statusCode).toBe(403);
      const accepted = await decide(held!.id, 'accept');
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json()).toEqual({ outcome: 'paid' });
      expect(await paymentsOf(risky.bookingId)).toHaveLength(1);
      expect(await productStatus(product.id)).toBe('sold');
      expect((await checkoutsOf(risky.bookingId))[0]?.status).toBe('paid');
      // Decided once: a second decision, either way, changes nothing.
      expect((await decide(held!.id, 'refund')).statusCode).toBe(409);
      expect(ssl.refunds.has(form.bank_tran_id!)).toBe(false);

      const other = await newProduct();
      const second = await buyerAtGateway(other.id, 'sslcommerz');
      const secondForm = ssl.pay(tranIdOf(second.bookingId), { riskLevel: '1' });
      await ipn(secondForm);
      const [secondHeld] = await checkoutsOf(second.bookingId);
      const refunded = await decide(secondHeld!.id, 'refund');
      expect(refunded.json()).toEqual({ outcome: 'refused' });
      expect((await checkoutsOf(second.bookingId))[0]).toMatchObject({ status: 'refunded' });
      expect(ssl.refunds.has(secondForm.bank_tran_id!)).toBe(true);
      expect(await paymentsOf(second.bookingId)).toEqual([]);
      expect(await productStatus(other.id)).toBe('available');
      expect((await decide('00000000-0000-4000-8000-000000000000', 'accept')).statusCode).toBe(404);
    });

    it('records nothing for a declined or cancelled payment, and says which on the page', async () => {
      const product = await newProduct();
      const failed = await buyerAtGateway(product.id, 'sslcommerz');
      const failedBack = await returnTo('fail', ssl.fail(tranIdOf(failed.bookingId)));
      expect(failedBack.headers.location).toBe(`/dashboard/payment/${failed.bookingId}?gateway=sslcommerz&outcome=failed`);
      const cancelled = await buyerAtGateway(product.id, 'sslcommerz');
      const cancelledBack = await returnTo('cancel', ssl.cancel(tranIdOf(cancelled.bookingId)));
      expect(cancelledBack.headers.location).toBe(
        `/dashboard/payment/${cancelled.bookingId}?gateway=sslcommerz&outcome=cancelled`,
      );
      expect(await paymentsOf(failed.bookingId)).toEqual([]);
      expect(await paymentsOf(cancelled.bookingId)).toEqual([]);
      expect((await checkoutsOf(failed.bookingId))[0]?.status).toBe('failed');
      expect(await productStatus(product.id)).toBe('available');
    });

    it('answers duplicate and concurrent IPNs with the first record, refunding nothing', async () => {
      const product = await newProduct();
      const { bookingId } = await buyerAtGateway(product.id, 'sslcommerz');
      const form = ssl.pay(tranIdOf(bookingId));
      const answers = await Promise.all(Array.from({ length: 6 }, () => ipn(form)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200));
      expect((await ipn(form)).statusCode).toBe(200);
      expect(await paymentsOf(bookingId)).toHaveLength(1);
      expect(ssl.refunds.has(form.bank_tran_id!)).toBe(false);
    });

    it('records nothing for a forged IPN the validator calls INVALID', async () => {
      const product = await newProduct();
      const { bookingId } = await buyerAtGateway(product.id, 'sslcommerz');
      const forged = {
        status: 'VALID',
        tran_id: tranIdOf(bookingId),
        val_id: '2611241234FORGED',
        amount: '45500.00',
        value_a: bookingId,
      };
      expect((await ipn(forged)).statusCode).toBe(200);
      expect(await paymentsOf(bookingId)).toEqual([]);
      expect((await checkoutsOf(bookingId))[0]).toMatchObject({ status: 'open', transactionId: null });
      expect(await productStatus(product.id)).toBe('available');
    });

    it('refuses a payment of the wrong amount and refunds what was taken', async () => {
      const product = await newProduct(45_500);
      const { bookingId } = await buyerAtGateway(product.id, 'sslcommerz');
      const form = ssl.pay(tranIdOf(bookingId), { amount: '100.00' });
      const back = await returnTo('success', form);
      expect(back.headers.location).toContain('outcome=refused');
      expect(await paymentsOf(bookingId)).toEqual([]);
      expect(ssl.refunds.has(form.bank_tran_id!)).toBe(true);
      expect((await checkoutsOf(bookingId))[0]).toMatchObject({ status: 'refunded', paidPoisha: 10_000 });
      expect(await productStatus(product.id)).toBe('available');
    });

    it('settles a validation that timed out by querying the transaction from the job queue', async () => {
      const product = await newProduct();
      const { bookingId } = await buyerAtGateway(product.id, 'sslcommerz');
      const form = ssl.pay(tranIdOf(bookingId));
      ssl.stall();
      try {
        expect((await ipn(form)).statusCode).toBe(200);
      } finally {
        ssl.resume();
      }
      expect((await checkoutsOf(bookingId))[0]?.status).toBe('unknown');
      expect(await paymentsOf(bookingId)).toEqual([]);
      await sweepNow();
      expect(await paymentsOf(bookingId)).toHaveLength(1);
      expect((await checkoutsOf(bookingId))[0]?.status).toBe('paid');
    });

    it('retries a refund the gateway refused through the job queue', async () => {
      const product = await newProduct();
      const first = await buyerAtGateway(product.id, 'sslcommerz');
      const second = await buyerAtGateway(product.id, 'sslcommerz');
      expect((await ipn(ssl.pay(tranIdOf(first.bookingId)))).statusCode).toBe(200);
      ssl.refuseRefunds('Refund service is down');
      const late = ssl.pay(tranIdOf(second.bookingId));
      try {
        expect((await returnTo('success', late)).headers.location).toContain('outcome=refused');
        expect((await checkoutsOf(second.bookingId))[0]).toMatchObject({
          status: 'refund_due',
          transactionId: late.bank_tran_id,
        });
        await sweepNow();
        expect((await checkoutsOf(second.bookingId))[0]?.status).toBe('refund_due');
      } finally {
        ssl.refundsWork();
      }
      await sweepNow();
      expect((await checkoutsOf(second.bookingId))[0]?.status).toBe('refunded');
      expect(ssl.refunds.has(late.bank_tran_id!)).toBe(true);
      expect(await paymentsOf(second.bookingId)).toEqual([]);
    });

    it('twenty buyers paying for one phone at once: exactly one sale, nineteen refunds', async () => {
      const product = await newProduct();
      const buyers = await Promise.all(Array.from({ length: 20 }, () => buyerAtGateway(product.id, 'sslcommerz')));
      const forms = buyers.map(({ bookingId }) => ssl.pay(tranIdOf(bookingId)));
      const refundsBefore = ssl.refunds.size;
      const answers = await Promise.all(forms.map((form) => ipn(form)));
      expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
      // A refund slowed past the timeout by the load is left due and given back by the job queue's next sweep.
      await sweepNow();
      const sales = await db().select().from(payments).where(eq(payments.productId, product.id));
      expect(sales).toHaveLength(1);
      expect(ssl.refunds.size - refundsBefore).toBe(19);
      const refunded = forms.filter((form) => ssl.refunds.has(form.bank_tran_id!));
      expect(refunded.map((form) => form.bank_tran_id)).not.toContain(sales[0]!.transactionId);
    }, 60_000);
  });

  describe('bKash', () => {
    const paymentIdOf = (redirectUrl: string) => new URL(redirectUrl).searchParams.get('paymentId')!;
    const callback = (url: string) => {
      const parsed = new URL(url);
      expect(parsed.origin).toBe('http://phonehaat.test');
      return t.app.inject({ url: `${parsed.pathname}${parsed.search}` });
    };

    it('sends the buyer to bKash, executes on the callback and records the sale', async () => {
      const product = await newProduct(45_500);
      const { bookingId, redirectUrl } = await buyerAtGateway(product.id, 'bkash');
      expect(redirectUrl.startsWith(bkash.url.replace('/v1.2.0-beta/tokenized/checkout', ''))).toBe(true);
      const paymentID = paymentIdOf(redirectUrl);
      expect(bkash.payments.get(paymentID)).toMatchObject({
        amount: '45500',
        callbackURL: 'http://phonehaat.test/api/payments/bkash/callback',
      });
      const back = await callback(bkash.approve(paymentID));
      expect(back.statusCode).toBe(303);
      expect(back.headers.location).toBe(`/dashboard/payment/${bookingId}?gateway=bkash&outcome=paid`);
      const [payment] = await paymentsOf(bookingId);
      expect(payment).toMatchObject({ provider: 'bkash', transactionId: bkash.payments.get(paymentID)!.trxID, amount: 45_500 });
    });

    it('records nothing when the buyer fails or cancels on bKash', async () => {
      const product = await newProduct();
      const failed = await buyerAtGateway(product.id, 'bkash');
      const failedBack = await callback(bkash.decline(paymentIdOf(failed.redirectUrl)));
      expect(failedBack.headers.location).toContain('outcome=failed');
      const cancelled = await buyerAtGateway(product.id, 'bkash');
      const cancelledBack = await callback(bkash.cancel(paymentIdOf(cancelled.redirectUrl)));
      expect(cancelledBack.headers.location).toContain('outcome=cancelled');
      expect(await paymentsOf(failed.bookingId)).toEqual([]);
      expect(await paymentsOf(cancelled.bookingId)).toEqual([]);
      expect((await checkoutsOf(failed.bookingId))[0]?.status).toBe('failed');
    });

    it('answers duplicate and concurrent callbacks with the first record', async () => {
      const product = await newProduct();
      const { bookingId, redirectUrl } = await buyerAtGateway(product.id, 'bkash');
      const url = bkash.approve(paymentIdOf(redirectUrl));
      const answers = await Promise.all(Array.from({ length: 5 }, () => callback(url)));
      expect(answers.map((answer) => answer.headers.location)).toEqual(
        Array(5).fill(`/dashboard/payment/${bookingId}?gateway=bkash&outcome=paid`),
      );
      expect(await paymentsOf(bookingId)).toHaveLength(1);
      expect(bkash.payments.get(paymentIdOf(redirectUrl))?.refunds).toEqual([]);
    });

    it('records nothing for a forged callback naming a payment bKash never made', async () => {
      const back = await t.app.inject({ url: '/api/payments/bkash/callback?paymentID=TR0011forged&status=success' });
      expect(back.headers.location).toBe('/dashboard/myOrders');
      const product = await newProduct();
      const { bookingId, redirectUrl } = await buyerAtGateway(product.id, 'bkash');
      // A callback claiming success before the buyer approved anything: execute is refused, query says Initiated.
      const early = await t.app.inject({
        url: `/api/payments/bkash/callback?paymentID=${paymentIdOf(redirectUrl)}&status=success`,
      });
      expect(early.headers.location).toContain('outcome=pending');
      expect(await paymentsOf(bookingId)).toEqual([]);
    });

    it('settles an execute that timed out by querying', async () => {
      const product = await newProduct();
      const { bookingId, redirectUrl } = await buyerAtGateway(product.id, 'bkash');
      const url = bkash.approve(paymentIdOf(redirectUrl));
      bkash.stall('execute', { process: true });
      const back = await callback(url);
      expect(back.headers.location).toContain('outcome=paid');
      expect(await paymentsOf(bookingId)).toHaveLength(1);
    });

    it('retries a refund bKash refused through the job queue', async () => {
      const product = await newProduct();
      const first = await buyerAtGateway(product.id, 'bkash');
      const second = await buyerAtGateway(product.id, 'bkash');
      await callback(bkash.approve(paymentIdOf(first.redirectUrl)));
      bkash.answerOnce('payment/refund', 200, { statusCode: '2099', statusMessage: 'System is undergoing maintenance' });
      const back = await callback(bkash.approve(paymentIdOf(second.redirectUrl)));
      expect(back.headers.location).toContain('outcome=refused');
      expect((await checkoutsOf(second.bookingId))[0]?.status).toBe('refund_due');
      await sweepNow();
      expect((await checkoutsOf(second.bookingId))[0]?.status).toBe('refunded');
      expect(bkash.payments.get(paymentIdOf(second.redirectUrl))?.refunds).toHaveLength(1);
    });

    it('twenty buyers paying for one phone at once: exactly one sale, nineteen refunds', async () => {
      const product = await newProduct();
      const buyers = await Promise.all(Array.from({ length: 20 }, () => buyerAtGateway(product.id, 'bkash')));
      const urls = buyers.map(({ redirectUrl }) => bkash.approve(paymentIdOf(redirectUrl)));
      await Promise.all(urls.map((url) => callback(url)));
      // A refund slowed past the timeout by the load is left due and given back by the job queue's next sweep.
      await sweepNow();
      const sales = await db().select().from(payments).where(eq(payments.productId, product.id));
      expect(sales).toHaveLength(1);
      const refunded = buyers.filter(({ redirectUrl }) => bkash.payments.get(paymentIdOf(redirectUrl))!.refunds.length === 1);
      expect(refunded).toHaveLength(19);
      const refundedCheckouts = await db()
        .select()
        .from(gatewayCheckouts)
        .where(and(eq(gatewayCheckouts.provider, 'bkash'), eq(gatewayCheckouts.status, 'refunded')));
      expect(refundedCheckouts.filter((row) => buyers.some((buyer) => buyer.bookingId === row.bookingId))).toHaveLength(19);
    }, 60_000);
  });

  it('lists every enabled method for the web app', async () => {
    const response = await t.app.inject('/api/config');
    expect(response.json<{ payments: unknown }>().payments).toMatchObject({
      provider: 'simulated',
      methods: [
        { id: 'card', testMode: true },
        { id: 'bkash', testMode: false },
        { id: 'sslcommerz', testMode: true },
      ],
    });
  });
});
