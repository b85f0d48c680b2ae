import { z } from 'zod';

/**
 * Web push (issue 38): a browser's subscription, as its service worker's `pushManager.subscribe()` gives
 * it (`PushSubscription.toJSON()`), and the server's VAPID public key that the browser subscribes with.
 */

/** The longest endpoint taken; the push services' own are about 200 characters. */
const MAX_ENDPOINT_LENGTH = 2048;

const IP_LITERAL = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/i;

/**
 * The browsers' push services (Chrome, Samsung Internet and other Chromium browsers: FCM; Firefox: Mozilla;
 * Safari: Apple; Edge: WNS). The server posts only to them, so a subscription cannot point it at a host
 * of someone's choosing (one that resolves to an address inside our network, say).
 */
const PUSH_SERVICE_DOMAINS = ['fcm.googleapis.com', 'android.googleapis.com', 'push.services.mozilla.com', 'push.apple.com', 'notify.windows.com'];
const isPushService = (host: string) => PUSH_SERVICE_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`));

/**
 * A push service's address: https, on a browser's push service. The server posts to it, so any other
 * host, an address on this machine or a bare IP is refused; `allowLoopback` (tests, with a local stand-in) lets
 * http or https on 127.0.0.1 through.
 */
export function isPushEndpoint(value: string, { allowLoopback = false }: { allowLoopback?: boolean } = {}): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.username !== '' || url.password !== '') return false;
  if (allowLoopback && url.hostname === '127.0.0.1') return url.protocol === 'https:' || url.protocol === 'http:';
  return url.protocol === 'https:' && !IP_LITERAL.test(url.hostname) && isPushService(url.hostname);
}

/** The browser's P-256 public key: 65 bytes (an uncompressed point, 0x04 first) in URL-safe base64, unpadded. */
const P256DH = /^B[A-Za-z0-9_-]{86}$/;
/** The browser's 16-byte authentication secret in URL-safe base64, unpadded. */
const AUTH_SECRET = /^[A-Za-z0-9_-]{22}$/;

/** POST /api/push/subscriptions; the server builds it with its own `allowLoopback`. */
export function pushSubscriptionBodyFor(options: { allowLoopback?: boolean } = {}) {
  return z.object({
    endpoint: z
      .string()
      .max(MAX_ENDPOINT_LENGTH)
      .refine((value) => isPushEndpoint(value, options), 'must be the https:// address of a push service'),
    /** When the browser says the subscription ends; not kept (a push to an ended one answers 404 or 410). */
    expirationTime: z.number().nullable().optional(),
    keys: z.object({
      p256dh: z.string().regex(P256DH, 'must be a P-256 public key (65 bytes) in URL-safe base64'),
      auth: z.string().regex(AUTH_SECRET, 'must be a 16-byte secret in URL-safe base64'),
    }),
  });
}
export const pushSubscriptionBody = pushSubscriptionBodyFor();
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

/** DELETE /api/push/subscriptions: the browser's endpoint; only the caller's own is removed. */
export const pushUnsubscribeBody = z.object({ endpoint: z.string().min(1).max(MAX_ENDPOINT_LENGTH) });
export type PushUnsubscribeBody = z.infer<typeof pushUnsubscribeBody>;

/** GET /api/push/public-key: the VAPID key to subscribe with, null when this deployment sends no pushes. */
export const pushPublicKey = z.object({ publicKey: z.string().nullable() });
export type PushPublicKey = z.infer<typeof pushPublicKey>;
