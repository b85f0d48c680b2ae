import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { demoMessages } from '../../src/db/schema/index.ts';
import { SendFailure, type SmsMessage } from '../../src/services/notifications/senders.ts';
import { createSimulatedSmsSender } from '../../src/services/sms/simulated-sms.ts';
import { createSslWirelessSender } from '../../src/services/sms/sslwireless-client.ts';
import {
  SSLWIRELESS_TEST_CREDENTIALS,
  startSslWirelessStandIn,
  type SslWirelessStandIn,
} from '../support/sslwireless-stand-in.ts';
import { openTestDatabase } from '../support/test-app.ts';

let counter = 0;
/** A message with a reference of its own (the stand-in, like the gateway, remembers every csms_id). */
const message = (overrides: Partial<SmsMessage> = {}): SmsMessage => {
  counter += 1;
  return { to: '8801712345678', text: 'PhoneHaat: your code is 482913', reference: `N${Date.now()}x${counter}`, ...overrides };
};

/** The failure a send was refused with. */
async function refusalOf(sending: Promise<unknown>): Promise<SendFailure> {
  const error = await sending.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof SendFailure)) throw new Error(`expected a SendFailure, got ${String(error)}`);
  return error;
}

describe('SSL Wireless sender against the stand-in', () => {
  let standIn: SslWirelessStandIn;
  const sender = (overrides: { apiToken?: string; timeoutMs?: number } = {}) =>
    createSslWirelessSender({ ...SSLWIRELESS_TEST_CREDENTIALS, baseUrl: standIn.url, timeoutMs: 5_000, ...overrides });

  beforeAll(async () => {
    standIn = await startSslWirelessStandIn();
  });
  afterAll(() => standIn.close());
  beforeEach(() => {
    standIn.requests.length = 0;
    standIn.received.length = 0;
  });

  it('posts exactly the documented body and reads the success', async () => {
    const sms = message({ text: 'ফোনহাট: আপনার কোড ৪৮২৯১৩' });
    await expect(sender().send(sms)).resolves.toBe('sent');
    expect(standIn.received).toEqual([
      {
        api_token: SSLWIRELESS_TEST_CREDENTIALS.apiToken,
        sid: SSLWIRELESS_TEST_CREDENTIALS.sid,
        msisdn: '8801712345678',
        sms: sms.text,
        csms_id: sms.reference,
      },
    ]);
    expect(standIn.requests[0]).toMatchObject({ method: 'POST', path: '/api/v3/send-sms', contentType: 'application/json' });
  });

  it('sends a long reference as a 20-character csms_id, the same on a retry', async () => {
    const reference = '3f1d2c9e-5b7a-4c1e-9f0a-2b3c4d5e6f70:sms';
    await expect(sender().send(message({ reference }))).resolves.toBe('sent');
    await expect(sender().send(message({ reference }))).resolves.toBe('already_sent');
    expect(standIn.received).toHaveLength(1);
    expect(standIn.received[0]?.csms_id).toMatch(/^[0-9a-f]{20}$/);
  });

  it('answers already_sent for a repeated reference, and the gateway sent one SMS', async () => {
    const sms = message();
    await expect(sender().send(sms)).resolves.toBe('sent');
    await expect(sender().send(sms)).resolves.toBe('already_sent');
    expect(standIn.requests).toHaveLength(2);
    expect(standIn.received).toHaveLength(1);
  });

  it('fails for good on a wrong token, and says so without the token', async () => {
    const wrongToken = 'wrong-token-must-not-appear-anywhere';
    const failure = await refusalOf(sender({ apiToken: wrongToken }).send(message()));
    expect(failure.permanent).toBe(true);
    expect(failure.message).toContain('4001');
    expect(failure.message).not.toContain(wrongToken);
    expect(standIn.received).toHaveLength(0);
  });

  it('fails for good on a blacklisted IP (4003, the answer captured from the real gateway)', async () => {
    standIn.answerNext({ status: 'FAILED', status_code: 4003, error_message: 'IP Blacklisted' });
    const failure = await refusalOf(sender().send(message()));
    expect(failure.permanent).toBe(true);
    expect(failure.message).toContain('IP blacklisted');
  });

  it('refuses a number that is not a Bangladeshi mobile before calling the gateway', async () => {
    const failure = await refusalOf(sender().send(message({ to: '8801212345678' })));
    expect(failure.permanent).toBe(true);
    expect(failure.message).not.toContain('8801212345678');
    expect(standIn.requests).toHaveLength(0);
  });

  it('fails for now on a 500, and the retry sends', async () => {
    const sms = message();
    standIn.failNext(1, 500);
    const failure = await refusalOf(sender().send(sms));
    expect(failure.permanent).toBe(false);
    expect(standIn.received).toHaveLength(0);
    await expect(sender().send(sms)).resolves.toBe('sent');
    expect(standIn.received).toHaveLength(1);
  });

  it('fails for now when the answer does not come in time; the retry finds it sent and sends nothing more', async () => {
    const sms = message();
    const held = standIn.holdNext();
    const failure = refusalOf(sender({ timeoutMs: 300 }).send(sms));
    const { body, release } = await held;
    expect(body.csms_id).toBe(sms.reference);
    expect((await failure).permanent).toBe(false);
    release();
    await expect(sender().send(sms)).resolves.toBe('already_sent');
    expect(standIn.received).toHaveLength(1);
  });

  it('fails for now when the gateway cannot be reached', async () => {
    const closed = await startSslWirelessStandIn();
    await closed.close();
    const failure = await refusalOf(
      createSslWirelessSender({ ...SSLWIRELESS_TEST_CREDENTIALS, baseUrl: closed.url, timeoutMs: 2_000 }).send(message()),
    );
    expect(failure.permanent).toBe(false);
  });
});

describe('simulated SMS sender', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(() => database.close());

  it('writes each SMS to the demo inbox and refuses a repeated reference', async () => {
    const sender = createSimulatedSmsSender(database.db);
    expect(sender.provider).toBe('simulated');
    const sms = message({ to: '8801912345678', text: 'ফোনহাট: আপনার কোড ৪৮২৯১৩' });
    await expect(sender.send(sms)).resolves.toBe('sent');
    await expect(sender.send(sms)).resolves.toBe('already_sent');
    await expect(sender.send({ ...sms, reference: `${sms.reference}b` })).resolves.toBe('sent');

    const rows = await database.db.select().from(demoMessages).where(eq(demoMessages.recipient, '+8801912345678'));
    expect(rows.map(({ channel, recipient, subject, text, html }) => ({ channel, recipient, subject, text, html }))).toEqual([
      { channel: 'sms', recipient: '+8801912345678', subject: `ref:${sms.reference}`, text: sms.text, html: null },
      { channel: 'sms', recipient: '+8801912345678', subject: `ref:${sms.reference}b`, text: sms.text, html: null },
    ]);
  });

  it('sends one SMS when the same reference is sent twice at once', async () => {
    const sender = createSimulatedSmsSender(database.db);
    const sms = message({ to: '8801812345678' });
    const outcomes = await Promise.all([sender.send(sms), sender.send(sms)]);
    expect(outcomes.sort()).toEqual(['already_sent', 'sent']);
    const rows = await database.db.select().from(demoMessages).where(eq(demoMessages.recipient, '+8801812345678'));
    expect(rows).toHaveLength(1);
  });

  it('refuses a number that is not a Bangladeshi mobile, as the gateway does', async () => {
    const failure = await refusalOf(createSimulatedSmsSender(database.db).send(message({ to: '01712345678' })));
    expect(failure.permanent).toBe(true);
  });
});
