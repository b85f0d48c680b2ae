import { parsePoisha, type TransactionRecord } from './answers.ts';
import type { GatewayResult, SslcommerzClient } from './client.ts';

/**
 * What a transaction the gateway vouches for means for our order. The gateway's answer is checked
 * against what we asked for, never the other way round: an IPN or a redirect only says where to look.
 */

/** What we asked the buyer to pay, from our own record of the session. */
export interface ExpectedPayment {
  tranId: string;
  /** Whole TK. */
  amount: number;
}

/** A payment the validator confirmed. Holds no card details (answers.ts drops them). */
export interface ConfirmedPayment {
  tranId: string;
  valId: string;
  /** The gateway's id of the money movement: refunds are made against it. */
  bankTranId: string;
  /** TK as the gateway took it (two decimals possible): what a refund gives back. */
  amountPaid: number;
  /** The method the buyer chose, e.g. "BKASH-BKash". */
  method: string;
  /** value_a: the booking the session was opened for. */
  reference: string;
}

export type PaymentVerdict =
  /** VALID/VALIDATED, our tran_id, our amount in BDT, risk 0: record the sale. */
  | { kind: 'paid'; payment: ConfirmedPayment }
  /** As paid, but the gateway flags it risky (risk_level 1): hold the order until an admin verifies the buyer. */
  | { kind: 'held-for-review'; payment: ConfirmedPayment; riskTitle: string }
  /** Not a payment (INVALID_TRANSACTION, FAILED, CANCELLED, UNATTEMPTED, EXPIRED, none found): record nothing. */
  | { kind: 'not-paid'; gatewayStatus: string }
  /** The val_id is a payment for another tran_id: a forged or confused notification. Record and refund nothing here. */
  | { kind: 'other-transaction'; gatewayTranId: string }
  /** Money was taken for our tran_id but not the amount or currency asked: refuse it and refund what was paid. */
  | { kind: 'amount-mismatch'; payment: ConfirmedPayment; field: 'amount' | 'currency' };

const PAID_STATUSES = new Set(['VALID', 'VALIDATED']);

export function judgeTransaction(transaction: TransactionRecord, expected: ExpectedPayment): PaymentVerdict {
  if (!PAID_STATUSES.has(transaction.status)) return { kind: 'not-paid', gatewayStatus: transaction.status };
  if (transaction.tran_id.trim() !== expected.tranId) return { kind: 'other-transaction', gatewayTranId: transaction.tran_id };
  const paidPoisha = parsePoisha(transaction.amount) ?? Number.NaN;
  const payment: ConfirmedPayment = {
    tranId: expected.tranId,
    valId: transaction.val_id,
    bankTranId: transaction.bank_tran_id,
    amountPaid: paidPoisha / 100,
    method: transaction.card_type,
    reference: transaction.value_a,
  };
  const expectedPoisha = expected.amount * 100;
  // `currency` is what the store is credited in, `currency_type` what the buyer was charged in; we
  // only ever ask for BDT, so both (where given) must be BDT and both amounts exactly ours.
  const currencies = [transaction.currency, transaction.currency_type].filter((value) => value !== undefined);
  if (currencies.length === 0 || currencies.some((currency) => currency.trim().toUpperCase() !== 'BDT')) {
    return { kind: 'amount-mismatch', payment, field: 'currency' };
  }
  const charged = transaction.currency_amount === undefined ? paidPoisha : parsePoisha(transaction.currency_amount);
  if (paidPoisha !== expectedPoisha || charged !== expectedPoisha) return { kind: 'amount-mismatch', payment, field: 'amount' };
  if (transaction.risk_level.trim() !== '0') return { kind: 'held-for-review', payment, riskTitle: transaction.risk_title };
  return { kind: 'paid', payment };
}

/** An IPN or the success redirect named this val_id: ask the validator and judge its answer. */
export async function confirmByValidation(
  client: SslcommerzClient,
  valId: string,
  expected: ExpectedPayment,
): Promise<GatewayResult<PaymentVerdict>> {
  const validation = await client.validate(valId);
  if (!validation.ok) return validation;
  if (validation.value.status === 'not-valid')
    return { ok: true, value: { kind: 'not-paid', gatewayStatus: validation.value.gatewayStatus } };
  return { ok: true, value: judgeTransaction(validation.value.transaction, expected) };
}

/**
 * The outcome is unknown (a validation timed out, no IPN came): ask what happened under our tran_id.
 * A paid attempt wins over failed ones (a buyer may fail once and then pay in the same session).
 */
export async function confirmByQuery(
  client: SslcommerzClient,
  expected: ExpectedPayment,
): Promise<GatewayResult<PaymentVerdict>> {
  const attempts = await client.queryTransaction(expected.tranId);
  if (!attempts.ok) return attempts;
  const paid = attempts.value.find((attempt) => PAID_STATUSES.has(attempt.status));
  if (paid) return { ok: true, value: judgeTransaction(paid, expected) };
  return { ok: true, value: { kind: 'not-paid', gatewayStatus: attempts.value.at(-1)?.status ?? 'NOT_FOUND' } };
}
