import { z } from 'zod';

/** POST /create-payment-intent: the client sends the booking as `items`; only its `_id` is read. */
export const createPaymentIntentBody = z.object({
  items: z.object({ _id: z.string().min(1).max(200) }).passthrough(),
});
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
