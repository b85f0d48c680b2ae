import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  apiConnect,
  formatAmount,
  refundAnswer,
  refundStatusAnswer,
  sessionAnswer,
  transactionQueryAnswer,
  transactionRecord,
  validationStatus,
  type TransactionRecord,
} from './answers.ts';

/**
 * A small typed client for SSLCommerz's hosted checkout (v4). It speaks only the documented HTTP calls;
 * what an answer means for an order is decided in verdict.ts. Nothing here throws for the gateway's
 * sake: every call answers a GatewayResult, so the flow can tell "no" from "no answer" (a timeout,
 * after which the outcome is unknown and the transaction must be queried).
 */

export const SANDBOX_BASE = 'https://sandbox.sslcommerz.com';
export const LIVE_BASE = 'https://securepay.sslcommerz.com';

const SESSION_PATH = '/gwprocess/v4/api.php';
const VALIDATION_PATH = '/validator/api/validationserverAPI.php';
/** One path answers transaction queries, refunds and refund queries, told apart by their parameters. */
const MERCHANT_PATH = '/validator/api/merchantTransIDvalidationAPI.php';

export interface SslcommerzOptions {
  storeId: string;
  storePassword: string;
  /** The sandbox (sandbox.sslcommerz.com) or live (securepay.sslcommerz.com) gateway. */
  sandbox: boolean;
  /** Another address for the gateway: a local stand-in in tests. */
  apiBase?: string | undefined;
  /** How long one call may take before its outcome is treated as unknown. */
  timeoutMs?: number | undefined;
}

export type GatewayError =
  /** No answer in time: the call may or may not have taken effect. Query before acting. */
  | { kind: 'timeout' }
  /** The connection failed before an answer (DNS, refused, reset). */
  | { kind: 'unreachable' }
  | { kind: 'http-status'; status: number }
  /** The answer was not the documented shape; `detail` names the fields, never their values. */
  | { kind: 'malformed'; detail: string }
  /** The gateway answered and said no: session refused, credentials not accepted, refund failed. */
  | { kind: 'refused'; reason: string };

export type GatewayResult<T> = { ok: true; value: T } | { ok: false; error: GatewayError };

export interface SessionInput {
  /** Ours, unique per attempt, at most 30 characters: newTranId(). */
  tranId: string;
  /** Whole TK; the gateway takes 10.00 to 500000.00 BDT. */
  amount: number;
  successUrl: string;
  failUrl: string;
  cancelUrl: string;
  ipnUrl: string;
  productName: string;
  productCategory: string;
  customer: { name: string; email: string; phone: string; address: string; city: string; postcode?: string | undefined };
  /** Echoed back in IPNs and validations as value_a: the booking the session pays for. */
  reference: string;
}

export interface Session {
  sessionKey: string;
  /** Where the buyer is sent to pay. */
  gatewayPageUrl: string;
}

export type Validation = { status: 'valid'; transaction: TransactionRecord } | { status: 'not-valid'; gatewayStatus: string };

export interface RefundInput {
  /** The bank_tran_id of the payment, from its validation. */
  bankTranId: string;
  /** TK, up to two decimals: what was paid, or part of it. */
  amount: number;
  /** Our reference for the refund (refe_id), kept to find it again. */
  reference: string;
  remarks: string;
}

export interface Refund {
  /** `success` or `processing`; a `failed` refund is a `refused` error. */
  status: 'success' | 'processing';
  /** The gateway's id for the refund: keep it to ask refundStatus later. */
  refundRefId: string;
}

const MIN_AMOUNT = 10;
const MAX_AMOUNT = 500_000;
const TRAN_ID = /^[A-Za-z0-9_-]{1,30}$/;

/** A tran_id the gateway accepts (≤ 30 characters) and nobody can guess: "PH" + 24 hex digits. */
export const newTranId = (): string => `PH${randomBytes(12).toString('hex')}`;

export class SslcommerzClient {
  private readonly base: string;
  private readonly timeoutMs: number;

  constructor(private readonly options: SslcommerzOptions) {
    this.base = (options.apiBase ?? (options.sandbox ? SANDBOX_BASE : LIVE_BASE)).replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 15_000;
  }

  /** Opens a hosted-checkout session; the buyer is then sent to its gatewayPageUrl. */
  async createSession(input: SessionInput): Promise<GatewayResult<Session>> {
    if (!TRAN_ID.test(input.tranId)) throw new Error('tranId must be 1–30 letters, digits, - or _');
    if (!Number.isInteger(input.amount) || input.amount < MIN_AMOUNT || input.amount > MAX_AMOUNT) {
      throw new Error(`amount must be whole TK from ${MIN_AMOUNT} to ${MAX_AMOUNT}`);
    }
    const form = new URLSearchParams({
      store_id: this.options.storeId,
      store_passwd: this.options.storePassword,
      total_amount: formatAmount(input.amount),
      currency: 'BDT',
      tran_id: input.tranId,
      success_url: input.successUrl,
      fail_url: input.failUrl,
      cancel_url: input.cancelUrl,
      ipn_url: input.ipnUrl,
      // Phones change hands at a meet-up: nothing is shipped, so no ship_* fields are needed.
      shipping_method: 'NO',
      num_of_item: '1',
      product_name: input.productName.slice(0, 255),
      product_category: input.productCategory.slice(0, 50),
      product_profile: 'general',
      cus_name: input.customer.name.slice(0, 50),
      cus_email: input.customer.email.slice(0, 50),
      cus_add1: input.customer.address.slice(0, 50),
      cus_city: input.customer.city.slice(0, 50),
      cus_postcode: (input.customer.postcode ?? '1000').slice(0, 30),
      cus_country: 'Bangladesh',
      cus_phone: input.customer.phone.slice(0, 20),
      value_a: input.reference.slice(0, 255),
    });
    const answer = await this.call(SESSION_PATH, sessionAnswer, { method: 'POST', body: form });
    if (!answer.ok) return answer;
    if (answer.value.status === 'FAILED') return this.refused(answer.value.failedreason || 'session refused');
    return { ok: true, value: { sessionKey: answer.value.sessionkey, gatewayPageUrl: answer.value.GatewayPageURL } };
  }

  /**
   * The order validation API: the only word on whether a val_id (from an IPN or the success redirect)
   * is a payment. The first call answers VALID, later ones VALIDATED; both mean paid.
   */
  async validate(valId: string): Promise<GatewayResult<Validation>> {
    const status = await this.call(`${VALIDATION_PATH}?${this.query({ val_id: valId })}`, validationStatus);
    if (!status.ok) return status;
    if (status.value.status !== 'VALID' && status.value.status !== 'VALIDATED') {
      return { ok: true, value: { status: 'not-valid', gatewayStatus: status.value.status } };
    }
    const transaction = transactionRecord.safeParse(status.raw);
    if (!transaction.success) return malformed(transaction.error);
    return { ok: true, value: { status: 'valid', transaction: transaction.data } };
  }

  /** Every attempt made under a tran_id: settles an outcome left unknown (a timeout, an IPN that never came). */
  async queryTransaction(tranId: string): Promise<GatewayResult<TransactionRecord[]>> {
    const answer = await this.call(`${MERCHANT_PATH}?${this.query({ tran_id: tranId })}`, transactionQueryAnswer);
    if (!answer.ok) return answer;
    return { ok: true, value: answer.value.element };
  }

  /** Asks the gateway to give the buyer's money back. A `failed` answer is `refused` with the gateway's reason. */
  async refund(input: RefundInput): Promise<GatewayResult<Refund>> {
    if (!(input.amount > 0) || Math.round(input.amount * 100) !== input.amount * 100) {
      throw new Error('refund amount must be positive TK with at most two decimals');
    }
    const query = this.query({
      bank_tran_id: input.bankTranId,
      refund_amount: formatAmount(input.amount),
      refund_remarks: input.remarks.slice(0, 255),
      refe_id: input.reference.slice(0, 50),
    });
    const answer = await this.call(`${MERCHANT_PATH}?${query}`, refundAnswer);
    if (!answer.ok) return answer;
    if (answer.value.status === 'failed') return this.refused(answer.value.errorReason || 'refund failed');
    return { ok: true, value: { status: answer.value.status, refundRefId: answer.value.refund_ref_id } };
  }

  /** Where a refund asked for earlier is now: refunded, still processing, or cancelled. */
  async refundStatus(refundRefId: string): Promise<GatewayResult<'refunded' | 'processing' | 'cancelled'>> {
    const answer = await this.call(`${MERCHANT_PATH}?${this.query({ refund_ref_id: refundRefId })}`, refundStatusAnswer);
    if (!answer.ok) return answer;
    return { ok: true, value: answer.value.status };
  }

  /** The validator's GET parameters: the call's own, the store's credentials, v=1, format=json. */
  private query(parameters: Record<string, string>): string {
    return new URLSearchParams({
      ...parameters,
      store_id: this.options.storeId,
      store_passwd: this.options.storePassword,
      v: '1',
      format: 'json',
    }).toString();
  }

  /** A reason as the gateway gave it, with our credentials cut out should it ever echo them. */
  private refused(reason: string): { ok: false; error: GatewayError } {
    return { ok: false, error: { kind: 'refused', reason: this.redact(reason).slice(0, 300) } };
  }

  private redact(text: string): string {
    let redacted = text;
    for (const secret of [this.options.storePassword, this.options.storeId]) {
      if (secret) redacted = redacted.split(secret).join('[redacted]');
    }
    return redacted;
  }

  /**
   * One HTTP call with a deadline. The URL carries the store password (the validator takes it as a
   * query parameter), so neither the URL nor fetch's own error text ever leaves this method.
   */
  private async call<S extends z.ZodType>(
    path: string,
    schema: S,
    init: { method: 'GET' | 'POST'; body?: URLSearchParams } = { method: 'GET' },
  ): Promise<{ ok: true; value: z.output<S>; raw: unknown } | { ok: false; error: GatewayError }> {
    let body: unknown;
    try {
      const response = await fetch(`${this.base}${path}`, {
        method: init.method,
        body: init.body,
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
        redirect: 'error',
      });
      if (!response.ok) {
        await response.body?.cancel();
        return { ok: false, error: { kind: 'http-status', status: response.status } };
      }
      const text = await response.text();
      try {
        body = JSON.parse(text) as unknown;
      } catch {
        return { ok: false, error: { kind: 'malformed', detail: 'not JSON' } };
      }
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      return { ok: false, error: { kind: name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'unreachable' } };
    }
    if (path.startsWith('/validator/')) {
      const call = apiConnect.safeParse(body);
      if (!call.success) return malformed(call.error);
      // INVALID_REQUEST, FAILED (credentials), INACTIVE: the call itself was refused.
      if (call.data.APIConnect !== 'DONE') return this.refused(`APIConnect ${call.data.APIConnect}`);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) return malformed(parsed.error);
    return { ok: true, value: parsed.data, raw: body };
  }
}

function malformed(error: z.ZodError): { ok: false; error: GatewayError } {
  const fields = [...new Set(error.issues.map((issue) => issue.path.join('.') || '(answer)'))];
  return { ok: false, error: { kind: 'malformed', detail: `unexpected ${fields.join(', ')}` } };
}
