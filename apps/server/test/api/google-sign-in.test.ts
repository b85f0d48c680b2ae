import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema/index.ts';
import { startOidcStandIn, type OidcStandIn } from '../support/oidc-stand-in.ts';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app.ts';

const cookieHeader = (setCookie: string | string[] | undefined) =>
  ([] as string[])
    .concat(setCookie ?? [])
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

describe.each(databaseKinds)('Google sign-in against a local OpenID Connect stand-in on %s', (kind) => {
  let provider: OidcStandIn;
  let t: TestApp;

  beforeAll(async () => {
    provider = await startOidcStandIn();
    t = await createTestApp(kind, {
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: provider.clientSecret,
      GOOGLE_DISCOVERY_URL: provider.discoveryUrl,
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  it('tells the web app that Google sign-in is on', async () => {
    expect((await t.app.inject('/api/config')).json()).toMatchObject({ googleSignIn: true });
  });

  it('signs a new person up through the provider, as a User, and hands out a token', async () => {
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: { provider: 'google', callbackURL: '/', disableRedirect: true },
    });
    expect(start.statusCode, start.body).toBe(200);
    const authorizeUrl = new URL(start.json<{ url: string }>().url);
    expect(authorizeUrl.origin).toBe(provider.url);
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');

    // The browser follows the provider's redirect back to our callback with the state cookie.
    const providerAnswer = await fetch(authorizeUrl, { redirect: 'manual' });
    const callback = new URL(providerAnswer.headers.get('location')!);
    const landed = await t.app.inject({
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: cookieHeader(start.headers['set-cookie']) },
    });
    expect(landed.statusCode, landed.body).toBe(302);
    expect(landed.headers.location).toBe("/");

    const session = cookieHeader(landed.headers['set-cookie']);
    const token = await t.app.inject({ url: '/api/jwt?email=google.person@gmail.test', headers: { cookie: session } });
    expect(token.statusCode).toBe(200);
    const auth = { authorization: `Bearer ${token.json<{ accessToken: string }>().accessToken}` };
    // Spec §7: a Google sign-up registers with name and email only.
    const register = await t.app.inject({ method: 'POST', url: '/api/users', headers: auth, payload: { name: 'Google Person', email: 'google.person@gmail.test' } });
    expect(register.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'google.person@gmail.test'));
    expect(row).toMatchObject({ name: 'Google Person', role: 'User', image: 'https://lh3.googleusercontent.test/a/photo.png' });
    expect(provider.seen.some((request) => request.path === '/token')).toBe(true);
  });

  it('refuses a callback whose state does not match', async () => {
    const start = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/social', payload: { provider: 'google', callbackURL: '/', disableRedirect: true } });
    const providerAnswer = await fetch(start.json<{ url: string }>().url, { redirect: 'manual' });
    const callback = new URL(providerAnswer.headers.get('location')!);
    callback.searchParams.set('state', 'forged-state');
    const landed = await t.app.inject({ url: `${callback.pathname}${callback.search}`, headers: { cookie: cookieHeader(start.headers['set-cookie']) } });
    expect(landed.headers['set-cookie'] ?? '').not.toContain('session_token=');
    expect(String(landed.headers.location ?? '')).toMatch(/error/);
  });
});

describe('without Google configured', () => {
  it('hides the button and refuses the provider', async () => {
    const t = await createTestApp('pglite');
    try {
      expect((await t.app.inject('/api/config')).json()).toMatchObject({ googleSignIn: false });
      const start = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/social', payload: { provider: 'google', callbackURL: '/' } });
      expect(start.statusCode).toBeGreaterThanOrEqual(400);
    } finally {
      await t.close();
    }
  });
});
