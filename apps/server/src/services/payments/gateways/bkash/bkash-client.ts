import type { z } from 'zod';
import {
  callbackQuery,
  createAnswer,
  executeAnswer,
  poishaOf,
  queryAnswer,
  refundAnswer,
  refusalAnswer,
  tokenAnswer,
  type BkashCallback,
  type QueryAnswer,
} from './bkash-answers.ts';

/**
 * A small typed client for bKash tokenized checkout (v1.2.0-beta): grant/refresh token, create,
 * execute, query, refund. Every answer is zod-parsed; every failure comes back as a value the payment
 * flow can act on, never as a thrown error carrying a request (the credentials travel in headers and
 * bodies, so nothing here echoes either). Amounts in and out are whole TK, sent as bKash's strings.
 */

export interface BkashClientOptions {
  /** Up to and including /tokenized/checkout, e.g. https://tokenized.sandbox.bka.sh/v1.2.0-beta/tokenized/checkout */
  baseUrl: string;
  appKey: string;
  appSecret: string;
  username: string;
  password: string;
  /** Per request; bKash's own guidance is 30 s. A request that outlives it is settled by querying. */
  timeoutMs?: number;
  /** Milliseconds since the epoch; injected so tests can age the token. */
  now?: () => number;
  fetch?: typeof fetch;
}

export type BkashFailure =
  /** bKash answered and said no (statusCode/errorCode other than "0000"). */
  | { kind: 'refused'; code: string; message: string }
  /** No answer in time: the outcome is unknown and must be queried. */
  | { kind: 'timeout' }
  /** Network error, 5xx or a non-JSON page: the outcome is unknown. */
  | { kind: 'unreachable'; httpStatus: number | null }
  /** An answer that does not have the documented shape; not trusted. */
  | { kind: 'malformed'; httpStatus: number }
  /** A well-formed answer about a different payment than the one asked for. */
  | { kind: 'mismatch'; field: MismatchField };

export type MismatchField = 'amount' | 'currency' | 'intent' | 'merchantInvoiceNumber' | 'paymentID';

export type BkashResult<T> = { ok: true; value: T } | { ok: false; failure: BkashFailure };

export interface CreatePaymentInput {
  /** Whole TK. */
  amount: number;
  /** Shown to the buyer on bKash's page; the flow's booking reference (no wallet number needed). */
  payerReference: string;
  /** Where bKash sends the buyer back, with ?paymentID=…&status=… appended. */
  callbackURL: string;
  /** Unique per attempt; bKash answers it back on execute and query, and it ties the payment to a booking. */
  merchantInvoiceNumber: string;
}

export interface CreatedPayment {
  paymentID: string;
  /** Send the buyer here. */
  bkashURL: string;
}

export interface Expected {
  /** Whole TK. */
  amount: number;
  merchantInvoiceNumber: string;
}

/** What one payment came to, after execute and, when that is uncertain, a query. */
export type Settlement =
  /** Money taken for exactly what was expected: record trxID as the transaction id. */
  | { status: 'completed'; paymentID: string; trxID: string; amount: number }
  /** Money taken, but for another amount or invoice: record nothing, refund `amount` (TK, what was taken) of trxID. */
  | { status: 'mismatch'; paymentID: string; trxID: string; field: MismatchField; amount: number }
  /** Nothing taken and nothing will be: the buyer failed, cancelled or let it expire. */
  | { status: 'failed'; paymentID: string; code: string; message: string }
  /** Nothing taken yet; the buyer may still finish on bKash's page (a forged or early callback). */
  | { status: 'pending'; paymentID: string }
  /** bKash could not be asked: query again later (a job). */
  | { status: 'unknown'; paymentID: string; failure: BkashFailure };

export interface RefundInput {
  paymentID: string;
  trxID: string;
  /** TK, whole or with poisha (a mismatched payment is refunded what it took). */
  amount: number;
  /** bKash limits sku and reason to 255 characters. */
  reason: string;
  sku?: string;
}

export interface Refund {
  /** null when bKash says the payment was refunded before (a retried refund). */
  refundTrxID: string | null;
  /** Whole TK. */
  amount: number;
}

/** Query statuses after which the payment can no longer take money. */
const UNPAID_FOR_GOOD = new Set(['Failed', 'Cancelled', 'Expired']);
/** "Invalid Payment ID": bKash never issued it. */
const UNKNOWN_PAYMENT = '2002';
/** "The transaction cannot be reversed because the original transaction has been reversed." */
const ALREADY_REFUNDED = '2034';
/** bKash's refusal to take an expired or unknown id_token: drop it and ask once more. */
const UNAUTHORIZED = 401;
/** Refresh this long before bKash's expiry, so a token never expires between check and use. */
const EXPIRY_MARGIN_MS = 60_000;
const REFERENCE = /^[^<>&]{1,255}$/;

interface HeldToken {
  idToken: string;
  refreshToken: string;
  expiresAt: number;
}

type Sent = { kind: 'answer'; httpStatus: number; json: unknown } | { kind: 'failure'; failure: BkashFailure };

const fail = <T>(failure: BkashFailure): BkashResult<T> => ({ ok: false, failure });
const tkOf = (amount: string) => poishaOf(amount) / 100;

export class BkashClient {
  private readonly options: Required<Omit<BkashClientOptions, 'fetch'>> & { fetch: typeof fetch };
  private token: HeldToken | null = null;
  /** One grant/refresh at a time: concurrent payments wait for the same token. */
  private tokenRequest: Promise<BkashResult<string>> | null = null;

  constructor(options: BkashClientOptions) {
    this.options = {
      timeoutMs: 30_000,
      now: Date.now,
      ...options,
      baseUrl: options.baseUrl.replace(/\/+$/, ''),
      fetch: options.fetch ?? fetch,
    };
  }

  /** Parses the query string bKash sends the buyer back with; null when it is not one. Proves nothing by itself. */
  static parseCallback(query: unknown): BkashCallback | null {
    const parsed = callbackQuery.safeParse(query);
    return parsed.success ? parsed.data : null;
  }

  async createPayment(input: CreatePaymentInput): Promise<BkashResult<CreatedPayment>> {
    if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new RangeError('amount must be whole TK above 0');
    if (!URL.canParse(input.callbackURL)) throw new RangeError('callbackURL must be an absolute URL');
    if (!REFERENCE.test(input.payerReference) || !REFERENCE.test(input.merchantInvoiceNumber)) {
      throw new RangeError('payerReference and merchantInvoiceNumber must be 1–255 characters without < > &');
    }
    const result = await this.call('/create', createAnswer, {
      mode: '0011',
      payerReference: input.payerReference,
      callbackURL: input.callbackURL,
      amount: String(input.amount),
      currency: 'BDT',
      intent: 'sale',
      merchantInvoiceNumber: input.merchantInvoiceNumber,
    });
    if (!result.ok) return result;
    const answer = result.value;
    const field = mismatch(answer, { amount: input.amount, merchantInvoiceNumber: input.merchantInvoiceNumber });
    if (field) return fail({ kind: 'mismatch', field });
    return { ok: true, value: { paymentID: answer.paymentID, bkashURL: answer.bkashURL } };
  }

  /** The payment as bKash knows it now. */
  async queryPayment(paymentID: string): Promise<BkashResult<QueryAnswer>> {
    const result = await this.call('/payment/status', queryAnswer, { paymentID });
    if (result.ok && result.value.paymentID !== paymentID) return fail({ kind: 'mismatch', field: 'paymentID' });
    return result;
  }

  /**
   * Executes a payment the buyer approved and says what it came to. Anything short of a clear answer
   * (a timeout, a 5xx, "already executed", a refusal) is settled by querying, so a duplicate or
   * concurrent callback, or a retry after a timeout, arrives at the same trxID as the first.
   */
  async settle(paymentID: string, expected: Expected): Promise<Settlement> {
    const executed = await this.call('/execute', executeAnswer, { paymentID });
    if (executed.ok && executed.value.paymentID === paymentID && executed.value.transactionStatus === 'Completed') {
      const field = mismatch(executed.value, expected);
      if (field)
        return { status: 'mismatch', paymentID, trxID: executed.value.trxID, field, amount: tkOf(executed.value.amount) };
      return { status: 'completed', paymentID, trxID: executed.value.trxID, amount: expected.amount };
    }
    const refusal = !executed.ok && executed.failure.kind === 'refused' ? executed.failure : null;

    const queried = await this.queryPayment(paymentID);
    if (!queried.ok) {
      // bKash does not know the id at all (a forged callback): nothing was or will be taken.
      if (queried.failure.kind === 'refused' && queried.failure.code === UNKNOWN_PAYMENT) {
        return { status: 'failed', paymentID, code: queried.failure.code, message: queried.failure.message };
      }
      return { status: 'unknown', paymentID, failure: queried.failure };
    }
    const payment = queried.value;
    if (payment.transactionStatus === 'Completed') {
      if (!payment.trxID) return { status: 'unknown', paymentID, failure: { kind: 'malformed', httpStatus: 200 } };
      const field = mismatch(payment, expected);
      if (field) return { status: 'mismatch', paymentID, trxID: payment.trxID, field, amount: tkOf(payment.amount) };
      return { status: 'completed', paymentID, trxID: payment.trxID, amount: expected.amount };
    }
    if (payment.transactionStatus === 'Initiated') return { status: 'pending', paymentID };
    // A status bKash has not documented is not taken as "nothing will be taken".
    if (!UNPAID_FOR_GOOD.has(payment.transactionStatus))
      return { status: 'unknown', paymentID, failure: { kind: 'malformed', httpStatus: 200 } };
    return {
      status: 'failed',
      paymentID,
      code: refusal?.code ?? payment.transactionStatus,
      message: refusal?.message ?? `The payment is ${payment.transactionStatus}.`,
    };
  }

  /** Refunds a completed payment; a second refund of the same payment answers refundTrxID null. */
  async refund(input: RefundInput): Promise<BkashResult<Refund>> {
    const poisha = Math.round(input.amount * 100);
    if (!Number.isSafeInteger(poisha) || poisha <= 0 || Math.abs(input.amount * 100 - poisha) > 1e-6) {
      throw new RangeError('amount must be TK above 0 with at most two decimals');
    }
    const result = await this.call('/payment/refund', refundAnswer, {
      paymentID: input.paymentID,
      trxID: input.trxID,
      amount: poisha % 100 === 0 ? String(poisha / 100) : (poisha / 100).toFixed(2),
      sku: (input.sku ?? 'phone').slice(0, 255),
      reason: input.reason.slice(0, 255),
    });
    if (!result.ok) {
      if (result.failure.kind === 'refused' && result.failure.code === ALREADY_REFUNDED) {
        return { ok: true, value: { refundTrxID: null, amount: input.amount } };
      }
      return result;
    }
    if (result.value.originalTrxID !== input.trxID) return fail({ kind: 'mismatch', field: 'paymentID' });
    if (poishaOf(result.value.amount) !== poisha) return fail({ kind: 'mismatch', field: 'amount' });
    return { ok: true, value: { refundTrxID: result.value.refundTrxID, amount: tkOf(result.value.amount) } };
  }

  /** An id_token, kept until shortly before it expires, then refreshed (or granted anew if refreshing fails). */
  private idToken(): Promise<BkashResult<string>> {
    const held = this.token;
    if (held && this.options.now() < held.expiresAt - EXPIRY_MARGIN_MS) return Promise.resolve({ ok: true, value: held.idToken });
    this.tokenRequest ??= this.renewToken(held).finally(() => {
      this.tokenRequest = null;
    });
    return this.tokenRequest;
  }

  private async renewToken(held: HeldToken | null): Promise<BkashResult<string>> {
    const { appKey, appSecret, username, password } = this.options;
    const headers = { username, password };
    const askedAt = this.options.now();
    let answer = held
      ? await this.interpret(
          await this.send('/token/refresh', headers, {
            app_key: appKey,
            app_secret: appSecret,
            refresh_token: held.refreshToken,
          }),
          tokenAnswer,
        )
      : null;
    if (!answer?.ok)
      answer = await this.interpret(
        await this.send('/token/grant', headers, { app_key: appKey, app_secret: appSecret }),
        tokenAnswer,
      );
    if (!answer.ok) {
      this.token = null;
      return answer;
    }
    this.token = {
      idToken: answer.value.id_token,
      refreshToken: answer.value.refresh_token,
      expiresAt: askedAt + answer.value.expires_in * 1000,
    };
    return { ok: true, value: answer.value.id_token };
  }

  /** One authorised call; a token bKash no longer takes is dropped and the call made once more (it was refused, not run). */
  private async call<S extends z.ZodType>(
    path: string,
    schema: S,
    body: Record<string, string>,
  ): Promise<BkashResult<z.output<S>>> {
    for (let attempt = 0; ; attempt += 1) {
      const token = await this.idToken();
      if (!token.ok) return token;
      const sent = await this.send(path, { authorization: token.value, 'x-app-key': this.options.appKey }, body);
      if (sent.kind === 'answer' && sent.httpStatus === UNAUTHORIZED && attempt === 0) {
        if (this.token?.idToken === token.value) this.token = null;
        continue;
      }
      return this.interpret(sent, schema);
    }
  }

  private async send(path: string, headers: Record<string, string>, body: Record<string, string>): Promise<Sent> {
    let response: Response;
    try {
      response = await this.options.fetch(`${this.options.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError') return { kind: 'failure', failure: { kind: 'timeout' } };
      return { kind: 'failure', failure: { kind: 'unreachable', httpStatus: null } };
    }
    let json: unknown;
    try {
      json = JSON.parse(await response.text());
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError') return { kind: 'failure', failure: { kind: 'timeout' } };
      if (response.status >= 500) return { kind: 'failure', failure: { kind: 'unreachable', httpStatus: response.status } };
      return { kind: 'failure', failure: { kind: 'malformed', httpStatus: response.status } };
    }
    if (response.status >= 500) return { kind: 'failure', failure: { kind: 'unreachable', httpStatus: response.status } };
    return { kind: 'answer', httpStatus: response.status, json };
  }

  private interpret<S extends z.ZodType>(sent: Sent, schema: S): BkashResult<z.output<S>> {
    if (sent.kind === 'failure') return fail(sent.failure);
    const parsed = schema.safeParse(sent.json);
    if (parsed.success) return { ok: true, value: parsed.data };
    const refusal = refusalAnswer.safeParse(sent.json);
    if (refusal.success && refusal.data.statusCode !== '0000') {
      return fail({ kind: 'refused', code: refusal.data.statusCode, message: refusal.data.statusMessage });
    }
    if (sent.httpStatus === UNAUTHORIZED) return fail({ kind: 'refused', code: '401', message: 'Unauthorized' });
    return fail({ kind: 'malformed', httpStatus: sent.httpStatus });
  }
}

/** The first field in which bKash's answer is about another payment than the one expected. */
function mismatch(
  answer: { amount: string; currency: string; intent: string; merchantInvoiceNumber: string },
  expected: Expected,
): MismatchField | null {
  if (answer.currency !== 'BDT') return 'currency';
  if (answer.intent !== 'sale') return 'intent';
  if (answer.merchantInvoiceNumber !== expected.merchantInvoiceNumber) return 'merchantInvoiceNumber';
  if (poishaOf(answer.amount) !== expected.amount * 100) return 'amount';
  return null;
}
