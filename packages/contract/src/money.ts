import { z } from 'zod';
import { latinDigits } from './digits.ts';

/**
 * Kinds of ledger entries; amounts are integer poisha (1 TK = 100 poisha). `settled_outside` records a
 * cash sale paid in hand at the meet-up (decision 0034): no money passed through PhoneHaat, so it is in
 * no balance.
 */
export const ledgerKinds = ['held', 'released', 'refunded', 'paid_out', 'settled_outside'] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

/**
 * A seller's money, in poisha: held for orders in progress, available to ask for, asked for and not
 * yet sent, paid out. Released money is available + requested + paid out.
 */
export const sellerBalance = z.object({
  held: z.number().int(),
  /** Released and neither paid out nor asked for already: what a payout request may ask for now. */
  available: z.number().int(),
  /** Asked for in payout requests not yet paid: no longer in `available`. */
  requested: z.number().int(),
  paidOut: z.number().int(),
});
export type SellerBalance = z.infer<typeof sellerBalance>;

export const payoutMethods = ['bkash', 'bank'] as const;

/** The payout form's messages, written once here; the web app shows them in the page's language by these keys. */
export const payoutMessages = {
  amount: 'Enter an amount of at least TK 1',
  bkashNumber: 'Enter the 11-digit bKash number, like 01712345678',
  accountName: "Enter the account holder's name",
  accountNumber: 'Enter the account number: 6 to 20 digits',
  bankName: "Enter the bank's name",
  branch: "Enter the branch's name",
} as const;

/** An account number as typed: Bangla digits read as ASCII ones. */
const typedDigits = z.string().trim().transform(latinDigits);

const required = (message: string, max: number) => z.string().trim().min(1, message).max(max, message);

/** Where a payout goes: a bKash wallet (a Bangladeshi mobile number) or a bank account. */
export const bkashAccount = z.object({
  method: z.literal('bkash'),
  number: typedDigits.pipe(z.string().regex(/^01[3-9]\d{8}$/, payoutMessages.bkashNumber)),
});
export const bankAccount = z.object({
  method: z.literal('bank'),
  name: required(payoutMessages.accountName, 120),
  number: typedDigits.pipe(z.string().regex(/^\d{6,20}$/, payoutMessages.accountNumber)),
  bank: required(payoutMessages.bankName, 120),
  branch: required(payoutMessages.branch, 120),
});
export const payoutAccount = z.discriminatedUnion('method', [bkashAccount, bankAccount]);
export type PayoutAccount = z.infer<typeof payoutAccount>;

export const payoutRequestBody = z.object({
  /** Poisha; at most the seller's available balance (409 otherwise). */
  amount: z.number().int().positive(payoutMessages.amount),
  account: payoutAccount,
});
export type PayoutRequestBody = z.infer<typeof payoutRequestBody>;

/** How a payout's account is kept and shown: one line an admin can copy from. */
export const payoutAccountText = (account: PayoutAccount): string =>
  account.method === 'bkash' ? account.number : [account.name, account.number, account.bank, account.branch].join(' · ');

export const payout = z.object({
  _id: z.string(),
  sellerId: z.string(),
  /** The seller's name, for the admin who sends the money. */
  sellerName: z.string(),
  /** Poisha. */
  amount: z.number().int(),
  method: z.enum(payoutMethods),
  account: z.string(),
  status: z.enum(['requested', 'paid']),
  reference: z.string().nullable(),
  requestedAt: z.string(),
  paidAt: z.string().nullable(),
});
export type Payout = z.infer<typeof payout>;

export const markPayoutPaidBody = z.object({ reference: z.string().trim().min(1, 'Required').max(200) });

/** One row of a seller's ledger, newest first on the balance page; amounts in poisha. */
export const ledgerEntry = z.object({
  _id: z.string(),
  kind: z.enum(ledgerKinds),
  amount: z.number().int(),
  at: z.string(),
  /** The order the money belongs to (held, released, refunded), with the phone's name; null for a payout. */
  orderId: z.string().nullable(),
  productName: z.string().nullable(),
  payoutId: z.string().nullable(),
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;
