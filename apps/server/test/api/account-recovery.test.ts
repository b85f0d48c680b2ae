import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, verifications } from '../../src/db/schema/index.ts';
import { startSmtpCapture, type CapturedEmail, type SmtpCapture } from '../support/smtp-capture.ts';
import { createTestApp, databaseKinds, TEST_PASSWORD, type Actor, type TestApp } from '../support/test-app.ts';

/** The one link of an account email's plain-text part. */
function linkIn(email: CapturedEmail): URL {
  const found = /https?:\/\/\S+/.exec(email.text ?? '');
  if (!found) throw new Error(`no link in: ${email.text}`);
  return new URL(found[0]);
}

describe.each(databaseKinds)('password reset and email verification (issue 38 §3) on %s', (kind) => {
  let t: TestApp;
  let mailbox: SmtpCapture;

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/auth/${url}`, payload, headers });
  const requestReset = (email: string) => post('request-password-reset', { email, redirectTo: '/reset-password' });
  const signIn = (email: string, password: string) => post('sign-in/email', { email, password });
  /** Following the emailed link, as the browser does: Better Auth answers with a redirect. */
  const follow = (link: URL) => t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
  const resetMailOf = (actor: Actor) =>
    mailbox.waitFor((email) => email.to.includes(actor.email) && email.subject === 'Reset your PhoneHaat password');

  /** Asks for a reset and reads the link's token from where the link lands. */
  async function resetToken(actor: Actor): Promise<{ link: URL; token: string }> {
    const before = mailbox.messages.length;
    expect((await requestReset(actor.email)).statusCode).toBe(200);
    const email = await mailbox.waitFor(
      (message) =>
        message.to.includes(actor.email) &&
        message.subject === 'Reset your PhoneHaat password' &&
        mailbox.messages.indexOf(message) >= before,
    );
    const link = linkIn(email);
    const landing = await follow(link);
    expect(landing.statusCode).toBe(302);
    const target = new URL(String(landing.headers.location), 'http://site.test');
    expect(target.pathname).toBe('/reset-password');
    return { link, token: target.searchParams.get('token')! };
  }

  beforeAll(async () => {
    mailbox = await startSmtpCapture();
    t = await createTestApp(kind, { SMTP_URL: mailbox.url });
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });

  it('resets the password through the emailed link, and signs every session out', async () => {
    const person = await t.signUp();
    const otherDevice = (await signIn(person.email, TEST_PASSWORD)).headers['set-auth-token'];
    expect(otherDevice).toBeTruthy();

    expect((await requestReset(person.email)).json()).toEqual({
      status: true,
      message: 'If this email exists in our system, check your email for the reset link',
    });
    const email = await resetMailOf(person);
    // A plain-text part and an HTML part, the link in both, to Better Auth's endpoint.
    const link = linkIn(email);
    expect(link.pathname).toMatch(/^\/api\/auth\/reset-password\/[A-Za-z0-9]+$/);
    expect(link.searchParams.get('callbackURL')).toBe('/reset-password');
    expect(email.html).toContain(link.pathname);
    expect(email.text).toContain('within one hour');

    const landing = await follow(link);
    expect(landing.statusCode).toBe(302);
    const target = new URL(String(landing.headers.location));
    expect(target.pathname).toBe('/reset-password');
    const token = target.searchParams.get('token')!;
    expect(token).toBeTruthy();

    const reset = await post('reset-password', { newPassword: 'a-new-secret-9', token });
    expect(reset.json()).toEqual({ status: true });

    // Every session ended with the old password: Better Auth's and our API's look-up alike.
    for (const sessionToken of [person.token, String(otherDevice)]) {
      const session = await t.app.inject({
        method: 'GET',
        url: '/api/auth/get-session',
        headers: { authorization: `Bearer ${sessionToken}` },
      });
      expect(session.json()).toBeNull();
      const bookings = await t.app.inject({
        method: 'GET',
        url: `/api/bookingProduct?email=${encodeURIComponent(person.email)}`,
        headers: { authorization: `Bearer ${sessionToken}` },
      });
      expect(bookings.statusCode).toBe(401);
    }
    expect((await signIn(person.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(person.email, 'a-new-secret-9')).statusCode).toBe(200);
  });

  it('refuses a link used already', async () => {
    const person = await t.signUp();
    const { link, token } = await resetToken(person);
    expect((await post('reset-password', { newPassword: 'first-new-pass', token })).statusCode).toBe(200);

    const again = await post('reset-password', { newPassword: 'second-new-pass', token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    const landing = await follow(link);
    expect(new URL(String(landing.headers.location)).search).toBe('?error=INVALID_TOKEN');
    expect((await signIn(person.email, 'first-new-pass')).statusCode).toBe(200);
  });

  it('refuses a link past its hour', async () => {
    const person = await t.signUp();
    const { link, token } = await resetToken(person);
    const row = eq(verifications.identifier, `reset-password:${token}`);
    const [stored] = await t.database.db.select().from(verifications).where(row);
    // One hour, as issue 38 asks (Better Auth's clock is the real one: the row is moved into the past instead).
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBeGreaterThan(59 * 60_000);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBeLessThanOrEqual(60 * 60_000 + 1_000);
    await t.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(row);

    const landing = await follow(link);
    expect(new URL(String(landing.headers.location)).pathname).toBe('/reset-password');
    expect(new URL(String(landing.headers.location)).searchParams.get('error')).toBe('INVALID_TOKEN');
    const reset = await post('reset-password', { newPassword: 'too-late-pass', token });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await signIn(person.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('answers an unknown email exactly as a known one, and mails nobody for it', async () => {
    const person = await t.signUp();
    const known = await requestReset(person.email);
    const unknown = await requestReset('nobody-here@example.com');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    await resetMailOf(person);
    expect(mailbox.messages.some((email) => email.to.includes('nobody-here@example.com'))).toBe(false);
  });

  it("writes the reset email in the person's language", async () => {
    const person = await t.signUp();
    await t.database.db.update(users).set({ language: 'bn' }).where(eq(users.id, person.id));
    await requestReset(person.email);
    const email = await mailbox.waitFor(
      (message) => message.to.includes(person.email) && message.subject === 'আপনার ফোনহাট পাসওয়ার্ড নতুন করে দিন',
    );
    expect(email.html).toContain('lang="bn"');
    expect(email.text).toContain('নতুন পাসওয়ার্ড দিন');
  });

  it('sends a verification link at sign-up; the account is signed in at once, and the link verifies it', async () => {
    const address = `new-${Date.now()}@example.com`;
    const signedUp = await post('sign-up/email', { name: 'Nadia Rahman', email: address, password: TEST_PASSWORD, image: '' });
    expect(signedUp.statusCode).toBe(200);
    expect(signedUp.headers['set-auth-token']).toBeTruthy();
    expect(signedUp.json()).toMatchObject({ user: { emailVerified: false } });

    const email = await mailbox.waitFor((message) => message.to.includes(address));
    expect(email.subject).toBe('Confirm your email for PhoneHaat');
    const link = linkIn(email);
    expect(link.pathname).toBe('/api/auth/verify-email');
    expect(link.searchParams.get('callbackURL')).toBe('/?verified=email');

    const landing = await follow(link);
    expect(landing.statusCode).toBe(302);
    expect(landing.headers.location).toBe('/?verified=email');
    // Signed in by the link (autoSignInAfterVerification), in the browser that followed it.
    expect(String(landing.headers['set-cookie'])).toContain('better-auth.session_token=');
    const [row] = await t.database.db.select({ emailVerified: users.emailVerified }).from(users).where(eq(users.email, address));
    expect(row?.emailVerified).toBe(true);
  });

  it('lands a broken verification link on the same page with the error', async () => {
    const landing = await t.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=not-a-token&callbackURL=${encodeURIComponent('/?verified=email')}`,
    });
    expect(landing.statusCode).toBe(302);
    expect(landing.headers.location).toBe('/?verified=email&error=INVALID_TOKEN');
  });
});
