import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatAmount, parsePoisha } from '../../src/services/payments/gateways/sslcommerz/answers.ts';
import { newTranId, SslcommerzClient, type SessionInput } from '../../src/services/payments/gateways/sslcommerz/client.ts';
import { parseNotification } from '../../src/services/payments/gateways/sslcommerz/ipn.ts';
import {
  confirmByQuery,
  confirmByValidation,
  type ExpectedPayment,
} from '../../src/services/payments/gateways/sslcommerz/verdict.ts';
import { startSslcommerzStandIn, type SslcommerzStandIn } from '../support/sslcommerz-stand-in.ts';

const PRICE = 61_500;

let standIn: SslcommerzStandIn;
let client: SslcommerzClient;

beforeAll(async () => {
  standIn = await startSslcommerzStandIn();
  client = new SslcommerzClient({
    storeId: standIn.storeId,
    storePassword: standIn.storePassword,
    sandbox: true,
    apiBase: standIn.url,
    timeoutMs: 2_000,
  });
});
afterAll(async () => {
  await standIn?.close();
});
beforeEach(() => {
  standIn.resume();
  standIn.refundsWork();
});

const sessionInput = (overrides: Partial<SessionInput> = {}): SessionInput => ({
  tranId: newTranId(),
  amount: PRICE,
  successUrl: 'https://phonehaat.example/api/payments/sslcommerz/success',
  failUrl: 'https://phonehaat.example/api/payments/sslcommerz/fail',
  cancelUrl: 'https://phonehaat.example/api/payments/sslcommerz/cancel',
  ipnUrl: 'https://phonehaat.example/api/payments/sslcommerz/ipn',
  productName: 'Samsung Galaxy S21 128GB',
  productCategory: 'Mobile phone',
  customer: { name: 'Rahim Uddin', email: 'rahim@example.com', phone: '01900000000', address: 'Banani', city: 'Dhaka' },
  reference: '3f1c2a9e-7b44-4c1e-9a0b-6d2f8e1a5c33',
  ...overrides,
});

/** Opens a session as the flow would and answers what the flow would keep: the expected payment. */
async function openSession(overrides: Partial<SessionInput> = {}): Promise<ExpectedPayment> {
  const input = sessionInput(overrides);
  const session = await client.createSession(input);
  if (!session.ok) throw new Error(`session refused: ${JSON.stringify(session.error)}`);
  return { tranId: input.tranId, amount: input.amount };
}

/** What the IPN handler will do: read the claims, then ask the validator about the val_id. */
async function handleIpn(form: unknown, expected: ExpectedPayment) {
  const notification = parseNotification(form);
  expect(notification).not.toBeNull();
  expect(notification!.tranId).toBe(expected.tranId);
  if (!notification!.valId)
    return { ok: true as const, value: { kind: 'not-paid' as const, gatewayStatus: notification!.claimedStatus } };
  return confirmByValidation(client, notification!.valId, expected);
}

describe('session init (POST /gwprocess/v4/api.php)', () => {
  it('sends the documented fields, in BDT with two decimals, and answers where to send the buyer', async () => {
    const input = sessionInput();
    const session = await client.createSession(input);

    expect(session.ok).toBe(true);
    const { sessionKey, gatewayPageUrl } = (session as Extract<typeof session, { ok: true }>).value;
    expect(gatewayPageUrl).toBe(`${standIn.url}/gwprocess/v4/gw.php?Q=pay&SESSIONKEY=${sessionKey}`);
    const sent = standIn.requests.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', path: '/gwprocess/v4/api.php' });
    expect(sent.params).toMatchObject({
      store_id: standIn.storeId,
      store_passwd: standIn.storePassword,
      total_amount: '61500.00',
      currency: 'BDT',
      tran_id: input.tranId,
      success_url: input.successUrl,
      fail_url: input.failUrl,
      cancel_url: input.cancelUrl,
      ipn_url: input.ipnUrl,
      shipping_method: 'NO',
      product_name: 'Samsung Galaxy S21 128GB',
      product_profile: 'general',
      cus_name: 'Rahim Uddin',
      cus_email: 'rahim@example.com',
      cus_phone: '01900000000',
      cus_country: 'Bangladesh',
      value_a: input.reference,
    });
  });

  it('gives a unique tran_id of at most 30 characters each time', () => {
    const ids = new Set(Array.from({ length: 100 }, newTranId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^PH[0-9a-f]{24}$/);
  });

  it('refuses, before sending anything, an amount outside 10–500000 TK or not whole, and a bad tran_id', async () => {
    const sentBefore = standIn.requests.length;
    await expect(client.createSession(sessionInput({ amount: 9 }))).rejects.toThrow(/whole TK from 10 to 500000/);
    await expect(client.createSession(sessionInput({ amount: 500_001 }))).rejects.toThrow(/whole TK/);
    await expect(client.createSession(sessionInput({ amount: 100.5 }))).rejects.toThrow(/whole TK/);
    await expect(client.createSession(sessionInput({ tranId: 'x'.repeat(31) }))).rejects.toThrow(/tranId/);
    expect(standIn.requests.length).toBe(sentBefore);
  });

  it("answers the gateway's refusal with its reason, never the credentials", async () => {
    const wrong = new SslcommerzClient({
      storeId: standIn.storeId,
      storePassword: 'not-the-password',
      sandbox: true,
      apiBase: standIn.url,
    });
    const session = await wrong.createSession(sessionInput());
    expect(session).toEqual({ ok: false, error: { kind: 'refused', reason: 'Store Credential Error Or Store is De-active' } });
    expect(JSON.stringify(session)).not.toContain('not-the-password');
  });
});

describe('paying (IPN → validation API)', () => {
  it("success: the IPN's val_id validates as VALID with our tran_id, amount and currency → paid, without card details", async () => {
    const expected = await openSession();
    const ipn = standIn.pay(expected.tranId, { method: 'VISA-Dutch Bangla' });

    const verdict = await handleIpn(ipn, expected);

    expect(verdict).toEqual({
      ok: true,
      value: {
        kind: 'paid',
        payment: {
          tranId: expected.tranId,
          valId: ipn.val_id,
          bankTranId: ipn.bank_tran_id,
          amountPaid: PRICE,
          method: 'VISA-Dutch Bangla',
          reference: '3f1c2a9e-7b44-4c1e-9a0b-6d2f8e1a5c33',
        },
      },
    });
    const validation = standIn.requests.at(-1)!;
    expect(validation).toMatchObject({ method: 'GET', path: '/validator/api/validationserverAPI.php' });
    expect(validation.params).toMatchObject({
      val_id: ipn.val_id,
      store_id: standIn.storeId,
      store_passwd: standIn.storePassword,
      v: '1',
      format: 'json',
    });
    // The gateway's answer carries a masked card number; nothing of it is kept.
    expect(JSON.stringify(verdict)).not.toMatch(/XXXXXX|418117|BRAC BANK/);
  });

  it('failure: a FAILED IPN carries nothing to validate, and the query says FAILED → not paid', async () => {
    const expected = await openSession();
    const ipn = standIn.fail(expected.tranId);

    expect(parseNotification(ipn)).toMatchObject({ claimedStatus: 'FAILED', tranId: expected.tranId });
    // Even a FAILED attempt's val_id does not validate.
    expect(await confirmByValidation(client, ipn.val_id!, expected)).toEqual({
      ok: true,
      value: { kind: 'not-paid', gatewayStatus: 'INVALID_TRANSACTION' },
    });
    expect(await confirmByQuery(client, expected)).toEqual({ ok: true, value: { kind: 'not-paid', gatewayStatus: 'FAILED' } });
  });

  it('cancel: the buyer cancels on the gateway page → not paid; paying afterwards in the same session wins', async () => {
    const expected = await openSession();
    standIn.cancel(expected.tranId);
    expect(await confirmByQuery(client, expected)).toEqual({ ok: true, value: { kind: 'not-paid', gatewayStatus: 'CANCELLED' } });

    standIn.pay(expected.tranId);
    const verdict = await confirmByQuery(client, expected);
    expect(verdict.ok && verdict.value.kind).toBe('paid');
  });

  it('a session nobody paid for is not paid (nothing found)', async () => {
    const expected = await openSession();
    expect(await confirmByQuery(client, expected)).toEqual({ ok: true, value: { kind: 'not-paid', gatewayStatus: 'NOT_FOUND' } });
  });

  it('duplicate IPNs: the second validation answers VALIDATED, which is the same payment', async () => {
    const expected = await openSession();
    const ipn = standIn.pay(expected.tranId);

    const first = await handleIpn(ipn, expected);
    const again = await client.validate(ipn.val_id!);
    const second = await handleIpn({ ...ipn }, expected);

    expect(again.ok && again.value.status === 'valid' && again.value.transaction.status).toBe('VALIDATED');
    expect(first.ok && first.value.kind).toBe('paid');
    expect(second).toEqual(first);
  });

  it('concurrent IPNs for one payment all answer the same payment', async () => {
    const expected = await openSession();
    const ipn = standIn.pay(expected.tranId);

    const verdicts = await Promise.all(Array.from({ length: 8 }, () => handleIpn(ipn, expected)));

    const payments = verdicts.map((verdict) =>
      verdict.ok && verdict.value.kind === 'paid' ? verdict.value.payment.bankTranId : null,
    );
    expect(payments).toEqual(Array.from({ length: 8 }, () => ipn.bank_tran_id));
  });

  it('a forged IPN (a made-up val_id claiming VALID) validates as INVALID_TRANSACTION → not paid', async () => {
    const expected = await openSession();
    const forged = {
      status: 'VALID',
      tran_id: expected.tranId,
      val_id: '2611241234567ABCDEF',
      amount: '61500.00',
      currency: 'BDT',
    };

    expect(await handleIpn(forged, expected)).toEqual({
      ok: true,
      value: { kind: 'not-paid', gatewayStatus: 'INVALID_TRANSACTION' },
    });
  });

  it("a forged IPN replaying another session's real val_id is another transaction: neither recorded nor refunded", async () => {
    const ours = await openSession();
    const theirs = await openSession({ amount: PRICE });
    const theirIpn = standIn.pay(theirs.tranId);

    const verdict = await handleIpn({ ...theirIpn, tran_id: ours.tranId }, ours);

    expect(verdict).toEqual({ ok: true, value: { kind: 'other-transaction', gatewayTranId: theirs.tranId } });
  });

  it('a body that is not an IPN is refused before any call', () => {
    expect(parseNotification({})).toBeNull();
    expect(parseNotification({ status: 'VALID', tran_id: 'PH1; DROP TABLE' })).toBeNull();
    expect(parseNotification('status=VALID')).toBeNull();
  });

  it('amount mismatch: the buyer paid a different amount → refused, with what to refund', async () => {
    const expected = await openSession();
    const ipn = standIn.pay(expected.tranId, { amount: '61000.00' });

    const verdict = await handleIpn(ipn, expected);

    expect(verdict).toMatchObject({
      ok: true,
      value: { kind: 'amount-mismatch', field: 'amount', payment: { amountPaid: 61_000, bankTranId: ipn.bank_tran_id } },
    });
    const payment = verdict.ok && verdict.value.kind === 'amount-mismatch' ? verdict.value.payment : null;
    const refund = await client.refund({
      bankTranId: payment!.bankTranId,
      amount: payment!.amountPaid,
      reference: `mismatch-${expected.tranId}`,
      remarks: 'Amount did not match the order',
    });
    expect(refund.ok).toBe(true);
    expect(standIn.refunds.get(ipn.bank_tran_id!)).toBe(refund.ok ? refund.value.refundRefId : 'none');
    expect(standIn.requests.at(-1)!.params).toMatchObject({ bank_tran_id: ipn.bank_tran_id, refund_amount: '61000.00' });
  });

  it('a few poisha off is a mismatch too (the check is exact, not within 1 TK)', async () => {
    const expected = await openSession();
    const verdict = await handleIpn(standIn.pay(expected.tranId, { amount: '61500.50' }), expected);
    expect(verdict).toMatchObject({
      ok: true,
      value: { kind: 'amount-mismatch', field: 'amount', payment: { amountPaid: 61_500.5 } },
    });
  });

  it('currency mismatch: charged in another currency → refused', async () => {
    const expected = await openSession();
    const verdict = await handleIpn(standIn.pay(expected.tranId, { currency: 'USD' }), expected);
    expect(verdict).toMatchObject({ ok: true, value: { kind: 'amount-mismatch', field: 'currency' } });
  });

  it('risk_level 1: paid, but held for an admin to verify the buyer', async () => {
    const expected = await openSession();
    const verdict = await handleIpn(standIn.pay(expected.tranId, { riskLevel: '1' }), expected);
    expect(verdict).toMatchObject({
      ok: true,
      value: { kind: 'held-for-review', riskTitle: 'Not Safe', payment: { amountPaid: PRICE } },
    });
  });
});

describe('when the gateway does not answer', () => {
  it('a stalled validation is a timeout (outcome unknown), then settled by querying the tran_id', async () => {
    const impatient = new SslcommerzClient({
      storeId: standIn.storeId,
      storePassword: standIn.storePassword,
      sandbox: true,
      apiBase: standIn.url,
      timeoutMs: 150,
    });
    const expected = await openSession();
    const ipn = standIn.pay(expected.tranId);

    standIn.stall();
    const stalled = await confirmByValidation(impatient, ipn.val_id!, expected);
    standIn.resume();

    expect(stalled).toEqual({ ok: false, error: { kind: 'timeout' } });
    const settled = await confirmByQuery(impatient, expected);
    expect(settled.ok && settled.value.kind === 'paid' && settled.value.payment.bankTranId).toBe(ipn.bank_tran_id);
  });

  it('a stalled session init is a timeout too', async () => {
    const impatient = new SslcommerzClient({
      storeId: standIn.storeId,
      storePassword: standIn.storePassword,
      sandbox: true,
      apiBase: standIn.url,
      timeoutMs: 150,
    });
    standIn.stall();
    const session = await impatient.createSession(sessionInput());
    standIn.resume();
    expect(session).toEqual({ ok: false, error: { kind: 'timeout' } });
  });

  it('a closed port is unreachable; a wrong path is an HTTP status', async () => {
    const nowhere = new SslcommerzClient({
      storeId: 's',
      storePassword: 'p',
      sandbox: true,
      apiBase: 'http://127.0.0.1:1',
      timeoutMs: 2_000,
    });
    expect(await nowhere.validate('x')).toEqual({ ok: false, error: { kind: 'unreachable' } });
    const lost = new SslcommerzClient({
      storeId: standIn.storeId,
      storePassword: standIn.storePassword,
      sandbox: true,
      apiBase: `${standIn.url}/elsewhere`,
    });
    expect(await lost.validate('x')).toEqual({ ok: false, error: { kind: 'http-status', status: 404 } });
  });

  it('an answer not of the documented shape is malformed, naming fields but not values', async () => {
    standIn.answerNextWith({ APIConnect: 'DONE', status: 'VALID', tran_id: 'PH1', amount: 'lots', card_no: '418117XXXXXX6675' });
    const validation = await client.validate('anything');
    expect(validation).toEqual({ ok: false, error: { kind: 'malformed', detail: 'unexpected amount' } });

    standIn.answerNextWith({ status: 'SUCCESS', sessionkey: 'K', GatewayPageURL: 'javascript:alert(1)' });
    expect(await client.createSession(sessionInput())).toEqual({
      ok: false,
      error: { kind: 'malformed', detail: 'unexpected GatewayPageURL' },
    });

    standIn.answerNextWith('<html>maintenance</html>');
    expect(await client.queryTransaction('PH1')).toEqual({
      ok: false,
      error: { kind: 'malformed', detail: 'unexpected (answer)' },
    });
  });

  it('the validator refusing our credentials (APIConnect FAILED) is refused, without the password', async () => {
    const wrong = new SslcommerzClient({
      storeId: standIn.storeId,
      storePassword: 'wrong-secret',
      sandbox: true,
      apiBase: standIn.url,
    });
    const validation = await wrong.validate('anything');
    expect(validation).toEqual({ ok: false, error: { kind: 'refused', reason: 'APIConnect FAILED' } });
    expect(JSON.stringify(validation)).not.toContain('wrong-secret');
  });
});

describe('refunds (merchantTransIDvalidationAPI.php)', () => {
  async function paid(): Promise<{ bankTranId: string }> {
    const expected = await openSession();
    const ipn = standIn.pay(expected.tranId);
    return { bankTranId: ipn.bank_tran_id! };
  }

  it('refunds a payment, and the refund query follows it to refunded', async () => {
    const { bankTranId } = await paid();

    const refund = await client.refund({ bankTranId, amount: PRICE, reference: 'R1', remarks: 'Phone sold meanwhile' });

    expect(refund).toEqual({ ok: true, value: { status: 'success', refundRefId: standIn.refunds.get(bankTranId) } });
    expect(standIn.requests.at(-1)!.params).toMatchObject({
      bank_tran_id: bankTranId,
      refund_amount: '61500.00',
      refe_id: 'R1',
      refund_remarks: 'Phone sold meanwhile',
      format: 'json',
    });
    const status = await client.refundStatus(refund.ok ? refund.value.refundRefId : '');
    expect(status).toEqual({ ok: true, value: 'refunded' });
  });

  it("a refund failure is refused with the gateway's reason (for the job queue to retry), and the retry succeeds", async () => {
    const { bankTranId } = await paid();
    standIn.refuseRefunds('Insufficient balance in merchant account');

    const failed = await client.refund({ bankTranId, amount: PRICE, reference: 'R2', remarks: 'Refund' });
    expect(failed).toEqual({ ok: false, error: { kind: 'refused', reason: 'Insufficient balance in merchant account' } });
    expect(standIn.refunds.has(bankTranId)).toBe(false);

    standIn.refundsWork();
    const retried = await client.refund({ bankTranId, amount: PRICE, reference: 'R2', remarks: 'Refund' });
    expect(retried.ok && retried.value.status).toBe('success');
  });

  it('a second refund of the same payment is refused by the gateway: keep the refund_ref_id of the first', async () => {
    const { bankTranId } = await paid();
    await client.refund({ bankTranId, amount: PRICE, reference: 'R3', remarks: 'Refund' });
    const again = await client.refund({ bankTranId, amount: PRICE, reference: 'R3', remarks: 'Refund' });
    expect(again).toEqual({ ok: false, error: { kind: 'refused', reason: 'Refund already initiated for this transaction' } });
  });

  it('a stalled refund is a timeout: the outcome is unknown until the refund is looked up', async () => {
    const impatient = new SslcommerzClient({
      storeId: standIn.storeId,
      storePassword: standIn.storePassword,
      sandbox: true,
      apiBase: standIn.url,
      timeoutMs: 150,
    });
    const { bankTranId } = await paid();
    standIn.stall();
    const refund = await impatient.refund({ bankTranId, amount: PRICE, reference: 'R4', remarks: 'Refund' });
    standIn.resume();
    expect(refund).toEqual({ ok: false, error: { kind: 'timeout' } });

    // The gateway went on and refunded: a blind retry is refused, so the flow must not read that as "not refunded".
    const retried = await client.refund({ bankTranId, amount: PRICE, reference: 'R4', remarks: 'Refund' });
    expect(retried).toEqual({ ok: false, error: { kind: 'refused', reason: 'Refund already initiated for this transaction' } });
    expect(standIn.refunds.has(bankTranId)).toBe(true);
  });

  it('refuses to send a refund of nothing or of fractions of a poisha', async () => {
    await expect(client.refund({ bankTranId: 'B', amount: 0, reference: 'R', remarks: '' })).rejects.toThrow(/positive/);
    await expect(client.refund({ bankTranId: 'B', amount: 10.001, reference: 'R', remarks: '' })).rejects.toThrow(/two decimals/);
  });
});

describe('amounts as the gateway writes them', () => {
  it.each([
    ['61500.00', 6_150_000],
    ['61500', 6_150_000],
    ['10.5', 1_050],
    ['150.0000', 15_000],
    [' 99.99 ', 9_999],
  ])('%s is %i poisha', (text, poisha) => {
    expect(parsePoisha(text)).toBe(poisha);
  });

  it.each(['', '-1.00', '1e5', '10.005', 'NaN', '1,000.00'])('%j is not an amount', (text) => {
    expect(parsePoisha(text)).toBeNull();
  });

  it('writes TK with two decimals', () => {
    expect(formatAmount(61_500)).toBe('61500.00');
    expect(formatAmount(61_500.5)).toBe('61500.50');
  });
});
