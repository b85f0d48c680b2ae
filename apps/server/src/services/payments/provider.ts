/**
 * What the payment flow needs from a card processor. Two implementations, chosen by PAYMENT_PROVIDER:
 * the simulated test-mode processor (default, offline) and Stripe. Amounts here are whole TK, the
 * unit the rest of the server speaks; each adapter converts to its processor's unit.
 */
export type ProviderName = 'simulated' | 'stripe';

export interface ProviderIntent {
  /** The processor's intent id; once succeeded it is the payment's transaction id. */
  id: string;
  clientSecret: string;
  /** Stripe's intent statuses: requires_payment_method, succeeded, canceled, processing, … */
  status: string;
  /** Whole TK. */
  amount: number;
  /** Lower-case ISO code, as processors write it: `bdt`. */
  currency: string;
  /** The booking the intent was created for (Stripe keeps it in the intent's metadata). */
  bookingId: string | null;
}

export interface CreateIntentInput {
  bookingId: string;
  productId: string;
  productName: string;
  /** Whole TK, from the booking row. */
  amount: number;
  buyerEmail: string;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  createIntent(input: CreateIntentInput): Promise<ProviderIntent>;
  /** The intent as the processor knows it now, or null when it has no such intent. */
  retrieveIntent(id: string): Promise<ProviderIntent | null>;
  /**
   * Gives the buyer's money back: refunds a succeeded intent, cancels one not yet paid. Safe to call
   * more than once for the same intent.
   */
  release(id: string): Promise<void>;
}

export const PAYMENT_CURRENCY = 'bdt';

/** BDT has two decimals at card processors: 1 TK = 100 poisha. */
export const toPoisha = (tk: number): number => Math.round(tk * 100);
export const fromPoisha = (poisha: number): number => poisha / 100;
