import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for bKash tokenized checkout v1.2.0-beta (bKash is unreachable from the test
 * machines). It serves the documented endpoints under /v1.2.0-beta/tokenized/checkout — token/grant,
 * token/refresh, create, execute, payment/status, payment/refund — with bKash's answer shapes: HTTP
 * 200 with statusCode "0000" on success and a bKash error code otherwise, 401 {"message":"Unauthorized"}
 * from the API gateway for a missing or expired id_token. What the buyer does on bKash's own page
 * (wallet, OTP, PIN) is driven by the test through approve/decline; tests can also make an endpoint
 * stall (with or without doing its work first) or answer a given failure once. It is also the app's
 * simulated bKash in test mode (a loopback port, the real client talking to it).
 */

export const BKASH_TEST_CREDENTIALS = {
  appKey: 'stand-in-app-key',
  appSecret: 'stand-in-app-secret-do-not-log',
  username: 'sandboxTokenizedUser',
  password: 'stand-in-password-do-not-log',
};

export const BKASH_PATH = '/v1.2.0-beta/tokenized/checkout';

export type Endpoint = 'token/grant' | 'token/refresh' | 'create' | 'execute' | 'payment/status' | 'payment/refund';

export interface StandInPayment {
  paymentID: string;
  amount: string;
  payerReference: string;
  callbackURL: string;
  merchantInvoiceNumber: string;
  /** Initiated → (buyer approves) → Completed on execute; Failed/Cancelled when the buyer fails or leaves. */
  transactionStatus: 'Initiated' | 'Completed' | 'Failed' | 'Cancelled';
  /** What happened on bKash's page; execute acts on it. */
  buyer: 'on-page' | 'approved' | { declined: string; message: string } | 'cancelled';
  trxID: string | null;
  executions: number;
  refunds: { refundTrxID: string; amount: string }[];
}

export interface BkashRequest {
  endpoint: string;
  headers: Record<string, string | undefined>;
  body: Record<string, unknown>;
}

interface Stall {
  /** Do the endpoint's work before stalling: the gateway acted, the answer never arrives. */
  process: boolean;
}

export interface BkashStandIn {
  /** Base URL for the client: …/v1.2.0-beta/tokenized/checkout */
  url: string;
  requests: BkashRequest[];
  payments: Map<string, StandInPayment>;
  /** The stand-in's clock (ms), for token expiry; tests move it. */
  clock: { now: number };
  /** The buyer enters wallet number, OTP and PIN: the next execute completes. Returns the callback URL bKash redirects to. */
  approve(paymentID: string): string;
  /** The buyer fails on bKash's page (e.g. 2023 Insufficient Balance). Returns the failure callback URL. */
  decline(paymentID: string, code?: string, message?: string): string;
  /** The buyer presses cancel on bKash's page. Returns the cancel callback URL. */
  cancel(paymentID: string): string;
  /** The next `times` requests to the endpoint are held open, never answered. */
  stall(endpoint: Endpoint, options?: Partial<Stall> & { times?: number }): void;
  /** The next request to the endpoint gets this answer instead. */
  answerOnce(endpoint: Endpoint, status: number, body: unknown): void;
  close(): Promise<void>;
}

const token = (length: number) => randomBytes(length).toString('base64url').replace(/[-_]/g, 'x').slice(0, length);
const TOKEN_LIFETIME_S = 3600;

const refusal = (statusCode: string, statusMessage: string) => ({ status: 200, body: { statusCode, statusMessage } });
const success = (body: Record<string, unknown>) => ({
  status: 200,
  body: { ...body, statusCode: '0000', statusMessage: 'Successful' },
});
const bkashTime = (ms: number) => new Date(ms + 6 * 3600_000).toISOString().replace(/\.(\d{3})Z$/, ':$1 GMT+0600');

export interface StandInOptions {
  /** Tests read every request; the app's simulated gateway keeps none (they carry the credentials). */
  keepRequests?: boolean;
}

export async function startBkashStandIn({ keepRequests = true }: StandInOptions = {}): Promise<BkashStandIn> {
  const requests: BkashRequest[] = [];
  const payments = new Map<string, StandInPayment>();
  const clock = { now: Date.parse('2026-06-15T10:00:00Z') };
  const idTokens = new Map<string, number>(); // token → expires at
  const refreshTokens = new Set<string>();
  const stalls = new Map<Endpoint, Stall & { times: number }>();
  const onceAnswers = new Map<Endpoint, { status: number; body: unknown }>();
  const held = new Set<ServerResponse>();
  let origin = '';

  function issueToken() {
    const idToken = `eyJ${token(40)}`;
    const refreshToken = `eyR${token(40)}`;
    idTokens.set(idToken, clock.now + TOKEN_LIFETIME_S * 1000);
    refreshTokens.add(refreshToken);
    return success({ id_token: idToken, token_type: 'Bearer', expires_in: TOKEN_LIFETIME_S, refresh_token: refreshToken });
  }

  function credentialsMatch(headers: BkashRequest['headers'], body: Record<string, unknown>) {
    return (
      headers.username === BKASH_TEST_CREDENTIALS.username &&
      headers.password === BKASH_TEST_CREDENTIALS.password &&
      body.app_key === BKASH_TEST_CREDENTIALS.appKey &&
      body.app_secret === BKASH_TEST_CREDENTIALS.appSecret
    );
  }

  const paymentAnswer = (payment: StandInPayment) => ({
    paymentID: payment.paymentID,
    mode: '0011',
    payerReference: payment.payerReference,
    paymentCreateTime: bkashTime(clock.now),
    ...(payment.trxID ? { trxID: payment.trxID, paymentExecuteTime: bkashTime(clock.now) } : {}),
    transactionStatus: payment.transactionStatus,
    amount: payment.amount,
    currency: 'BDT',
    intent: 'sale',
    merchantInvoiceNumber: payment.merchantInvoiceNumber,
    verificationStatus: payment.trxID ? 'Complete' : 'Incomplete',
  });

  function answer(
    endpoint: string,
    headers: BkashRequest['headers'],
    body: Record<string, unknown>,
  ): { status: number; body: unknown } {
    if (endpoint === 'token/grant') {
      return credentialsMatch(headers, body) ? issueToken() : refusal('2001', 'Invalid App Key');
    }
    if (endpoint === 'token/refresh') {
      if (!credentialsMatch(headers, body)) return refusal('2001', 'Invalid App Key');
      // bKash documents no code for an unknown refresh token; this one is the stand-in's own.
      if (typeof body.refresh_token !== 'string' || !refreshTokens.has(body.refresh_token))
        return refusal('2079', 'Invalid refresh token');
      return issueToken();
    }
    const expiresAt = headers.authorization ? idTokens.get(headers.authorization) : undefined;
    if (expiresAt === undefined || clock.now >= expiresAt || headers['x-app-key'] !== BKASH_TEST_CREDENTIALS.appKey) {
      return { status: 401, body: { message: 'Unauthorized' } };
    }

    if (endpoint === 'create') {
      if (body.mode !== '0011') return refusal('2063', 'Mode is not valid as per request data');
      if (body.currency !== 'BDT') return refusal('2007', 'Invalid currency');
      if (body.intent !== 'sale') return refusal('2008', 'Invalid intent');
      if (typeof body.amount !== 'string' || !/^\d+(\.\d{1,2})?$/.test(body.amount) || Number(body.amount) <= 0)
        return refusal('2006', 'Invalid amount');
      if (typeof body.payerReference !== 'string' || !body.payerReference) return refusal('2048', 'Invalid Payer Reference');
      if (typeof body.callbackURL !== 'string' || !URL.canParse(body.callbackURL))
        return refusal('2049', 'Invalid Merchant Callback URL');
      if (typeof body.merchantInvoiceNumber !== 'string' || !/^[^<>&]{1,255}$/.test(body.merchantInvoiceNumber)) {
        return refusal('2031', 'Invalid merchant invoice number');
      }
      const payment: StandInPayment = {
        paymentID: `TR0011${token(8)}${clock.now}`,
        amount: body.amount,
        payerReference: body.payerReference,
        callbackURL: body.callbackURL,
        merchantInvoiceNumber: body.merchantInvoiceNumber,
        transactionStatus: 'Initiated',
        buyer: 'on-page',
        trxID: null,
        executions: 0,
        refunds: [],
      };
      payments.set(payment.paymentID, payment);
      const back = (status: string) => callback(payment, status);
      return success({
        paymentID: payment.paymentID,
        bkashURL: `${origin}/pay?paymentId=${payment.paymentID}`,
        callbackURL: payment.callbackURL,
        successCallbackURL: back('success'),
        failureCallbackURL: back('failure'),
        cancelledCallbackURL: back('cancel'),
        amount: payment.amount,
        intent: 'sale',
        currency: 'BDT',
        paymentCreateTime: bkashTime(clock.now),
        transactionStatus: 'Initiated',
        merchantInvoiceNumber: payment.merchantInvoiceNumber,
      });
    }

    const payment = typeof body.paymentID === 'string' ? payments.get(body.paymentID) : undefined;
    if (!payment) return refusal('2002', 'Invalid Payment ID');

    if (endpoint === 'execute') {
      payment.executions += 1;
      if (payment.transactionStatus === 'Completed') return refusal('2117', 'The payment execution has already been completed');
      // Executing before the buyer finished on bKash's page, or after they cancelled.
      if (payment.buyer === 'on-page') return refusal('2056', 'Invalid Payment State');
      if (payment.buyer === 'cancelled') return refusal('2056', 'Invalid Payment State');
      if (typeof payment.buyer === 'object') {
        payment.transactionStatus = 'Failed';
        return refusal(payment.buyer.declined, payment.buyer.message);
      }
      payment.transactionStatus = 'Completed';
      payment.trxID = `B${token(9).toUpperCase()}`;
      return success({
        paymentID: payment.paymentID,
        customerMsisdn: '01770618575',
        payerReference: payment.payerReference,
        paymentExecuteTime: bkashTime(clock.now),
        trxID: payment.trxID,
        transactionStatus: 'Completed',
        amount: payment.amount,
        currency: 'BDT',
        intent: 'sale',
        merchantInvoiceNumber: payment.merchantInvoiceNumber,
      });
    }
    if (endpoint === 'payment/status') return success(paymentAnswer(payment));
    if (endpoint === 'payment/refund') {
      if (payment.transactionStatus !== 'Completed' || body.trxID !== payment.trxID) {
        return refusal('2028', 'Reverse failed because the transaction serial number does not exist');
      }
      if (typeof body.amount !== 'string' || !/^\d+(\.\d{1,2})?$/.test(body.amount)) return refusal('2006', 'Invalid amount');
      const refunded = payment.refunds.reduce((sum, refund) => sum + Number(refund.amount), 0);
      if (refunded >= Number(payment.amount)) {
        return refusal('2034', 'The transaction cannot be reversed because the original transaction has been reversed');
      }
      if (refunded + Number(body.amount) > Number(payment.amount)) {
        return refusal('2026', 'The reversal amount cannot be greater than the original transaction amount');
      }
      const refund = { refundTrxID: `R${token(9).toUpperCase()}`, amount: body.amount };
      payment.refunds.push(refund);
      return success({
        completedTime: bkashTime(clock.now),
        transactionStatus: 'Completed',
        originalTrxID: payment.trxID,
        refundTrxID: refund.refundTrxID,
        amount: refund.amount,
        currency: 'BDT',
        charge: '0.00',
      });
    }
    return { status: 404, body: { message: 'Not Found' } };
  }

  function callback(payment: StandInPayment, status: string): string {
    const url = new URL(payment.callbackURL);
    url.searchParams.set('paymentID', payment.paymentID);
    url.searchParams.set('status', status);
    return url.toString();
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
      const endpoint = path.startsWith(`${BKASH_PATH}/`) ? path.slice(BKASH_PATH.length + 1) : path;
      let body: Record<string, unknown> = {};
      try {
        const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
        if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
      } catch {
        body = {};
      }
      const header = (name: string) => {
        const value = request.headers[name];
        return typeof value === 'string' ? value : undefined;
      };
      const headers = {
        username: header('username'),
        password: header('password'),
        authorization: header('authorization'),
        'x-app-key': header('x-app-key'),
      };
      if (keepRequests) requests.push({ endpoint, headers, body });

      const stall = stalls.get(endpoint as Endpoint);
      if (stall) {
        stall.times -= 1;
        if (stall.times <= 0) stalls.delete(endpoint as Endpoint);
        if (stall.process) answer(endpoint, headers, body);
        held.add(response);
        return;
      }
      const once = onceAnswers.get(endpoint as Endpoint);
      if (once) onceAnswers.delete(endpoint as Endpoint);
      const { status, body: answerBody } = once ?? answer(endpoint, headers, body);
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(typeof answerBody === 'string' ? answerBody : JSON.stringify(answerBody));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  function find(paymentID: string): StandInPayment {
    const payment = payments.get(paymentID);
    if (!payment) throw new Error(`no payment ${paymentID}`);
    return payment;
  }

  return {
    url: `${origin}${BKASH_PATH}`,
    requests,
    payments,
    clock,
    approve(paymentID) {
      const payment = find(paymentID);
      payment.buyer = 'approved';
      return callback(payment, 'success');
    },
    decline(paymentID, code = '2023', message = 'Insufficient Balance') {
      const payment = find(paymentID);
      payment.buyer = { declined: code, message };
      return callback(payment, 'failure');
    },
    cancel(paymentID) {
      const payment = find(paymentID);
      payment.buyer = 'cancelled';
      payment.transactionStatus = 'Cancelled';
      return callback(payment, 'cancel');
    },
    stall(endpoint, options = {}) {
      stalls.set(endpoint, { process: options.process ?? false, times: options.times ?? 1 });
    },
    answerOnce(endpoint, status, body) {
      onceAnswers.set(endpoint, { status, body });
    },
    close: () => {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
