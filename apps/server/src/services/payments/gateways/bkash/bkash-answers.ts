import { z } from 'zod';

/**
 * The shapes of bKash tokenized-checkout answers (v1.2.0-beta), as the client trusts them. bKash
 * answers most refusals with HTTP 200 and a non-"0000" statusCode, some with errorCode/errorMessage,
 * and its API gateway answers a rejected token with 401 {"message": "Unauthorized"}; every answer is
 * parsed here before anything reads it. Unknown fields are dropped (the wallet number, customerMsisdn,
 * among them: the flow has no use for it and so never holds it).
 */

export const SUCCESS = '0000';

/** bKash writes amounts as decimal strings: "610", "610.00". */
const decimalAmount = z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, 'an amount as bKash writes it');
const id = z.string().min(1).max(255);

/** A refusal in either of bKash's two envelopes. */
export const refusalAnswer = z.union([
  z.object({ statusCode: z.string().min(1).max(10), statusMessage: z.string().max(500).default('') }),
  z.object({ errorCode: z.string().min(1).max(10), errorMessage: z.string().max(500).default('') }).transform((answer) => ({
    statusCode: answer.errorCode,
    statusMessage: answer.errorMessage,
  })),
]);

export const tokenAnswer = z.object({
  statusCode: z.literal(SUCCESS),
  id_token: z.string().min(1),
  refresh_token: z.string().min(1),
  /** Seconds; bKash grants 3600. */
  expires_in: z.coerce.number().int().positive(),
  token_type: z.string().optional(),
});
export type TokenAnswer = z.infer<typeof tokenAnswer>;

export const createAnswer = z.object({
  statusCode: z.literal(SUCCESS),
  paymentID: id,
  bkashURL: z.url({ protocol: /^https?$/ }),
  amount: decimalAmount,
  currency: z.string(),
  intent: z.string(),
  merchantInvoiceNumber: z.string(),
  transactionStatus: z.string(),
});
export type CreateAnswer = z.infer<typeof createAnswer>;

export const executeAnswer = z.object({
  statusCode: z.literal(SUCCESS),
  paymentID: id,
  trxID: id,
  transactionStatus: z.string(),
  amount: decimalAmount,
  currency: z.string(),
  intent: z.string(),
  merchantInvoiceNumber: z.string(),
  payerReference: z.string().optional(),
  paymentExecuteTime: z.string().optional(),
});
export type ExecuteAnswer = z.infer<typeof executeAnswer>;

export const queryAnswer = z
  .object({
    statusCode: z.literal(SUCCESS),
    paymentID: id,
    /** Initiated (created, not executed), Completed, Failed, Cancelled, Expired, … */
    transactionStatus: z.string(),
    trxID: id.optional(),
    amount: decimalAmount,
    currency: z.string(),
    intent: z.string(),
    // Some of bKash's published samples of this answer name the field merchantInvoice.
    merchantInvoiceNumber: z.string().optional(),
    merchantInvoice: z.string().optional(),
    payerReference: z.string().optional(),
    verificationStatus: z.string().optional(),
  })
  .transform(({ merchantInvoice, merchantInvoiceNumber, ...answer }) => ({
    ...answer,
    merchantInvoiceNumber: merchantInvoiceNumber ?? merchantInvoice,
  }))
  .refine(
    (answer): answer is typeof answer & { merchantInvoiceNumber: string } => answer.merchantInvoiceNumber !== undefined,
    'merchantInvoiceNumber is missing',
  );
export type QueryAnswer = z.infer<typeof queryAnswer>;

export const refundAnswer = z.object({
  statusCode: z.literal(SUCCESS).optional(),
  transactionStatus: z.literal('Completed'),
  originalTrxID: id,
  refundTrxID: id,
  amount: decimalAmount,
  currency: z.string(),
  charge: z.string().optional(),
  completedTime: z.string().optional(),
});
export type RefundAnswer = z.infer<typeof refundAnswer>;

/** What bKash appends to callbackURL when it sends the buyer back: ?paymentID=…&status=success|failure|cancel. */
export const callbackQuery = z.object({
  paymentID: id,
  status: z.enum(['success', 'failure', 'cancel']),
});
export type BkashCallback = z.infer<typeof callbackQuery>;

/** Whole poisha from a bKash decimal string, so "610" and "610.00" compare equal. */
export function poishaOf(amount: string): number {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
