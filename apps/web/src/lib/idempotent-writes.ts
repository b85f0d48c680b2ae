import { errorCodes } from '@phonehaat/contract';

/**
 * The writes that carry an Idempotency-Key (issue 41 §6, decision 0072): bookings, payments (card, bKash,
 * Nagad, SSLCommerz, cash), payouts and the order's steps. Paths are as `apiRequest` is given them, without
 * the /api prefix.
 */
const KEYED_WRITES: readonly RegExp[] = [
  /^\/bookingProduct$/,
  /^\/bookingsProduct\//,
  /^\/create-payment-intent$/,
  /^\/payments(\/|$)/,
  /^\/orders\/[^/]+\//,
  /^\/disputes\/[^/]+\/resolve$/,
  /^\/offers(\/|$)/,
  /^\/payouts(\/|$)/,
];

/** How long to wait before each retry of a keyed write; two retries, then the failure is the user's to see. */
export const KEYED_RETRY_DELAYS_MS = [500, 2_000] as const;

/** A proxy with no instance behind it, an instance stopping, or the database away for a moment. */
const RETRIED_STATUSES = new Set([502, 503, 504]);

/** A new key for this user action, when the action is one of the keyed writes. */
export function idempotencyKeyFor(method: string, path: string): string | undefined {
  if (method === 'GET' || method === 'HEAD') return undefined;
  return KEYED_WRITES.some((pattern) => pattern.test(path.split('?', 1)[0]!)) ? newKey() : undefined;
}

/** A version 4 UUID. `crypto.randomUUID` exists only on HTTPS and localhost; a demo opened at a LAN address is neither. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Sends a keyed write, and sends it again with the same key when its answer may have been lost: the
 * connection failed, a proxy or a stopping instance answered 502/503/504, or the first attempt is still
 * being carried out (409 IDEMPOTENCY_KEY_IN_USE). The server answers a repeat with the first answer, so
 * the booking or payment happens once.
 */
export async function sendKeyedWrite(send: () => Promise<Response>): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    const lastAttempt = attempt === KEYED_RETRY_DELAYS_MS.length;
    let response: Response;
    try {
      response = await send();
    } catch (error) {
      if (lastAttempt || (error instanceof DOMException && error.name === 'AbortError')) throw error;
      await pause(KEYED_RETRY_DELAYS_MS[attempt]!);
      continue;
    }
    if (lastAttempt || !(await worthRetrying(response))) return response;
    await pause(KEYED_RETRY_DELAYS_MS[attempt]!);
  }
}

async function worthRetrying(response: Response): Promise<boolean> {
  if (RETRIED_STATUSES.has(response.status)) return true;
  if (response.status !== 409) return false;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  return typeof body === 'object' && body !== null && 'code' in body && body.code === errorCodes.idempotencyKeyInUse;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
