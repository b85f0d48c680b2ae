import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, TEST_PASSWORD, type Actor, type TestApp } from '../support/test-app.ts';

/** `{"a":{"a":…}}` nested `depth` times, as raw JSON text. */
const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/**
 * The identity routes (/api/auth/*, Better Auth behind our bridge) answer hostile bodies the way /api
 * does: a 4xx, never a 500. Before, JSON nested 5,000 deep overflowed the stack and a NUL byte in a
 * name reached PostgreSQL.
 */
describe.each(databaseKinds)('hostile bodies to the identity routes on %s', (kind) => {
  let t: TestApp;
  let user: Actor;

  beforeAll(async () => {
    t = await createTestApp(kind);
    user = await t.signUp('User');
  });
  afterAll(() => t.close());

  const send = (url: string, payload: string, auth = false) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...(auth && user.auth) },
      payload,
    });

  const expectRefused = (response: { statusCode: number; body: string }) => {
    expect(response.statusCode, response.body.slice(0, 300)).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
  };

  it.each(['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/auth/update-user', '/api/auth/change-password'])(
    'refuses JSON nested 5,000 deep to %s with a 400',
    async (url) => {
      const response = await send(url, nested(5_000), true);
      expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
    },
  );

  it('refuses a NUL byte in a name, an email or a password with a 400, and changes nothing', async () => {
    const updated = await send('/api/auth/update-user', JSON.stringify({ name: 'Ni\u0000ce' }), true);
    expect(updated.statusCode, updated.body).toBe(400);
    expect(updated.json()).toMatchObject({ code: 'VALIDATION' });
    const session = await t.app.inject({ url: '/api/auth/get-session', headers: user.auth });
    expect(session.json().user.name).toBe(user.name);

    const signUp = await send(
      '/api/auth/sign-up/email',
      JSON.stringify({ name: 'Nul\u0000', email: 'nul@example.com', password: TEST_PASSWORD, image: '' }),
    );
    expect(signUp.statusCode, signUp.body).toBe(400);
    const signIn = await send('/api/auth/sign-in/email', JSON.stringify({ email: `${user.email}\u0000`, password: TEST_PASSWORD }));
    expect(signIn.statusCode, signIn.body).toBe(400);
    const password = await send(
      '/api/auth/change-password',
      JSON.stringify({ currentPassword: `${TEST_PASSWORD}\u0000`, newPassword: 'another-pass-8' }),
      true,
    );
    expect(password.statusCode, password.body).toBe(400);
  });

  it.each([
    ['/api/auth/sign-in/email', { email: 123, password: ['x'] }],
    ['/api/auth/sign-in/email', { email: { $ne: null }, password: { $gt: '' } }],
    ['/api/auth/sign-up/email', { name: 7, email: true, password: 12345678, image: {} }],
    ['/api/auth/update-user', { name: ['a'], image: 5 }],
    ['/api/auth/update-user', { name: null }],
    ['/api/auth/change-password', { currentPassword: 1, newPassword: { a: 1 } }],
    ['/api/auth/sign-out', { a: [[[[[1]]]]] }],
  ])('refuses wrong types to %s with a 4xx: %j', async (url, body) => {
    expectRefused(await send(url, JSON.stringify(body), true));
  });

  it.each(['[]', '"text"', '12', 'null', 'true', '{"email":', '\u0000'])('refuses the body %j to sign-in with a 4xx', async (payload) => {
    expectRefused(await send('/api/auth/sign-in/email', payload));
  });

  it.each([
    '/api/auth/get-session?disableCookieCache=%00',
    '/api/auth/verify-email?token=%00',
    '/api/auth/verify-email?token=a%00b&callbackURL=%00',
    '/api/auth/reset-password/%00?callbackURL=%2F',
    '/api/auth/callback/google?code=%00&state=%00',
    '/api/auth/list-sessions?x=%E0%A4%A',
  ])('answers GET %s without a 5xx', async (url) => {
    const response = await t.app.inject({ url, headers: user.auth });
    expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
  });

  it.each([
    '/api/auth/verify-email?token=not-a-token&callbackURL=https%3A%2F%2Fevil.example',
    '/api/auth/reset-password/abc?callbackURL=https%3A%2F%2Fevil.example',
    '/api/auth/verify-email?token=x&callbackURL=%2F%2Fevil.example',
    '/api/auth/verify-email?token=x&callbackURL=%2F%5Cevil.example',
    '/api/auth/verify-email?token=x&callbackURL=true',
    '/api/auth/verify-email?token=x&callbackURL=abc',
  ])('refuses to send the browser off the site (or to no address): %s', async (url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
    expect(response.headers.location).toBeUndefined();
    expect(response.json().errors).toEqual({ callbackURL: 'must be a path on this site' });
  });

  it('still redirects to a path on this site', async () => {
    const response = await t.app.inject({ url: '/api/auth/verify-email?token=not-a-token&callbackURL=%2Fauth-complete.html' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/auth-complete.html?error=INVALID_TOKEN');
  });
});
