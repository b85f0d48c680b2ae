import { z } from 'zod';

/** Kinds of ledger entries; amounts are integer poisha (1 TK = 100 poisha). */
export const ledgerKinds = ['held', 'released', 'refunded', 'paid_out'] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

/** A seller's money, in poisha: held for orders in progress, available to pay out, paid out. */
export const sellerBalance = z.object({
  held: z.number().int(),
  available: z.number().int(),
  /** Asked for in payout requests not yet paid: part of `available`, not requestable again. */
  requested: z.number().int(),
  paidOut: z.number().int(),
});
export type SellerBalance = z.infer<typeof sellerBalance>;

export const payoutMethods = ['bkash', 'bank'] as const;
export const payoutRequestBody = z.object({
  amount: z.number().int().positive(),
  method: z.enum(payoutMethods),
  /** A bKash number or a bank account (name, number, branch). */
  account: z.string().trim().min(1, 'Required').max(300),
});
export type PayoutRequestBody = z.infer<typeof payoutRequestBody>;

export const payout = z.object({
  _id: z.string(),
  sellerId: z.string(),
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
