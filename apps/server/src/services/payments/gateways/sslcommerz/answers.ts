import { z } from 'zod';

/**
 * The shapes of SSLCommerz's answers (developer.sslcommerz.com/doc/v4; field names as the official
 * sslcommerz-lts library and the PHP library read them). Every answer is parsed here before any of it
 * is believed. Only the fields the flow acts on are kept: card_no (a masked card number), card_issuer
 * and the other card details are dropped by the parse so that they cannot reach a log or a row.
 */

/** The gateway writes numbers as strings ("61500.00"), sometimes as JSON numbers. */
const text = z.union([z.string(), z.number()]).transform(String);

/** Money as the gateway writes it, read exactly: `"61500.00"` → 6_150_000 poisha. */
export function parsePoisha(value: string): number | null {
  const match = /^(\d{1,10})(?:\.(\d{1,4}))?$/.exec(value.trim());
  if (!match) return null;
  const fraction = (match[2] ?? '').padEnd(4, '0');
  // Only whole poisha exist; "10.005" is not an amount we sent.
  if (fraction.slice(2) !== '00') return null;
  return Number(match[1]) * 100 + Number(fraction.slice(0, 2));
}

/** TK (up to two decimals) → the gateway's decimal(10,2) text: 61500 → "61500.00". */
export const formatAmount = (tk: number): string => (Math.round(tk * 100) / 100).toFixed(2);

const amount = text.refine((value) => parsePoisha(value) !== null, 'is not an amount');

/** `POST /gwprocess/v4/api.php`: a session (status SUCCESS) or the reason it was refused. */
export const sessionAnswer = z.union([
  z.object({
    status: z.literal('SUCCESS'),
    sessionkey: z.string().min(1).max(200),
    GatewayPageURL: z.url({ protocol: /^https?$/ }),
  }),
  z.object({ status: z.literal('FAILED'), failedreason: text.optional().default('') }),
]);

/**
 * `APIConnect` is the validator's answer about the call itself: DONE, or INVALID_REQUEST (bad input),
 * FAILED (store id / password not accepted), INACTIVE (store or API user disabled).
 */
export const apiConnect = z.object({ APIConnect: z.string() });

/** A transaction as the validation and transaction-query APIs describe it. */
export const transactionRecord = z.object({
  status: z.string().min(1),
  tran_id: z.string().min(1),
  val_id: z.string().optional().default(''),
  amount,
  currency: z.string().optional(),
  currency_type: z.string().optional(),
  currency_amount: amount.optional(),
  bank_tran_id: z.string().optional().default(''),
  /** The method the buyer used, e.g. "BKASH-BKash", "VISA-Dutch Bangla"; never a card number. */
  card_type: z.string().optional().default(''),
  /** 0 = safe, 1 = risky: hold the order and verify the buyer (the gateway's own words). */
  risk_level: text.optional().default('0'),
  risk_title: z.string().optional().default(''),
  tran_date: z.string().optional().default(''),
  value_a: z.string().optional().default(''),
});
export type TransactionRecord = z.output<typeof transactionRecord>;

/** `validationserverAPI.php?val_id=…`: the transaction, or a status such as INVALID_TRANSACTION. */
export const validationStatus = z.object({ APIConnect: z.literal('DONE'), status: z.string().min(1) });

/** `merchantTransIDvalidationAPI.php?tran_id=…`: every attempt made under the tran_id. */
export const transactionQueryAnswer = z.object({
  APIConnect: z.literal('DONE'),
  no_of_trans_found: z.coerce.number().int().min(0),
  element: z.array(transactionRecord).optional().default([]),
});

/** `merchantTransIDvalidationAPI.php?bank_tran_id=…&refund_amount=…`: the refund request's fate. */
export const refundAnswer = z.object({
  APIConnect: z.literal('DONE'),
  status: z.enum(['success', 'failed', 'processing']),
  refund_ref_id: z.string().optional().default(''),
  errorReason: text.optional().default(''),
});

/** `merchantTransIDvalidationAPI.php?refund_ref_id=…`: where a refund is now. */
export const refundStatusAnswer = z.object({
  APIConnect: z.literal('DONE'),
  status: z.enum(['refunded', 'processing', 'cancelled']),
  refund_ref_id: z.string().optional().default(''),
  initiated_on: z.string().optional().default(''),
  refunded_on: z.string().optional().default(''),
});
