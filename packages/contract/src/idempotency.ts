/**
 * Issue 41 §6 (decision 0072): a write may carry an `Idempotency-Key`. A retry with the same key and body is
 * answered with the first answer, marked `Idempotent-Replayed: true`, and the write is not done again.
 * Plain constants, no zod: the web's API client imports them with every page.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
/** 1 to 255 printable ASCII characters; the web app sends a UUID. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x20-\x7E]{1,255}$/;
