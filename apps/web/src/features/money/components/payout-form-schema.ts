import { z } from 'zod';
import { payoutAccount, payoutMessages, withLatinDigits } from '@phonehaat/contract';

/** The amount asked for is more than can be asked for: the form words it with the limit. */
export const TOO_MUCH = 'tooMuch';

/**
 * The payout form: an amount in TK (up to two decimals) no more than `maxPoisha`, and the contract's
 * account (a bKash number or a bank account), whose messages the form shows by their key.
 */
export const payoutFormSchema = (maxPoisha: number) =>
  z.object({
    // Bangla digits typed on a Bangla keyboard read as the Latin ones (the contract's account reads its own).
    amount: z.preprocess(
      withLatinDigits,
      z
        .string()
        .trim()
        .regex(/^\d+(\.\d{1,2})?$/, payoutMessages.amount)
        .transform((tk) => Math.round(Number(tk) * 100))
        .refine((poisha) => poisha >= 100, payoutMessages.amount)
        .refine((poisha) => poisha <= maxPoisha, TOO_MUCH),
    ),
    account: payoutAccount,
  });

/** What the form's fields hold: text as typed, the bank's fields only while a bank account is chosen. */
export interface PayoutFormInput {
  amount: string;
  account: { method: 'bkash' | 'bank'; number: string; name?: string; bank?: string; branch?: string };
}
export type PayoutFormValues = z.output<ReturnType<typeof payoutFormSchema>>;

/** The catalogue key (`money:messages.*`) of a message the schema gave, or undefined for another. */
export function payoutMessageKey(message: string | undefined): keyof typeof payoutMessages | typeof TOO_MUCH | undefined {
  if (message === TOO_MUCH) return TOO_MUCH;
  return (Object.keys(payoutMessages) as (keyof typeof payoutMessages)[]).find((key) => payoutMessages[key] === message);
}
