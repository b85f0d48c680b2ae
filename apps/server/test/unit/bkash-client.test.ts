import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BkashClient, type BkashClientOptions } from '../../src/services/payments/gateways/bkash/bkash-client.ts';
import { BKASH_TEST_CREDENTIALS, startBkashStandIn, type BkashStandIn } from '../support/bkash-stand-in.ts';

let standIn: BkashStandIn;
let invoice = 0;

beforeAll(async () => {
  standIn = await startBkashStandIn();
});
afterAll(async () => {
  await standIn?.close();
});

const client = (overrides: Partial<BkashClientOptions> = {}) =>
  new BkashClient({
    baseUrl: standIn.url,
    ...BKASH_TEST_CREDENTIALS,
    timeoutMs: 2_000,
    now: () => standIn.clock.now,
    ...overrides,
  });

const nextInvoice = () => `PH-booking-${(invoice += 1)}`;
const callsTo = (endpoint: string) => standIn.requests.filter((request) => request.endpoint === endpoint).length;

/** Creates a TK 61,500 payment; returns what settle expects of it too. */
async function created(bkash: BkashClient, amount = 61_500) {
  const merchantInvoiceNumber = nextInvoice();
  const result = await bkash.createPayment({
    amount,
    payerReference: 'booking 42',
    callbackURL: 'https://phonehaat.test/api/payments/bkash/callback',
    merchantInvoiceNumber,
  });
  if (!result.ok) throw new Error(`create failed: ${JSON.stringify(result.failure)}`);
  return { ...result.value, expected: { amount, merchantInvoiceNumber } };
}

/** The buyer comes back: what the flow's callback route would parse. */
const returned = (callbackUrl: string) => BkashClient.parseCallback(Object.fromEntries(new URL(callbackUrl).searchParams));

describe('bKash token', () => {
  it('grants one token, keeps it for every call until it expires, then refreshes it (not a new grant)', async () => {
    const bkash = client();
    const grants = callsTo('token/grant');
    const first = await created(bkash);
    await bkash.queryPayment(first.paymentID);
    await created(bkash);
    expect(callsTo('token/grant')).toBe(grants + 1);

    const refreshes = callsTo('token/refresh');
    standIn.clock.now += 3600_000; // bKash's id_token lives 3600 s
    const after = await created(bkash);
    expect(after.paymentID).toMatch(/^TR0011/);
    expect(callsTo('token/refresh')).toBe(refreshes + 1);
    expect(callsTo('token/grant')).toBe(grants + 1);
    const refresh = standIn.requests.findLast((request) => request.endpoint === 'token/refresh')!;
    expect(refresh.headers).toMatchObject({
      username: BKASH_TEST_CREDENTIALS.username,
      password: BKASH_TEST_CREDENTIALS.password,
    });
    expect(refresh.body).toMatchObject({ app_key: BKASH_TEST_CREDENTIALS.appKey, refresh_token: expect.stringMatching(/^eyR/) });
  });

  it('refreshes a minute before expiry, so a token never runs out between the check and the call', async () => {
    const bkash = client();
    await created(bkash);
    const refreshes = callsTo('token/refresh');
    standIn.clock.now += 3600_000 - 59_000;
    await created(bkash);
    expect(callsTo('token/refresh')).toBe(refreshes + 1);
  });

  it('grants anew when the refresh is refused', async () => {
    const bkash = client();
    await created(bkash);
    const grants = callsTo('token/grant');
    standIn.clock.now += 3600_000;
    standIn.answerOnce('token/refresh', 200, { statusCode: '2079', statusMessage: 'Invalid refresh token' });
    await created(bkash);
    expect(callsTo('token/grant')).toBe(grants + 1);
  });

  it('shares one grant among concurrent first calls', async () => {
    const bkash = client();
    const grants = callsTo('token/grant');
    await Promise.all(Array.from({ length: 5 }, () => created(bkash)));
    expect(callsTo('token/grant')).toBe(grants + 1);
  });

  it('drops a token bKash no longer takes (401) and makes the call once more with a new one', async () => {
    const bkash = client();
    const payment = await created(bkash);
    const grants = callsTo('token/grant');
    standIn.answerOnce('payment/status', 401, { message: 'Unauthorized' });
    const queried = await bkash.queryPayment(payment.paymentID);
    expect(queried).toMatchObject({ ok: true, value: { transactionStatus: 'Initiated' } });
    expect(callsTo('token/grant')).toBe(grants + 1);
  });

  it('refuses wrong credentials without echoing them in the failure', async () => {
    const bkash = client({ password: 'wrong-password-secret', appSecret: 'wrong-app-secret' });
    const result = await bkash.createPayment({
      amount: 100,
      payerReference: 'x',
      callbackURL: 'https://phonehaat.test/cb',
      merchantInvoiceNumber: nextInvoice(),
    });
    expect(result).toEqual({ ok: false, failure: { kind: 'refused', code: '2001', message: 'Invalid App Key' } });
    const text = JSON.stringify(result);
    for (const secret of ['wrong-password-secret', 'wrong-app-secret', BKASH_TEST_CREDENTIALS.appKey])
      expect(text).not.toContain(secret);
  });
});

describe('bKash create', () => {
  it('sends the documented create body with whole TK as a string, and returns bkashURL', async () => {
    const bkash = client();
    const payment = await created(bkash, 61_500);
    expect(payment.bkashURL).toContain(payment.paymentID);
    const create = standIn.requests.findLast((request) => request.endpoint === 'create')!;
    expect(create.body).toEqual({
      mode: '0011',
      payerReference: 'booking 42',
      callbackURL: 'https://phonehaat.test/api/payments/bkash/callback',
      amount: '61500',
      currency: 'BDT',
      intent: 'sale',
      merchantInvoiceNumber: payment.expected.merchantInvoiceNumber,
    });
    expect(create.headers.authorization).toMatch(/^eyJ/);
    expect(create.headers['x-app-key']).toBe(BKASH_TEST_CREDENTIALS.appKey);
  });

  it('refuses amounts that are not whole TK above zero and references bKash would refuse, before calling', async () => {
    const bkash = client();
    const creates = callsTo('create');
    const input = { payerReference: 'x', callbackURL: 'https://phonehaat.test/cb', merchantInvoiceNumber: nextInvoice() };
    await expect(bkash.createPayment({ ...input, amount: 10.5 })).rejects.toThrow(RangeError);
    await expect(bkash.createPayment({ ...input, amount: 0 })).rejects.toThrow(RangeError);
    await expect(bkash.createPayment({ ...input, amount: 10, merchantInvoiceNumber: 'a<b' })).rejects.toThrow(RangeError);
    await expect(bkash.createPayment({ ...input, amount: 10, callbackURL: '/relative' })).rejects.toThrow(RangeError);
    expect(callsTo('create')).toBe(creates);
  });

  it('does not trust a create answer for another amount', async () => {
    const bkash = client();
    const merchantInvoiceNumber = nextInvoice();
    standIn.answerOnce('create', 200, {
      statusCode: '0000',
      statusMessage: 'Successful',
      paymentID: 'TR0011forged',
      bkashURL: 'https://sandbox.payment.bkash.com/?paymentId=TR0011forged',
      amount: '10',
      currency: 'BDT',
      intent: 'sale',
      merchantInvoiceNumber,
      transactionStatus: 'Initiated',
    });
    const result = await bkash.createPayment({
      amount: 61_500,
      payerReference: 'x',
      callbackURL: 'https://phonehaat.test/cb',
      merchantInvoiceNumber,
    });
    expect(result).toEqual({ ok: false, failure: { kind: 'mismatch', field: 'amount' } });
  });

  it('passes on a refusal as a typed failure, and a create answer missing bkashURL as malformed', async () => {
    const bkash = client();
    const input = {
      amount: 100,
      payerReference: 'x',
      callbackURL: 'https://phonehaat.test/cb',
      merchantInvoiceNumber: nextInvoice(),
    };
    standIn.answerOnce('create', 200, { statusCode: '2064', statusMessage: 'This product mode currently unavailable' });
    expect(await bkash.createPayment(input)).toEqual({
      ok: false,
      failure: { kind: 'refused', code: '2064', message: 'This product mode currently unavailable' },
    });
    standIn.answerOnce('create', 200, { statusCode: '0000', statusMessage: 'Successful', paymentID: 'TR0011x', amount: '100' });
    expect(await bkash.createPayment(input)).toEqual({ ok: false, failure: { kind: 'malformed', httpStatus: 200 } });
  });
});

describe('bKash callback and settling', () => {
  it('success: the buyer approves, the callback says success, execute completes with a trxID', async () => {
    const bkash = client();
    const payment = await created(bkash);
    const callback = returned(standIn.approve(payment.paymentID));
    expect(callback).toEqual({ paymentID: payment.paymentID, status: 'success' });
    const settled = await bkash.settle(callback!.paymentID, payment.expected);
    expect(settled).toEqual({
      status: 'completed',
      paymentID: payment.paymentID,
      trxID: standIn.payments.get(payment.paymentID)!.trxID,
      amount: 61_500,
    });
    expect(settled.status === 'completed' && settled.trxID).toMatch(/^B/);
  });

  it('failure: the buyer fails on bKash (insufficient balance); nothing is taken', async () => {
    const bkash = client();
    const payment = await created(bkash);
    const callback = returned(standIn.decline(payment.paymentID));
    expect(callback).toEqual({ paymentID: payment.paymentID, status: 'failure' });
    expect(await bkash.settle(payment.paymentID, payment.expected)).toEqual({
      status: 'failed',
      paymentID: payment.paymentID,
      code: '2023',
      message: 'Insufficient Balance',
    });
    expect(standIn.payments.get(payment.paymentID)!.trxID).toBeNull();
  });

  it('cancel: the buyer leaves bKash; settling finds it cancelled', async () => {
    const bkash = client();
    const payment = await created(bkash);
    expect(returned(standIn.cancel(payment.paymentID))).toEqual({ paymentID: payment.paymentID, status: 'cancel' });
    expect(await bkash.settle(payment.paymentID, payment.expected)).toMatchObject({ status: 'failed', code: '2056' });
  });

  it('duplicate callbacks arrive at the first trxID (the second execute is "already completed", settled by query)', async () => {
    const bkash = client();
    const payment = await created(bkash);
    standIn.approve(payment.paymentID);
    const first = await bkash.settle(payment.paymentID, payment.expected);
    const second = await bkash.settle(payment.paymentID, payment.expected);
    expect(first.status).toBe('completed');
    expect(second).toEqual(first);
    expect(standIn.payments.get(payment.paymentID)!.executions).toBe(2);
  });

  it('concurrent callbacks for one payment all arrive at one trxID', async () => {
    const bkash = client();
    const payment = await created(bkash);
    standIn.approve(payment.paymentID);
    const settled = await Promise.all(Array.from({ length: 8 }, () => bkash.settle(payment.paymentID, payment.expected)));
    const trxIDs = new Set(settled.map((one) => (one.status === 'completed' ? one.trxID : one.status)));
    expect([...trxIDs]).toEqual([standIn.payments.get(payment.paymentID)!.trxID]);
  });

  it('a forged success callback for a payment nobody approved completes nothing (pending)', async () => {
    const bkash = client();
    const payment = await created(bkash);
    const forged = returned(`https://phonehaat.test/api/payments/bkash/callback?paymentID=${payment.paymentID}&status=success`);
    expect(await bkash.settle(forged!.paymentID, payment.expected)).toEqual({ status: 'pending', paymentID: payment.paymentID });
    expect(standIn.payments.get(payment.paymentID)!.transactionStatus).toBe('Initiated');
    // The real buyer can still finish afterwards.
    standIn.approve(payment.paymentID);
    expect(await bkash.settle(payment.paymentID, payment.expected)).toMatchObject({ status: 'completed' });
  });

  it('a forged callback with a paymentID bKash never issued fails; malformed callbacks are not callbacks', async () => {
    const bkash = client();
    expect(await bkash.settle('TR0011madeup', { amount: 100, merchantInvoiceNumber: nextInvoice() })).toEqual({
      status: 'failed',
      paymentID: 'TR0011madeup',
      code: '2002',
      message: 'Invalid Payment ID',
    });
    expect(BkashClient.parseCallback({ paymentID: 'TR0011x', status: 'paid' })).toBeNull();
    expect(BkashClient.parseCallback({ status: 'success' })).toBeNull();
    expect(BkashClient.parseCallback({ paymentID: ['a', 'b'], status: 'success' })).toBeNull();
  });

  it('amount mismatch: a paid TK 10 payment replayed for a TK 61,500 booking is a mismatch with the trxID to refund', async () => {
    const bkash = client();
    const cheap = await created(bkash, 10);
    standIn.approve(cheap.paymentID);
    const settled = await bkash.settle(cheap.paymentID, {
      amount: 61_500,
      merchantInvoiceNumber: cheap.expected.merchantInvoiceNumber,
    });
    const trxID = standIn.payments.get(cheap.paymentID)!.trxID!;
    expect(settled).toEqual({ status: 'mismatch', paymentID: cheap.paymentID, trxID, field: 'amount', amount: 10 });
    expect(
      await bkash.refund({
        paymentID: cheap.paymentID,
        trxID,
        amount: settled.status === 'mismatch' ? settled.amount : 0,
        reason: 'Amount did not match the booking',
      }),
    ).toMatchObject({ ok: true, value: { amount: 10 } });
    expect(standIn.payments.get(cheap.paymentID)!.refunds).toHaveLength(1);
  });

  it('a paid payment replayed for another booking (invoice) is a mismatch too, also when found by query', async () => {
    const bkash = client();
    const payment = await created(bkash);
    standIn.approve(payment.paymentID);
    await bkash.settle(payment.paymentID, payment.expected);
    expect(await bkash.settle(payment.paymentID, { amount: 61_500, merchantInvoiceNumber: 'PH-another-booking' })).toMatchObject({
      status: 'mismatch',
      field: 'merchantInvoiceNumber',
    });
  });

  it('timeout: execute ran at bKash but its answer never came; the query settles it as completed', async () => {
    const bkash = client({ timeoutMs: 150 });
    const payment = await created(bkash);
    standIn.approve(payment.paymentID);
    standIn.stall('execute', { process: true });
    const settled = await bkash.settle(payment.paymentID, payment.expected);
    expect(settled).toEqual({
      status: 'completed',
      paymentID: payment.paymentID,
      trxID: standIn.payments.get(payment.paymentID)!.trxID,
      amount: 61_500,
    });
    expect(standIn.payments.get(payment.paymentID)!.executions).toBe(1);
  });

  it('timeout: execute never reached bKash; the query says pending and a later settle completes it', async () => {
    const bkash = client({ timeoutMs: 150 });
    const payment = await created(bkash);
    standIn.approve(payment.paymentID);
    standIn.stall('execute');
    expect(await bkash.settle(payment.paymentID, payment.expected)).toEqual({ status: 'pending', paymentID: payment.paymentID });
    expect(await bkash.settle(payment.paymentID, payment.expected)).toMatchObject({ status: 'completed' });
  });

  it('timeout of execute and query alike: unknown, to be asked again later', async () => {
    const bkash = client({ timeoutMs: 150 });
    const payment = await created(bkash);
    standIn.approve(payment.paymentID);
    standIn.stall('execute', { process: true });
    standIn.stall('payment/status');
    expect(await bkash.settle(payment.paymentID, payment.expected)).toEqual({
      status: 'unknown',
      paymentID: payment.paymentID,
      failure: { kind: 'timeout' },
    });
    expect(await bkash.settle(payment.paymentID, payment.expected)).toMatchObject({ status: 'completed' });
  });

  it('a 5xx page or a malformed query answer leaves the outcome unknown, never completed', async () => {
    const bkash = client();
    const payment = await created(bkash);
    standIn.approve(payment.paymentID);
    standIn.answerOnce('execute', 503, '<html>Service Unavailable</html>');
    standIn.answerOnce('payment/status', 200, {
      statusCode: '0000',
      paymentID: payment.paymentID,
      transactionStatus: 'Completed',
    });
    expect(await bkash.settle(payment.paymentID, payment.expected)).toEqual({
      status: 'unknown',
      paymentID: payment.paymentID,
      failure: { kind: 'malformed', httpStatus: 200 },
    });
    standIn.answerOnce('execute', 503, '<html>Service Unavailable</html>');
    standIn.answerOnce('payment/status', 502, '<html>Bad Gateway</html>');
    expect(await bkash.settle(payment.paymentID, payment.expected)).toEqual({
      status: 'unknown',
      paymentID: payment.paymentID,
      failure: { kind: 'unreachable', httpStatus: 502 },
    });
    expect(standIn.payments.get(payment.paymentID)!.trxID).toBeNull();
  });

  it('a refused execute with a query refused for another reason (maintenance) is unknown, not failed', async () => {
    const bkash = client();
    const payment = await created(bkash);
    standIn.approve(payment.paymentID);
    standIn.answerOnce('execute', 200, {
      errorCode: '503',
      errorMessage: 'System is undergoing maintenance. Please try again later',
    });
    standIn.answerOnce('payment/status', 200, {
      errorCode: '503',
      errorMessage: 'System is undergoing maintenance. Please try again later',
    });
    expect(await bkash.settle(payment.paymentID, payment.expected)).toMatchObject({
      status: 'unknown',
      failure: { kind: 'refused', code: '503' },
    });
    expect(await bkash.settle(payment.paymentID, payment.expected)).toMatchObject({ status: 'completed' });
  });

  it('a query status bKash has not documented is unknown, not failed', async () => {
    const bkash = client();
    const payment = await created(bkash);
    standIn.answerOnce('payment/status', 200, {
      statusCode: '0000',
      statusMessage: 'Successful',
      paymentID: payment.paymentID,
      transactionStatus: 'Processing',
      amount: '61500',
      currency: 'BDT',
      intent: 'sale',
      merchantInvoice: payment.expected.merchantInvoiceNumber,
    });
    expect(await bkash.settle(payment.paymentID, payment.expected)).toEqual({
      status: 'unknown',
      paymentID: payment.paymentID,
      failure: { kind: 'malformed', httpStatus: 200 },
    });
  });

  it('a tampered execute answer (another amount) is a mismatch, not a sale', async () => {
    const bkash = client();
    const payment = await created(bkash);
    standIn.answerOnce('execute', 200, {
      statusCode: '0000',
      statusMessage: 'Successful',
      paymentID: payment.paymentID,
      trxID: 'BFAKE00001',
      transactionStatus: 'Completed',
      amount: '1.50',
      currency: 'BDT',
      intent: 'sale',
      merchantInvoiceNumber: payment.expected.merchantInvoiceNumber,
    });
    expect(await bkash.settle(payment.paymentID, payment.expected)).toEqual({
      status: 'mismatch',
      paymentID: payment.paymentID,
      trxID: 'BFAKE00001',
      field: 'amount',
      amount: 1.5,
    });
  });
});

describe('bKash refund', () => {
  async function paid(bkash: BkashClient) {
    const payment = await created(bkash);
    standIn.approve(payment.paymentID);
    const settled = await bkash.settle(payment.paymentID, payment.expected);
    if (settled.status !== 'completed') throw new Error(settled.status);
    return { paymentID: payment.paymentID, trxID: settled.trxID };
  }

  it('refunds a completed payment with the documented body; a second refund is a no-op (null refundTrxID)', async () => {
    const bkash = client();
    const { paymentID, trxID } = await paid(bkash);
    const refund = await bkash.refund({ paymentID, trxID, amount: 61_500, reason: 'Phone sold meanwhile' });
    expect(refund).toEqual({
      ok: true,
      value: { refundTrxID: standIn.payments.get(paymentID)!.refunds[0]!.refundTrxID, amount: 61_500 },
    });
    expect(standIn.requests.findLast((request) => request.endpoint === 'payment/refund')!.body).toEqual({
      paymentID,
      trxID,
      amount: '61500',
      sku: 'phone',
      reason: 'Phone sold meanwhile',
    });
    expect(await bkash.refund({ paymentID, trxID, amount: 61_500, reason: 'retry' })).toEqual({
      ok: true,
      value: { refundTrxID: null, amount: 61_500 },
    });
    expect(standIn.payments.get(paymentID)!.refunds).toHaveLength(1);
  });

  it('refunds part of a payment with poisha as bKash writes it ("10.50"), and refuses more than two decimals before calling', async () => {
    const bkash = client();
    const { paymentID, trxID } = await paid(bkash);
    expect(await bkash.refund({ paymentID, trxID, amount: 10.5, reason: 'Part' })).toMatchObject({
      ok: true,
      value: { amount: 10.5 },
    });
    expect(standIn.requests.findLast((request) => request.endpoint === 'payment/refund')!.body).toMatchObject({
      amount: '10.50',
    });
    await expect(bkash.refund({ paymentID, trxID, amount: 10.505, reason: 'x' })).rejects.toThrow(RangeError);
  });

  it('a refused refund (no permission) is a typed failure to retry; the retry refunds once', async () => {
    const bkash = client();
    const { paymentID, trxID } = await paid(bkash);
    standIn.answerOnce('payment/refund', 200, {
      statusCode: '2035',
      statusMessage: 'Reverse failed because the initiator has no permission to reverse the transaction',
    });
    const failed = await bkash.refund({ paymentID, trxID, amount: 61_500, reason: 'Buyer cancelled' });
    expect(failed).toMatchObject({ ok: false, failure: { kind: 'refused', code: '2035' } });
    expect(standIn.payments.get(paymentID)!.refunds).toHaveLength(0);
    expect(await bkash.refund({ paymentID, trxID, amount: 61_500, reason: 'Buyer cancelled' })).toMatchObject({ ok: true });
    expect(standIn.payments.get(paymentID)!.refunds).toHaveLength(1);
  });

  it('refund failures in the other envelope, by timeout, and of a payment never completed are failures too', async () => {
    const bkash = client({ timeoutMs: 150 });
    const { paymentID, trxID } = await paid(bkash);
    standIn.answerOnce('payment/refund', 200, {
      errorCode: '503',
      errorMessage: 'System is undergoing maintenance. Please try again later',
    });
    expect(await bkash.refund({ paymentID, trxID, amount: 61_500, reason: 'x' })).toMatchObject({
      ok: false,
      failure: { kind: 'refused', code: '503' },
    });
    standIn.stall('payment/refund');
    expect(await bkash.refund({ paymentID, trxID, amount: 61_500, reason: 'x' })).toEqual({
      ok: false,
      failure: { kind: 'timeout' },
    });
    const unpaid = await created(bkash);
    expect(await bkash.refund({ paymentID: unpaid.paymentID, trxID: 'BNOTREAL01', amount: 61_500, reason: 'x' })).toMatchObject({
      ok: false,
      failure: { kind: 'refused', code: '2028' },
    });
  });
});

describe('bKash under load', () => {
  it('twenty buyers paying at once each get their own completed payment, and nineteen can be refunded', async () => {
    const bkash = client();
    const payments = await Promise.all(Array.from({ length: 20 }, () => created(bkash)));
    for (const payment of payments) standIn.approve(payment.paymentID);
    const settled = await Promise.all(payments.map((payment) => bkash.settle(payment.paymentID, payment.expected)));
    const completed = settled.flatMap((one) => (one.status === 'completed' ? [one] : []));
    expect(completed).toHaveLength(20);
    expect(new Set(completed.map((one) => one.trxID)).size).toBe(20);

    const refunds = await Promise.all(
      completed
        .slice(1)
        .map((one) =>
          bkash.refund({ paymentID: one.paymentID, trxID: one.trxID, amount: one.amount, reason: 'Phone sold meanwhile' }),
        ),
    );
    expect(refunds.filter((refund) => refund.ok)).toHaveLength(19);
    expect(standIn.payments.get(completed[0]!.paymentID)!.refunds).toHaveLength(0);
  });
});
