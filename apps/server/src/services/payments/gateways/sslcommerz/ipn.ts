import { z } from 'zod';

/**
 * An IPN (instant payment notification) as SSLCommerz POSTs it to ipn_url, form-encoded. Nothing in it
 * is believed: it only says which val_id to validate and which of our sessions (tran_id) it claims.
 * The card fields it also carries (card_no, card_issuer, …) are not read.
 */
const ipnFields = z.object({
  status: z.string().trim().min(1).max(40),
  tran_id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,30}$/),
  val_id: z.string().trim().max(100).optional(),
  value_a: z.string().max(255).optional(),
});

export interface Notification {
  /** What the notification claims: VALID, FAILED, CANCELLED, UNATTEMPTED, EXPIRED. */
  claimedStatus: string;
  tranId: string;
  /** Present when the gateway has something to validate (status VALID). */
  valId: string | null;
  reference: string;
}

/** The notification's claims, or null when it is not an IPN at all (answer 400, change nothing). */
export function parseNotification(form: unknown): Notification | null {
  const parsed = ipnFields.safeParse(form);
  if (!parsed.success) return null;
  return {
    claimedStatus: parsed.data.status,
    tranId: parsed.data.tran_id,
    valId: parsed.data.val_id || null,
    reference: parsed.data.value_a ?? '',
  };
}
