import { createECDH, createPublicKey, randomBytes, randomUUID, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for a browser's push service (RFC 8030) and for the browser behind it: `subscribe`
 * makes a subscription as `pushManager.subscribe()` would (a P-256 key pair and a 16-byte auth secret,
 * bound to the application server's key), and each POST to its endpoint is checked as a push service
 * does and decrypted as the browser would:
 * - the endpoint is known (404);
 * - `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292): k is the key the subscription was made with (403),
 *   t an ES256 JWT signed by it for this origin, expiring within 24 hours, with a mailto:/https: subject (401);
 * - TTL is given, Urgency and Topic (at most 32 URL-safe characters) are valid if given (400);
 * - the body is aes128gcm (RFC 8188/8291), decrypted with the subscription's private key (415, 400).
 * A push that passes is recorded and answered 201, unless the test set another answer for its endpoint
 * (410 gone, 500 …), given after the checks.
 */

/** The payload decryption of RFC 8291, with the http_ece package that web-push encrypts with (resolved from web-push). */
const ece = createRequire(createRequire(import.meta.url).resolve('web-push'))('http_ece') as {
  decrypt(content: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer;
};

/** A browser's PushSubscription as toJSON() gives it. */
export interface BrowserSubscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  endpoint: string;
  /** The decrypted body, parsed as JSON. */
  payload: unknown;
  ttl: number;
  urgency: string | undefined;
  topic: string | undefined;
  /** The VAPID token's `sub`. */
  subject: string;
}

export interface PushServiceStandIn {
  /** Its origin, the VAPID token's audience. */
  origin: string;
  /** A new subscription of a browser that subscribed with this application server key. */
  subscribe(applicationServerKey: string): BrowserSubscription;
  /** Every push delivered (checked, decrypted, answered 201), in order. */
  received: ReceivedPush[];
  /** Every push refused by a check: the status and why. */
  refused: { endpoint: string; status: number; reason: string }[];
  /**
   * Answers every later push to `endpoint` with `status` (after the checks), or not at all (`silent`: the
   * connection stays open until the client gives up); undefined goes back to 201.
   */
  answer(endpoint: string, status: number | 'silent' | undefined): void;
  close(): Promise<void>;
}

interface Subscription {
  browserKeys: ECDH;
  auth: string;
  applicationServerKey: string;
}

const URGENCIES = new Set(['very-low', 'low', 'normal', 'high']);
const DAY_S = 24 * 60 * 60;

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The P-256 public key of a VAPID `k` (65 bytes, uncompressed). */
function vapidKey(k: string) {
  const point = Buffer.from(k, 'base64url');
  if (point.length !== 65 || point[0] !== 0x04) throw new Refusal(401, 'k is not an uncompressed P-256 key');
  return createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
}

/** Checks the VAPID token (RFC 8292 §2, §3) and answers its subject. */
function checkVapid(authorization: string | undefined, subscription: Subscription, audience: string): string {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), ?k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Refusal(401, `no VAPID authorization: ${authorization ?? '(none)'}`);
  const [, token, k] = match as unknown as [string, string, string];
  if (k !== subscription.applicationServerKey) throw new Refusal(403, 'k is not the key the subscription was made with');
  const [header, claims, signature] = token.split('.') as [string, string, string];
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: vapidKey(k), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Refusal(401, 'the JWT is not signed by k');
  const { alg, typ } = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string; typ?: string };
  if (alg !== 'ES256' || (typ !== undefined && typ !== 'JWT')) throw new Refusal(401, `the JWT is ${alg}/${typ}, not ES256`);
  const { aud, exp, sub } = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (aud !== audience) throw new Refusal(401, `the JWT is for ${aud}, not ${audience}`);
  const now = Date.now() / 1000;
  if (typeof exp !== 'number' || exp <= now || exp > now + DAY_S)
    throw new Refusal(401, `the JWT expires at ${exp}, not within a day`);
  if (typeof sub !== 'string' || !/^(mailto:.+@|https:\/\/)/.test(sub))
    throw new Refusal(401, `the JWT's subject ${sub} is no mailto: or https: URL`);
  return sub;
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startPushServiceStandIn(): Promise<PushServiceStandIn> {
  const subscriptions = new Map<string, Subscription>();
  const answers = new Map<string, number | 'silent'>();
  const received: ReceivedPush[] = [];
  const refused: PushServiceStandIn['refused'] = [];
  let origin = '';

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const endpoint = `${origin}${request.url ?? ''}`;
    const body = await bodyOf(request);
    try {
      const subscription = subscriptions.get(endpoint);
      if (request.method !== 'POST' || !subscription) throw new Refusal(404, 'no such subscription');
      const subject = checkVapid(request.headers.authorization, subscription, origin);
      const ttl = Number(request.headers.ttl);
      if (request.headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0)
        throw new Refusal(400, `TTL ${request.headers.ttl}`);
      const urgency = request.headers.urgency as string | undefined;
      if (urgency !== undefined && !URGENCIES.has(urgency)) throw new Refusal(400, `Urgency ${urgency}`);
      const topic = request.headers.topic as string | undefined;
      if (topic !== undefined && !/^[A-Za-z0-9_-]{1,32}$/.test(topic)) throw new Refusal(400, `Topic ${topic}`);
      const status = answers.get(endpoint);
      if (status === 'silent') return;
      if (status !== undefined) {
        response.writeHead(status, { 'content-type': 'text/plain' }).end(`answered ${status} as the test asked`);
        return;
      }
      if (request.headers['content-encoding'] !== 'aes128gcm')
        throw new Refusal(415, `Content-Encoding ${request.headers['content-encoding']}`);
      let payload: unknown;
      try {
        const plain = ece.decrypt(body, {
          version: 'aes128gcm',
          privateKey: subscription.browserKeys,
          authSecret: subscription.auth,
        });
        payload = JSON.parse(plain.toString('utf8'));
      } catch (error) {
        throw new Refusal(400, `the body does not decrypt to JSON: ${(error as Error).message}`);
      }
      received.push({ endpoint, payload, ttl, urgency, topic, subject });
      response.writeHead(201, { location: `${origin}/message/${randomUUID()}` }).end();
    } catch (error) {
      const refusal = error instanceof Refusal ? error : new Refusal(500, String(error));
      refused.push({ endpoint, status: refusal.status, reason: refusal.message });
      response.writeHead(refusal.status, { 'content-type': 'text/plain' }).end(refusal.message);
    }
  }

  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    refused,
    subscribe(applicationServerKey) {
      const browserKeys = createECDH('prime256v1');
      browserKeys.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      const endpoint = `${origin}/push/${randomUUID()}`;
      subscriptions.set(endpoint, { browserKeys, auth, applicationServerKey });
      return { endpoint, expirationTime: null, keys: { p256dh: browserKeys.getPublicKey().toString('base64url'), auth } };
    },
    answer(endpoint, status) {
      if (status === undefined) answers.delete(endpoint);
      else answers.set(endpoint, status);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
