import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfilePhotoAnswer } from '@phonehaat/contract';
import { users } from '../../src/db/schema/index.ts';
import { startSmtpCapture, type CapturedEmail, type SmtpCapture } from '../support/smtp-capture.ts';
import { createTestApp, databaseKinds, TEST_PASSWORD, type Actor, type TestApp } from '../support/test-app.ts';

/** The one link of an account email's plain-text part. */
function linkIn(email: CapturedEmail): URL {
  const found = /https?:\/\/\S+/.exec(email.text ?? '');
  if (!found) throw new Error(`no link in: ${email.text}`);
  return new URL(found[0]);
}

/** A photo host on 127.0.0.1 serving one PNG. */
async function photoHost() {
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#7f2a62' } })
    .png()
    .toBuffer();
  const server: Server = createServer((request, response) => {
    if (request.url === '/face.png') return response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    response.writeHead(404).end();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, close: () => new Promise((resolve) => server.close(resolve)) };
}

const APPROVAL_SUBJECT = 'Approve the change of your PhoneHaat email';
const VERIFICATION_SUBJECT = 'Confirm your email for PhoneHaat';

/**
 * Issue 38 §4: the account page changes the email through Better Auth's change-email, and the name and
 * photo through update-user. A new address is verified before it counts; a photo elsewhere is stored as
 * ours, as at sign-up (decision 0054).
 */
describe.each(databaseKinds)('changing the email and the photo from the account page on %s', (kind) => {
  let t: TestApp;
  let mailbox: SmtpCapture;
  let host: Awaited<ReturnType<typeof photoHost>>;

  const post = (url: string, payload: object, actor: Actor) =>
    t.app.inject({ method: 'POST', url: `/api/auth/${url}`, payload, headers: actor.auth });
  const follow = (link: URL) => t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
  const rowOf = async (actor: Actor) =>
    (
      await t.database.db
        .select({ email: users.email, emailVerified: users.emailVerified })
        .from(users)
        .where(eq(users.id, actor.id))
    )[0]!;
  const newAddress = () => `new-${randomUUID().slice(0, 8)}@example.com`;
  const mailTo = (address: string, subject: string) =>
    mailbox.waitFor((email) => email.to.includes(address) && email.subject === subject);
  const signIn = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password: TEST_PASSWORD } });

  beforeAll(async () => {
    mailbox = await startSmtpCapture();
    host = await photoHost();
    t = await createTestApp(kind, { SMTP_URL: mailbox.url, PROFILE_PHOTO_ALLOW_LOOPBACK: 'true' });
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([mailbox.close(), host.close()]);
  });

  it('changes an unverified email at once, still unverified, and sends the verification link to the new address', async () => {
    const person = await t.signUp();
    await t.database.db.update(users).set({ emailVerified: false }).where(eq(users.id, person.id));
    const address = newAddress();

    const answer = await post('change-email', { newEmail: address, callbackURL: '/dashboard/account' }, person);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await rowOf(person)).toEqual({ email: address, emailVerified: false });

    const link = linkIn(await mailTo(address, VERIFICATION_SUBJECT));
    expect(link.searchParams.get('callbackURL')).toBe('/?verified=email');
    expect((await follow(link)).headers.location).toBe('/?verified=email');
    expect(await rowOf(person)).toEqual({ email: address, emailVerified: true });
    expect((await signIn(address)).statusCode).toBe(200);
    expect((await signIn(person.email)).statusCode).toBe(401);
    expect(mailbox.messages.filter((email) => email.subject === APPROVAL_SUBJECT && email.to.includes(person.email))).toEqual([]);
  });

  it('asks a verified address to approve first; the address changes, verified, once the new one’s link is followed', async () => {
    const person = await t.signUp('User', { name: 'Tanvir Hasan' });
    const address = newAddress();

    expect((await post('change-email', { newEmail: address, callbackURL: '/somewhere-else' }, person)).statusCode).toBe(200);
    expect(await rowOf(person)).toEqual({ email: person.email, emailVerified: true });

    const approval = await mailTo(person.email, APPROVAL_SUBJECT);
    expect(approval.text).toContain(`Hello Tanvir Hasan,`);
    expect(approval.text).toContain(address);
    const approve = linkIn(approval);
    expect(approve.pathname).toBe('/api/auth/verify-email');
    // Our page, whatever the request asked.
    expect(approve.searchParams.get('callbackURL')).toBe('/dashboard/account?emailChange=approved');
    expect((await follow(approve)).headers.location).toBe('/dashboard/account?emailChange=approved');
    // Approved is not changed: the new address has not shown it is theirs yet.
    expect(await rowOf(person)).toEqual({ email: person.email, emailVerified: true });
    expect((await signIn(person.email)).statusCode).toBe(200);

    const verify = linkIn(await mailTo(address, VERIFICATION_SUBJECT));
    expect((await follow(verify)).headers.location).toBe('/?verified=email');
    expect(await rowOf(person)).toEqual({ email: address, emailVerified: true });
    expect((await signIn(address)).statusCode).toBe(200);
  });

  it('lands a broken approval link on the account page with the error', async () => {
    const landing = await t.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=not-a-token&callbackURL=${encodeURIComponent('/dashboard/account?emailChange=approved')}`,
    });
    expect(landing.headers.location).toBe('/dashboard/account?emailChange=approved&error=INVALID_TOKEN');
  });

  it("answers the same for another account's address, and changes and sends nothing", async () => {
    const person = await t.signUp();
    const other = await t.signUp();
    const answer = await post('change-email', { newEmail: other.email.toUpperCase() }, person);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ status: true });
    // A free address's approval goes out within moments; none for this one (the sign-ups' own emails aside).
    await post('change-email', { newEmail: newAddress() }, other);
    await mailTo(other.email, APPROVAL_SUBJECT);
    expect(mailbox.messages.filter((email) => email.to.includes(person.email) && email.subject === APPROVAL_SUBJECT)).toEqual([]);
    // The other account got its sign-up's link and its own approval, nothing for this request.
    await mailTo(other.email, VERIFICATION_SUBJECT);
    expect(
      mailbox.messages
        .filter((email) => email.to.includes(other.email))
        .map((email) => email.subject)
        .sort(),
    ).toEqual([APPROVAL_SUBJECT, VERIFICATION_SUBJECT]);
    expect(await rowOf(person)).toEqual({ email: person.email, emailVerified: true });
  });

  it('stores a new photo from elsewhere as our own, as at sign-up; keeps one of ours; removes it on request', async () => {
    const person = await t.signUp();
    const updated = await post('update-user', { name: 'Mitu Akter', image: `${host.base}/face.png` }, person);
    expect(updated.statusCode, updated.body).toBe(200);
    const photo = await t.app.inject({ method: 'GET', url: '/api/users/me/photo', headers: person.auth });
    const stored = photo.json<ProfilePhotoAnswer>().photoURL;
    expect(stored).toMatch(/^\/uploads\/[0-9a-f]{32}-320\.webp$/);
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: person.auth });
    expect(session.json()).toMatchObject({ user: { name: 'Mitu Akter', image: stored } });
    expect(session.body).not.toContain(host.base);

    expect((await post('update-user', { image: stored }, person)).statusCode).toBe(200);
    const [kept] = await t.database.db.select({ image: users.image }).from(users).where(eq(users.id, person.id));
    expect(kept!.image).toBe(stored);
    expect((await post('update-user', { image: null }, person)).statusCode).toBe(200);
    const [removed] = await t.database.db.select({ image: users.image }).from(users).where(eq(users.id, person.id));
    expect(removed!.image).toBeNull();
  });
});
