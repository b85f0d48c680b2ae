import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountMessages } from '@phonehaat/contract';
import { phoneCodeSends, users } from '../../src/db/schema/index.ts';
import {
  SSLWIRELESS_TEST_CREDENTIALS,
  startSslWirelessStandIn,
  type SslWirelessStandIn,
} from '../support/sslwireless-stand-in.ts';
import { createTestApp, databaseKinds, type Actor, type TestApp } from '../support/test-app.ts';

/** A Grameenphone number no other test uses: typed as people type it, and as it is stored. */
function freshNumber(): { typed: string; stored: string } {
  const digits = String(randomInt(0, 100_000_000)).padStart(8, '0');
  return { typed: `017${digits.slice(0, 2)}-${digits.slice(2)}`, stored: `+88017${digits}` };
}

const CODE_SMS = /^PhoneHaat code: (\d{6})\. It expires in 5 minutes\. Do not share it\.$/;

describe.each(databaseKinds)('phone numbers verified by SMS code (issue 38 §3) on %s', (kind) => {
  let t: TestApp;
  let gateway: SslWirelessStandIn;
  let person: Actor;

  const sendCode = (actor: Actor | null, phoneNumber: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/phone-number/send-otp',
      payload: { phoneNumber },
      headers: actor ? actor.auth : {},
      remoteAddress,
    });
  const verify = (actor: Actor, phoneNumber: string, code: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/phone-number/verify', payload: { phoneNumber, code }, headers: actor.auth });
  /** The code of the last SMS the gateway took for this number (8801…). */
  const lastCode = (stored: string) => {
    const sms = gateway.received.filter((body) => body.msisdn === stored.slice(1)).at(-1);
    return CODE_SMS.exec(String(sms?.sms))?.[1] ?? '';
  };
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  beforeAll(async () => {
    gateway = await startSslWirelessStandIn();
    t = await createTestApp(kind, {
      SMS_PROVIDER: 'sslwireless',
      SSLWIRELESS_API_TOKEN: SSLWIRELESS_TEST_CREDENTIALS.apiToken,
      SSLWIRELESS_SID: SSLWIRELESS_TEST_CREDENTIALS.sid,
      SSLWIRELESS_API_BASE: gateway.url,
    });
    person = await t.signUp();
  });
  afterAll(async () => {
    await t.close();
    await gateway.close();
  });
  beforeEach(() => {
    gateway.received.length = 0;
  });

  it('sends the code through SSL Wireless as documented, and the code verifies the number', async () => {
    const number = freshNumber();
    const sent = await sendCode(person, number.typed);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(gateway.received).toHaveLength(1);
    const [body] = gateway.received;
    expect(Object.keys(body!).sort()).toEqual(['api_token', 'csms_id', 'msisdn', 'sid', 'sms']);
    expect(body).toMatchObject({
      api_token: SSLWIRELESS_TEST_CREDENTIALS.apiToken,
      sid: SSLWIRELESS_TEST_CREDENTIALS.sid,
      msisdn: number.stored.slice(1),
    });
    expect(String(body!.sms)).toMatch(CODE_SMS);
    expect(String(body!.sms).length).toBeLessThanOrEqual(160);
    expect(String(body!.csms_id)).toMatch(/^[A-Za-z0-9]{1,20}$/);

    const verified = await verify(person, number.typed, lastCode(number.stored));
    expect(verified.statusCode, verified.body).toBe(200);
    const [row] = await t.database.db
      .select({ phoneNumber: users.phoneNumber, phoneNumberVerified: users.phoneNumberVerified })
      .from(users)
      .where(eq(users.id, person.id));
    expect(row).toEqual({ phoneNumber: number.stored, phoneNumberVerified: true });
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: person.auth });
    expect(session.json()).toMatchObject({ user: { phoneNumber: number.stored, phoneNumberVerified: true } });
  });

  it('asks for a session, and refuses what is not a Bangladeshi mobile number without counting it', async () => {
    const number = freshNumber();
    expect((await sendCode(null, number.typed)).statusCode).toBe(401);
    const foreign = await sendCode(person, '+14155550100');
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ code: 'INVALID_PHONE_NUMBER' });
    expect(gateway.received).toHaveLength(0);
    expect(await t.database.db.select().from(phoneCodeSends).where(eq(phoneCodeSends.phoneNumber, number.stored))).toEqual([]);
  });

  it("offers neither the plugin's sign-in by phone nor its password reset by SMS, nor verifying without a session", async () => {
    const number = freshNumber();
    for (const path of ['sign-in/phone-number', 'phone-number/request-password-reset', 'phone-number/reset-password']) {
      const answer = await t.app.inject({
        method: 'POST',
        url: `/api/auth/${path}`,
        payload: { phoneNumber: number.stored, password: 'x', otp: '123456', newPassword: 'y-123456' },
      });
      expect(answer.statusCode, path).toBe(404);
    }
    expect((await sendCode(person, number.stored)).statusCode).toBe(200);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/auth/phone-number/verify',
      payload: { phoneNumber: number.stored, code: lastCode(number.stored) },
    });
    expect(anonymous.statusCode).toBe(401);
    // Refused before the code was read: it still works for the person signed in.
    expect((await verify(person, number.stored, lastCode(number.stored))).statusCode).toBe(200);
  });

  it('locks a code after three wrong tries, even for the right code then', async () => {
    const number = freshNumber();
    expect((await sendCode(person, number.stored)).statusCode).toBe(200);
    const code = lastCode(number.stored);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const wrong = await verify(person, number.stored, wrongCode(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ code: 'INVALID_OTP' });
    }
    const locked = await verify(person, number.stored, code);
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    const [row] = await t.database.db
      .select({ verified: users.phoneNumberVerified, phoneNumber: users.phoneNumber })
      .from(users)
      .where(eq(users.id, person.id));
    expect(row?.phoneNumber).not.toBe(number.stored);
  });

  it('sends at most three codes to a number an hour; asking again does not lift it', async () => {
    const someone = await t.signUp();
    const number = freshNumber();
    for (let send = 0; send < 3; send += 1) expect((await sendCode(someone, number.typed)).statusCode).toBe(200);
    for (let again = 0; again < 2; again += 1) {
      const refused = await sendCode(someone, number.typed);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'PHONE_CODE_LIMIT', message: accountMessages.phoneCodeLimit });
    }
    expect(gateway.received).toHaveLength(3);
    // A refused request made no code: the last one sent still verifies, its tries untouched.
    expect((await verify(someone, number.typed, lastCode(number.stored))).statusCode).toBe(200);
  });

  it('counts only the last hour', async () => {
    const number = freshNumber();
    const longAgo = new Date(Date.now() - 61 * 60_000);
    await t.database.db
      .insert(phoneCodeSends)
      .values([1, 2, 3].map(() => ({ phoneNumber: number.stored, ipAddress: '198.51.100.7', at: longAgo })));
    expect((await sendCode(person, number.typed)).statusCode).toBe(200);
    const lately = new Date(Date.now() - 59 * 60_000);
    await t.database.db
      .insert(phoneCodeSends)
      .values([1, 2].map(() => ({ phoneNumber: number.stored, ipAddress: '198.51.100.7', at: lately })));
    expect((await sendCode(person, number.typed)).statusCode).toBe(429);
    // The hour's old rows went as the number was counted.
    expect(await t.database.db.select().from(phoneCodeSends).where(eq(phoneCodeSends.phoneNumber, number.stored))).toHaveLength(
      3,
    );
  });

  it('sends at most ten codes an hour asked from one address', async () => {
    const address = `203.0.113.${randomInt(1, 250)}`;
    for (let send = 0; send < 10; send += 1) expect((await sendCode(person, freshNumber().typed, address)).statusCode).toBe(200);
    const refused = await sendCode(person, freshNumber().typed, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'PHONE_CODE_LIMIT', message: accountMessages.addressCodeLimit });
    expect((await sendCode(person, freshNumber().typed, '203.0.113.251')).statusCode).toBe(200);
  });

  // On PGlite one connection runs them in turn; on PostgreSQL they race, and the per-number lock orders them.
  it('sends exactly three codes for ten simultaneous requests for one number', async () => {
    const number = freshNumber();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => sendCode(person, number.typed, `192.0.2.${i + 1}`)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429, 429, 429]);
    expect(gateway.received.filter((body) => body.msisdn === number.stored.slice(1))).toHaveLength(3);
  });
});
