import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import type { PushPublicKey } from '@phonehaat/contract';
import { notificationDeliveries, notifications, pushSubscriptions } from '../../src/db/schema/index.ts';
import type { PushPayload } from '../../src/services/notifications/push-sender.ts';
import { SendFailure } from '../../src/services/notifications/senders.ts';
import { MAX_SUBSCRIPTIONS_PER_PERSON } from '../../src/services/push/subscriptions.ts';
import { createWebPushSender, PUSH_TTL_SECONDS, topicOf } from '../../src/services/push/web-push-sender.ts';
import { dealDriver } from '../support/deal.ts';
import { makeCategory, makeProduct } from '../support/factories.ts';
import { startPushServiceStandIn, type BrowserSubscription, type PushServiceStandIn } from '../support/push-service-stand-in.ts';
import { waitFor } from '../support/server-process.ts';
import { createTestApp, databaseKinds, type Actor, type TestApp } from '../support/test-app.ts';

const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:ops@phonehaat.example' };
const pushEnv = {
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  VAPID_SUBJECT: vapid.subject,
  PUSH_ALLOW_LOOPBACK: 'true',
};

/** The failure a send was refused with. */
async function failureOf(sending: Promise<unknown>): Promise<SendFailure> {
  const error = await sending.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof SendFailure)) throw new Error(`expected a SendFailure, got ${String(error)}`);
  return error;
}

let pushes = 0;
const payload = (overrides: Partial<PushPayload> = {}): PushPayload => {
  pushes += 1;
  return {
    title: 'Your booking was accepted',
    body: 'Pixel 7 Pro: pay within 24 hours',
    url: 'https://phonehaat.example/dashboard/orders/1',
    tag: `tag-${pushes}`,
    ...overrides,
  };
};

describe.each(databaseKinds)('web push on %s', (kind) => {
  let t: TestApp;
  let standIn: PushServiceStandIn;
  const sender = () => createWebPushSender({ db: t.database.db, vapid, timeoutMs: 5_000 });

  beforeAll(async () => {
    standIn = await startPushServiceStandIn();
    // The delivery workers run, with the wiring of app.ts and services/notifications/open-channels.ts.
    t = await createTestApp(
      kind,
      { ...pushEnv, NOTIFICATION_DELIVERY: 'true', PUBLIC_URL: 'https://phonehaat.test' },
      { notifications: { relayIntervalMs: 100, pollingIntervalSeconds: 0.5, retryLimit: 1, retryDelaySeconds: 1 } },
    );
  });
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });

  const subscribe = async (actor: Actor, subscription: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/push/subscriptions', headers: actor.auth, payload: subscription as object });
  const unsubscribe = async (actor: Actor, endpoint: string) =>
    t.app.inject({ method: 'DELETE', url: '/api/push/subscriptions', headers: actor.auth, payload: { endpoint } });
  /** A browser of `actor` that subscribed with the key the API gives, as the web's switch does. */
  const browserOf = async (actor: Actor, applicationServerKey?: string): Promise<BrowserSubscription> => {
    const { publicKey } = (await t.app.inject('/api/push/public-key')).json<PushPublicKey>();
    const browser = standIn.subscribe(applicationServerKey ?? publicKey!);
    const response = await subscribe(actor, browser);
    expect(response.statusCode, response.body).toBe(201);
    return browser;
  };
  const endpointsOf = async (actor: Actor) =>
    (await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, actor.id)))
      .map((row) => row.endpoint)
      .sort();
  const receivedBy = (browser: BrowserSubscription) => standIn.received.filter((push) => push.endpoint === browser.endpoint);

  it('gives anyone the VAPID public key to subscribe with', async () => {
    const response = await t.app.inject('/api/push/public-key');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ publicKey: vapid.publicKey });
  });

  it('delivers a push that the browser decrypts to its title, body, link and tag, kept a day, with a Topic from its tag', async () => {
    const person = await t.signUp();
    const browser = await browserOf(person);
    const sent = payload({ title: 'বুকিং গ্রহণ করা হয়েছে', tag: '3f1d2c9e-5b7a-4c1e-9f0a-2b3c4d5e6f70' });
    await sender().send(person.id, sent);

    expect(receivedBy(browser)).toEqual([
      {
        endpoint: browser.endpoint,
        payload: sent,
        ttl: PUSH_TTL_SECONDS,
        urgency: 'normal',
        topic: topicOf(sent.tag),
        subject: vapid.subject,
      },
    ]);
    expect(topicOf(sent.tag)).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(topicOf('tag-1')).toBe('tag-1');
  });

  it('sends to every browser of the person and to no one else’s', async () => {
    const person = await t.signUp();
    const other = await t.signUp();
    const [phone, laptop, elsewhere] = [await browserOf(person), await browserOf(person), await browserOf(other)];
    const sent = payload();
    await sender().send(person.id, sent);
    expect(receivedBy(phone).map((push) => push.payload)).toEqual([sent]);
    expect(receivedBy(laptop).map((push) => push.payload)).toEqual([sent]);
    expect(receivedBy(elsewhere)).toEqual([]);
  });

  it('forgets a subscription its push service calls gone (410, 404), and fails for good when no browser is left', async () => {
    const person = await t.signUp();
    const [gone, kept] = [await browserOf(person), await browserOf(person)];
    standIn.answer(gone.endpoint, 410);
    await sender().send(person.id, payload());
    expect(await endpointsOf(person)).toEqual([kept.endpoint]);
    expect(receivedBy(kept)).toHaveLength(1);

    standIn.answer(kept.endpoint, 404);
    const failure = await failureOf(sender().send(person.id, payload()));
    expect(failure.permanent).toBe(true);
    expect(failure.message).toContain('answered 404');
    expect(await endpointsOf(person)).toEqual([]);
    expect((await failureOf(sender().send(person.id, payload()))).permanent).toBe(true);
  });

  it('tries again later when a push service fails (5xx, 429, unreachable, too slow), keeping the subscription', async () => {
    const person = await t.signUp();
    const browser = await browserOf(person);
    for (const status of [500, 503, 429]) {
      standIn.answer(browser.endpoint, status);
      const failure = await failureOf(sender().send(person.id, payload()));
      expect(failure.permanent, String(status)).toBe(false);
      expect(failure.message).toContain(`answered ${status}`);
    }
    standIn.answer(browser.endpoint, undefined);
    expect(await endpointsOf(person)).toEqual([browser.endpoint]);

    const unreachable = await t.signUp();
    const closed = await startPushServiceStandIn();
    const nowhere = closed.subscribe(vapid.publicKey);
    await closed.close();
    expect((await subscribe(unreachable, nowhere)).statusCode).toBe(201);
    const failure = await failureOf(sender().send(unreachable.id, payload()));
    expect(failure.permanent).toBe(false);
    expect(failure.message).toMatch(/could not be reached: .*ECONNREFUSED/);

    standIn.answer(browser.endpoint, 'silent');
    const slow = createWebPushSender({ db: t.database.db, vapid, timeoutMs: 300 });
    const timedOut = await failureOf(slow.send(person.id, payload()));
    expect(timedOut.permanent).toBe(false);
    expect(timedOut.message).toContain('did not answer within 300 ms');
    standIn.answer(browser.endpoint, undefined);
  });

  it('fails for good on another refusal only when every browser refused for good', async () => {
    const person = await t.signUp();
    // Subscribed with another server's key: the push service refuses our VAPID token (403).
    const foreign = await browserOf(person, webpush.generateVAPIDKeys().publicKey);
    const good = await browserOf(person);
    await sender().send(person.id, payload());
    expect(receivedBy(good)).toHaveLength(1);
    expect(standIn.refused.filter((refusal) => refusal.endpoint === foreign.endpoint).map((refusal) => refusal.status)).toEqual([
      403,
    ]);

    standIn.answer(good.endpoint, 500);
    expect((await failureOf(sender().send(person.id, payload()))).permanent).toBe(false);
    standIn.answer(good.endpoint, 400);
    const failure = await failureOf(sender().send(person.id, payload()));
    expect(failure.permanent).toBe(true);
    expect(failure.message).toMatch(/answered 403.*answered 400|answered 400.*answered 403/);
    // A refusal is not an expiry: both are kept.
    expect(await endpointsOf(person)).toEqual([foreign.endpoint, good.endpoint].sort());
  });

  it('pushes a notification through the delivery workers: a booking tells the seller on their browser', async () => {
    const seller = await t.signUp('Seller');
    const browser = await browserOf(seller);
    const product = await makeProduct(t.database.db, seller, await makeCategory(t.database.db), { productName: 'Pixel 7 Pro' });
    const orderId = await dealDriver(t).book(await t.signUp(), product.id);

    await waitFor(() => receivedBy(browser).length > 0, 20_000, 'the push to arrive');
    const [notification] = await t.database.db.select().from(notifications).where(eq(notifications.userId, seller.id));
    expect(receivedBy(browser)).toEqual([
      {
        endpoint: browser.endpoint,
        payload: {
          title: expect.stringContaining('Pixel 7 Pro') as string,
          body: expect.any(String) as string,
          url: `https://phonehaat.test/dashboard/orders/${orderId}`,
          tag: notification!.id,
        },
        ttl: PUSH_TTL_SECONDS,
        urgency: 'normal',
        topic: topicOf(notification!.id),
        subject: vapid.subject,
      },
    ]);
    const delivered = () =>
      t.database.db
        .select({ state: notificationDeliveries.state })
        .from(notificationDeliveries)
        .where(and(eq(notificationDeliveries.notificationId, notification!.id), eq(notificationDeliveries.channel, 'push')));
    await waitFor(async () => (await delivered())[0]?.state === 'sent', 10_000, 'the push delivery to be marked sent');
  });

  it('moves a browser to the account now signed in on it, and keeps a person’s newest few', async () => {
    const first = await t.signUp();
    const second = await t.signUp();
    const browser = await browserOf(first);
    expect((await subscribe(second, browser)).statusCode).toBe(201);
    expect(await endpointsOf(first)).toEqual([]);
    expect(await endpointsOf(second)).toEqual([browser.endpoint]);

    const many = await t.signUp();
    const browsers: BrowserSubscription[] = [];
    for (let index = 0; index <= MAX_SUBSCRIPTIONS_PER_PERSON; index += 1) {
      browsers.push(await browserOf(many));
      // Apart in time, so "newest" is plain.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(await endpointsOf(many)).toEqual(
      browsers
        .slice(1)
        .map((browser) => browser.endpoint)
        .sort(),
    );
  });

  it('forgets only the caller’s own subscription', async () => {
    const owner = await t.signUp();
    const stranger = await t.signUp();
    const browser = await browserOf(owner);
    const foreign = await unsubscribe(stranger, browser.endpoint);
    expect(foreign.statusCode).toBe(204);
    expect(await endpointsOf(owner)).toEqual([browser.endpoint]);
    expect((await unsubscribe(owner, browser.endpoint)).statusCode).toBe(204);
    expect(await endpointsOf(owner)).toEqual([]);
    expect((await unsubscribe(owner, browser.endpoint)).statusCode).toBe(204);
  });

  it('refuses a signed-out caller', async () => {
    const browser = standIn.subscribe(vapid.publicKey);
    const post = await t.app.inject({ method: 'POST', url: '/api/push/subscriptions', payload: browser as unknown as object });
    expect(post.statusCode).toBe(401);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      payload: { endpoint: browser.endpoint },
    });
    expect(remove.statusCode).toBe(401);
  });

  it('refuses a body that is no push subscription', async () => {
    const person = await t.signUp();
    const browser = standIn.subscribe(vapid.publicKey);
    const bad: [string, unknown][] = [
      ['no keys', { endpoint: browser.endpoint }],
      ['a short p256dh', { ...browser, keys: { ...browser.keys, p256dh: browser.keys.p256dh.slice(0, 40) } }],
      ['a compressed point', { ...browser, keys: { ...browser.keys, p256dh: `A${browser.keys.p256dh.slice(1)}` } }],
      ['a long auth', { ...browser, keys: { ...browser.keys, auth: `${browser.keys.auth}AAAA` } }],
      ['plain http elsewhere', { ...browser, endpoint: 'http://push.example/send/1' }],
      ['an IP address', { ...browser, endpoint: 'https://10.0.0.8/send/1' }],
      ['localhost', { ...browser, endpoint: 'https://localhost/send/1' }],
      ['a host that is no push service', { ...browser, endpoint: 'https://intranet.example.com/send/1' }],
      ['credentials', { ...browser, endpoint: 'https://user:pass@fcm.googleapis.com/fcm/send/x' }],
      ['no URL', { ...browser, endpoint: 'fcm.googleapis.com/fcm/send/x' }],
    ];
    for (const [what, body] of bad) {
      const response = await subscribe(person, body);
      expect(response.statusCode, what).toBe(400);
    }
    expect((await unsubscribe(person, '')).statusCode).toBe(400);
    expect(await endpointsOf(person)).toEqual([]);
    // A real push service's address is taken.
    const fcm = { ...browser, endpoint: 'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b' };
    expect((await subscribe(person, fcm)).statusCode).toBe(201);
  });
});

describe('web push switched off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t?.close());

  it('gives no public key, so the web offers no switch', async () => {
    expect((await t.app.inject('/api/push/public-key')).json()).toEqual({ publicKey: null });
  });

  it('refuses a loopback endpoint without PUSH_ALLOW_LOOPBACK', async () => {
    const person = await t.signUp();
    const subscription = { endpoint: 'http://127.0.0.1:9/push/1', keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: person.auth,
      payload: subscription,
    });
    expect(response.statusCode).toBe(400);
  });
});
