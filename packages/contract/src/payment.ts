import { z } from 'zod';

/** POST /create-payment-intent: the client sends the booking as `items`; only its `_id` is read. */
export const createPaymentIntentBody = z.object({
  items: z.object({ _id: z.string().min(1).max(200) }).passthrough(),
});
/** `amount` is the booking price in whole TK (the provider charges it in poisha); `currency` is the provider's code, `bdt`. */
export const paymentIntentAnswer = z.object({ clientSecret: z.string(), amount: z.number().int(), currency: z.string() });
export type PaymentIntentAnswer = z.infer<typeof paymentIntentAnswer>;

/** POST /payments (spec §3 "Payment record sent"). The price is checked against the database, never trusted. */
export const paymentRecordBody = z.object({
  price: z.union([z.number(), z.string().max(40)]).optional(),
  transactionId: z.string().min(1).max(255),
  email: z.string().max(320).optional(),
  bookingId: z.string().min(1).max(200),
});
export type PaymentRecordBody = z.infer<typeof paymentRecordBody>;
export const paymentRecordAnswer = z.object({ insertedId: z.string(), acknowledged: z.boolean() });

/** Texts of the payment flow beyond the spec's own (messages.ts holds those). */
export const paymentMessages = {
  productSold: 'Sorry, this phone has already been sold',
  productRemoved: 'This phone is no longer available',
  alreadyPaid: 'This booking has already been paid',
  notSucceeded: 'The payment has not gone through. Please try again.',
  intentMismatch: 'This payment does not belong to this booking',
  amountMismatch: 'The amount paid does not match the price of this booking',
  intentNotFound: 'Payment not found',
  released: 'This payment was not recorded in time and has been given back. Please pay again.',
} as const;

/**
 * The card the simulated test-mode processor confirms. The shape is loose on purpose: the processor,
 * like a real one, answers malformed numbers, dates and codes with its own messages.
 */
export const simulatedCard = z.object({
  number: z.string().max(40),
  expMonth: z.number().int().min(0).max(9999),
  expYear: z.number().int().min(0).max(9999),
  cvc: z.string().max(10),
});
export type SimulatedCard = z.infer<typeof simulatedCard>;

/** POST /payments/simulated/confirm: what the simulated provider's own card form sends. */
export const simulatedConfirmBody = z.object({ clientSecret: z.string().min(1).max(200), card: simulatedCard });
export type SimulatedConfirmBody = z.infer<typeof simulatedConfirmBody>;
/** The confirmed intent: its id is the transaction id recorded with POST /payments. */
export const simulatedConfirmAnswer = z.object({ id: z.string(), status: z.literal('succeeded') });
export type SimulatedConfirmAnswer = z.infer<typeof simulatedConfirmAnswer>;

/** Stripe's published test cards, which the simulated processor honours and the page lists in test mode. */
export const testCards = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'declined' },
  { number: '4000 0000 0000 9995', outcome: 'insufficient funds' },
  { number: '4000 0000 0000 0069', outcome: 'expired card' },
  { number: '4000 0000 0000 0127', outcome: 'incorrect CVC' },
] as const;

export const webhookAnswer = z.object({ received: z.boolean() });
export type PaymentRecordAnswer = z.infer<typeof paymentRecordAnswer>;
