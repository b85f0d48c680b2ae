import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationTrouble } from '@phonehaat/contract';
import { notificationDeliveries, notifications, users } from '../../src/db/schema/index.ts';
import { waitFor } from '../support/server-process.ts';
import { dealDriver, TestClock } from '../support/deal.ts';
import { makeCategory, makeProduct } from '../support/factories.ts';
import { startSmtpCapture, type CapturedEmail, type SmtpCapture } from '../support/smtp-capture.ts';
import { SSLWIRELESS_TEST_CREDENTIALS, startSslWirelessStandIn, type SslWirelessStandIn } from '../support/sslwireless-stand-in.ts';
import { createTestApp, databaseKinds, type Actor, type TestApp } from '../support/test-app.ts';

/** A notification's email to this address (sign-up also mails, to confirm the address). */
const notificationTo = (message: CapturedEmail, address: string) => message.to.includes(address) && 'list-unsubscribe' in message.headers;

/** A distinct verified Bangladeshi mobile for each seller of this file. */
let phoneSerial = 0;
const nextPhone = () => `+88017${String(10_000_000 + (Date.now() % 1_000_000) * 10 + phoneSerial++).slice(-8)}`;

describe.each(databaseKinds)('notification delivery on %s', (kind) => {
  const clock = new TestClock();
  let t: TestApp;
  let smtp: SmtpCapture;
  let gateway: SslWirelessStandIn;
  let admin: Actor;
  let category: { id: string; name: string };

  beforeAll(async () => {
    smtp = await startSmtpCapture({ refuseRecipient: (address) => (address.startsWith('bounce') ? { code: 550, message: 'No such user here' } : undefined) });
    gateway = await startSslWirelessStandIn();
    t = await createTestApp(
      kind,
      {
        NOTIFICATION_DELIVERY: 'true',
        SMTP_URL: smtp.url,
        SMS_PROVIDER: 'sslwireless',
        SSLWIRELESS_API_TOKEN: SSLWIRELESS_TEST_CREDENTIALS.apiToken,
        SSLWIRELESS_SID: SSLWIRELESS_TEST_CREDENTIALS.sid,
        SSLWIRELESS_API_BASE: gateway.url,
        PUBLIC_URL: 'https://phonehaat.test',
      },
      { now: clock.now, notifications: { relayIntervalMs: 100, pollingIntervalSeconds: 0.5, retryLimit: 2, retryDelaySeconds: 1 } },
    );
    admin = await t.signUp('admin');
    category = await makeCategory(t.database.db);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await gateway.close();
  });

  const seller = async ({ language = 'en', phone = true, email }: { language?: 'en' | 'bn'; phone?: boolean; email?: string } = {}) => {
    const actor = await t.signUp('Seller', email ? { email } : {});
    await t.database.db
      .update(users)
      .set({ language, ...(phone && { phoneNumber: nextPhone(), phoneNumberVerified: true }) })
      .where(eq(users.id, actor.id));
    const [row] = await t.database.db.select().from(users).where(eq(users.id, actor.id));
    return { ...actor, phoneNumber: row!.phoneNumber };
  };
  const bookFrom = async (owner: Actor, name = 'Redmi Note 12') => {
    const product = await makeProduct(t.database.db, owner, category, { productName: name, selling: 18_500 });
    const buyer = await t.signUp();
    return dealDriver(t).book(buyer, product.id);
  };
  const deliveriesTo = (userId: string) =>
    t.database.db
      .select({ channel: notificationDeliveries.channel, state: notificationDeliveries.state, kind: notifications.kind })
      .from(notificationDeliveries)
      .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
      .where(eq(notifications.userId, userId));
  const settled = (userId: string) =>
    waitFor(async () => (await deliveriesTo(userId)).every((row) => !['pending', 'queued', 'sending'].includes(row.state)), 20_000, 'the deliveries to settle');

  it('emails and texts a seller of a booking once, in their language, with a plain-text part and an unsubscribe link', async () => {
    const owner = await seller({ language: 'bn' });
    const orderId = await bookFrom(owner, 'Redmi Note 12');
    const email = await smtp.waitFor((message) => notificationTo(message, owner.email), { timeoutMs: 20_000 });
    expect(email.subject).toBe('নতুন বুকিং: Redmi Note 12');
    expect(email.text).toContain(`https://phonehaat.test/dashboard/orders/${orderId}`);
    expect(email.html).toContain('lang="bn"');
    expect(email.headers['list-unsubscribe']).toMatch(/^<https:\/\/phonehaat\.test\/api\/notifications\/unsubscribe\?token=/);
    expect(email.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    await waitFor(() => gateway.received.some((body) => body.msisdn === owner.phoneNumber!.slice(1)), 20_000, 'the SMS');
    const sms = gateway.received.filter((body) => body.msisdn === owner.phoneNumber!.slice(1));
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({
      api_token: SSLWIRELESS_TEST_CREDENTIALS.apiToken,
      sid: SSLWIRELESS_TEST_CREDENTIALS.sid,
      sms: 'Redmi Note 12 বুক হয়েছে। ৪৮ ঘণ্টায় উত্তর দিন।',
    });
    expect(typeof sms[0]!.csms_id).toBe('string');
    await settled(owner.id);
    expect(await deliveriesTo(owner.id)).toEqual(
      expect.arrayContaining([
        { channel: 'email', state: 'sent', kind: 'booking_made' },
        { channel: 'sms', state: 'sent', kind: 'booking_made' },
      ]),
    );
    expect(smtp.messages.filter((message) => notificationTo(message, owner.email))).toHaveLength(1);
  });

  it('stops a kind’s emails through the email’s one-click unsubscribe, and refuses a forged token', async () => {
    const owner = await seller({ phone: false });
    await bookFrom(owner);
    const email = await smtp.waitFor((message) => notificationTo(message, owner.email), { timeoutMs: 20_000 });
    const oneClick = new URL(email.headers['list-unsubscribe']!.slice(1, -1));
    const forged = await t.app.inject({ method: 'POST', url: `${oneClick.pathname}?token=${oneClick.searchParams.get('token')!.slice(0, -2)}xx` });
    expect(forged.statusCode).toBe(400);
    const done = await t.app.inject({
      method: 'POST',
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ kind: 'booking_made' });

    await bookFrom(owner);
    await settled(owner.id);
    expect((await deliveriesTo(owner.id)).filter((row) => row.channel === 'email')).toHaveLength(1);
    expect(smtp.messages.filter((message) => notificationTo(message, owner.email))).toHaveLength(1);
  });

  it('retries an SMS the gateway failed with a 500, and sends it once', async () => {
    const owner = await seller();
    gateway.failNext(1, 500);
    await bookFrom(owner);
    await waitFor(() => gateway.received.some((body) => body.msisdn === owner.phoneNumber!.slice(1)), 20_000, 'the retried SMS');
    await settled(owner.id);
    expect((await deliveriesTo(owner.id)).find((row) => row.channel === 'sms')?.state).toBe('sent');
    expect(gateway.received.filter((body) => body.msisdn === owner.phoneNumber!.slice(1))).toHaveLength(1);
  });

  it('lists a refused email for the admins, who can send it again', async () => {
    const owner = await seller({ phone: false, email: `bounce-${Date.now()}@example.com` });
    await bookFrom(owner);
    await settled(owner.id);
    expect(await deliveriesTo(owner.id)).toEqual([{ channel: 'email', state: 'failed', kind: 'booking_made' }]);
    const trouble = await t.app.inject({ url: '/api/admin/notification-trouble', headers: admin.auth });
    const item = trouble.json<NotificationTrouble[]>().find((row) => row.recipient === owner.email);
    expect(item).toMatchObject({ channel: 'email', state: 'failed', kind: 'booking_made', lastError: expect.stringContaining('550') });
    expect((await t.app.inject({ url: '/api/admin/notification-trouble', headers: owner.auth })).statusCode).toBe(403);

    const retried = await t.app.inject({ method: 'POST', url: `/api/admin/notification-trouble/${item!.id}/retry`, headers: admin.auth });
    expect(retried.statusCode).toBe(204);
    await waitFor(async () => (await deliveriesTo(owner.id))[0]?.state !== 'pending', 10_000, 'the relay');
    await settled(owner.id);
    const [again] = await t.database.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.id, item!.id));
    expect(again).toMatchObject({ state: 'failed', attempts: 1, round: 1 });
  });
});
