import type { PaymentProviderName } from '../../config/env.ts';

/**
 * What the payment flow needs from whoever took the money (decision 0032). Every provider can give a
 * payment back (`release`), which is all that recording a sale (settle-payment.ts) and the refund sweep
 * need. Card processors (the simulated one, Stripe) also open and look up intents: CardProvider. The
 * redirect gateways (bKash, SSLCommerz) send the buyer to their page instead: gateways/gateway.ts.
 * Amounts here are whole TK, the unit the rest of the server speaks; each adapter converts.
 */
export type ProviderName = Exclude<PaymentProviderName, 'cash'>;

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
  /**
   * Gives the buyer's money back: refunds a succeeded payment, cancels one not yet paid. Safe to call
   * more than once for the same transaction.
   */
  release(id: string): Promise<void>;
}

/** A card processor: the spec's card flow (create an intent, confirm the card, record it). */
export interface CardProvider extends PaymentProvider {
  readonly name: 'simulated' | 'stripe';
  createIntent(input: CreateIntentInput): Promise<ProviderIntent>;
  /** The intent as the processor knows it now, or null when it has no such intent. */
  retrieveIntent(id: string): Promise<ProviderIntent | null>;
}

export const PAYMENT_CURRENCY = 'bdt';

/** BDT has two decimals at card processors: 1 TK = 100 poisha. */
export const toPoisha = (tk: number): number => Math.round(tk * 100);
export const fromPoisha = (poisha: number): number => poisha / 100;
