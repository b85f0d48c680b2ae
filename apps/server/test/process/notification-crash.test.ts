import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { notificationDeliveries, notifications, users } from '../../src/db/schema/index.ts';
import { makeCategory, makeProduct } from '../support/factories.ts';
import { randomPort, startServer, waitFor, type RunningServer } from '../support/server-process.ts';
import { startSmtpCapture, type SmtpCapture } from '../support/smtp-capture.ts';
import { SSLWIRELESS_TEST_CREDENTIALS, startSslWirelessStandIn, type SslWirelessStandIn } from '../support/sslwireless-stand-in.ts';
import { freshPostgres } from '../support/test-app.ts';

/**
 * Issue 38: the worker delivering a seller's booking notification is killed (SIGKILL) after the email
 * reached the mail server and the SMS reached the gateway, before it could record either as sent. A
 * second server on the same PostgreSQL takes the jobs over once they time out: the seller has exactly
 * one email and one SMS. The SMS is sent again with the same csms_id, which the gateway refuses as a
 * repeat (so it is recorded sent); the email cannot be asked, so it is not sent again but listed as
 * uncertain for the admins.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('a delivering worker killed between sending and recording', () => {
  let postgres: Awaited<ReturnType<typeof freshPostgres>>;
  let database: DatabaseHandle;
  let smtp: SmtpCapture;
  let gateway: SslWirelessStandIn;
  let first: RunningServer | undefined;
  let second: RunningServer | undefined;
  /** Resolves once both the email and the SMS have arrived; then the first server is killed. */
  const arrived = { email: false, sms: false };
  let killed: Promise<void> | undefined;
  const killWhenBothArrived = async () => {
    if (!arrived.email || !arrived.sms) return;
    killed ??= (async () => {
      first!.child.kill('SIGKILL');
      await first!.exited();
    })();
    await killed;
  };
  const phone = '+8801712345678';

  const env = (port: number) => ({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: postgres.url,
    SEED_DEMO: 'false',
    ORDER_TIMERS: 'false',
    LOG_LEVEL: 'warn',
    SMTP_URL: smtp.url,
    SMS_PROVIDER: 'sslwireless',
    SSLWIRELESS_API_TOKEN: SSLWIRELESS_TEST_CREDENTIALS.apiToken,
    SSLWIRELESS_SID: SSLWIRELESS_TEST_CREDENTIALS.sid,
    SSLWIRELESS_API_BASE: gateway.url,
    NOTIFICATION_JOB_TIMEOUT_SECONDS: '4',
    NOTIFICATION_RETRY_DELAY_SECONDS: '1',
  });

  beforeAll(async () => {
    postgres = await freshPostgres();
    database = await openDatabase({ kind: 'postgres', url: postgres.url, poolSize: 2 });
    smtp = await startSmtpCapture({
      holdDataEnd: async () => {
        arrived.email = true;
        // Until the kill: the first server never hears the 250.
        await waitFor(() => arrived.sms, 30_000, 'the SMS to arrive too');
        await killWhenBothArrived();
      },
    });
    gateway = await startSslWirelessStandIn();
    first = await startServer(env(randomPort()));
  }, 120_000);

  afterAll(async () => {
    for (const server of [first, second]) {
      if (server && server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGTERM');
        await server.exited();
      }
    }
    await smtp?.close();
    await gateway?.close();
    await database?.close();
    await postgres?.drop();
  });

  it('sends the email once and the SMS once, and lists the email as uncertain', async () => {
    const signUp = async (server: RunningServer) => {
      const email = `crash-${randomUUID().slice(0, 8)}@example.com`;
      const response = await fetch(`${server.base}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Crash Test', email, password: 'correct-horse-7' }),
      });
      expect(response.status).toBe(200);
      const { user } = (await response.json()) as { user: { id: string } };
      return { id: user.id, email, name: 'Crash Test', authorization: `Bearer ${response.headers.get('set-auth-token')}` };
    };
    const seller = await signUp(first!);
    const buyer = await signUp(first!);
    await database.db.update(users).set({ role: 'Seller', phoneNumber: phone, phoneNumberVerified: true }).where(eq(users.id, seller.id));
    const product = await makeProduct(database.db, seller, await makeCategory(database.db), { productName: 'Galaxy A54' });

    const held = gateway.holdNext();
    const booked = await fetch(`${first!.base}/api/bookingProduct`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: buyer.authorization },
      body: JSON.stringify({ productId: product.id, pickUpLocation: 'Mirpur 10, Dhaka', phone: '01711111111' }),
    });
    expect(booked.status).toBe(201);

    const sms = await held;
    arrived.sms = true;
    await waitFor(() => arrived.email, 30_000, 'the email to arrive');
    await killWhenBothArrived();
    sms.release();
    expect(first!.child.signalCode).toBe('SIGKILL');
    const states = () =>
      database.db
        .select({ channel: notificationDeliveries.channel, state: notificationDeliveries.state })
        .from(notificationDeliveries)
        .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
        .where(eq(notifications.userId, seller.id));
    expect((await states()).map((row) => row.state)).toEqual(['sending', 'sending']);

    second = await startServer(env(randomPort()));
    await waitFor(
      async () => (await states()).every((row) => row.state !== 'sending'),
      60_000,
      'the second server to take the jobs over',
      second.output,
    );
    expect(Object.fromEntries((await states()).map((row) => [row.channel, row.state]))).toEqual({ email: 'uncertain', sms: 'sent' });
    expect(smtp.messages.filter((message) => message.to.includes(seller.email))).toHaveLength(1);
    // The retry reached the gateway with the same csms_id and was refused as a repeat: one SMS was sent.
    const toSeller = gateway.requests.filter((request) => request.raw.includes('8801712345678'));
    expect(toSeller).toHaveLength(2);
    expect(new Set(toSeller.map((request) => (JSON.parse(request.raw) as { csms_id: string }).csms_id)).size).toBe(1);
    expect(gateway.received.filter((body) => body.msisdn === '8801712345678')).toHaveLength(1);
  }, 150_000);
});
