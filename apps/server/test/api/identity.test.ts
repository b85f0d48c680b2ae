import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema/index.ts';
import { createTestApp, databaseKinds, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';

/** Signs in through Better Auth and returns the session cookie, as a browser would hold it. */
async function signInCookie(t: TestApp, email: string, password = TEST_PASSWORD) {
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  return { response, cookie: cookies.map((cookie) => cookie.split(';')[0]).join('; ') };
}

describe.each(databaseKinds)('identity on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('gives a token only to a caller signed in as that email', async () => {
    const alice = await t.signUp('User');
    const bob = await t.signUp('User');
    const { cookie } = await signInCookie(t, alice.email);

    const own = await t.app.inject({ url: `/api/jwt?email=${encodeURIComponent(alice.email)}`, headers: { cookie } });
    expect(own.statusCode).toBe(200);
    const { accessToken } = own.json<{ accessToken: string }>();
    const me = await t.app.inject({ url: `/api/users/admin/${alice.email}`, headers: { authorization: `Bearer ${accessToken}` } });
    expect(me.json()).toEqual({ isAdmin: false });

    const other = await t.app.inject({ url: `/api/jwt?email=${encodeURIComponent(bob.email)}`, headers: { cookie } });
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain('accessToken');

    const bare = await t.app.inject(`/api/jwt?email=${encodeURIComponent(alice.email)}`);
    expect(bare.statusCode).toBe(401);
    expect(bare.body).not.toContain('accessToken');
  });

  it('keeps signed-in answers out of shared caches and tokens out of every cache', async () => {
    const alice = await t.signUp('User');
    const { cookie } = await signInCookie(t, alice.email);

    const bookings = await t.app.inject({ url: `/api/bookingProduct?email=${alice.email}`, headers: alice.auth });
    expect(bookings.statusCode).toBe(200);
    expect(bookings.headers['cache-control']).toBe('private, no-cache');
    const revalidated = await t.app.inject({
      url: `/api/bookingProduct?email=${alice.email}`,
      headers: { ...alice.auth, 'if-none-match': String(bookings.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);

    const refused = await t.app.inject(`/api/bookingProduct?email=${alice.email}`);
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('private, no-cache');

    for (const url of [`/api/jwt?email=${encodeURIComponent(alice.email)}`, '/api/auth/get-session']) {
      const answer = await t.app.inject({ url, headers: { cookie } });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).toMatch(/"(accessToken|token)":"[^"]+"/);
      expect(answer.headers['cache-control'], url).toBe('no-store');
    }
    // The public catalogue keeps its own rule.
    expect((await t.app.inject('/api/allProducts')).headers['cache-control']).toBe('public, no-cache');
  });

  it('revokes the bearer token at sign-out', async () => {
    const alice = await t.signUp('User');
    const { cookie } = await signInCookie(t, alice.email);
    const { accessToken } = (await t.app.inject({ url: `/api/jwt?email=${alice.email}`, headers: { cookie } })).json<{ accessToken: string }>();
    const auth = { authorization: `Bearer ${accessToken}` };
    expect((await t.app.inject({ url: `/api/bookingProduct?email=${alice.email}`, headers: auth })).statusCode).toBe(200);

    const signOut = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie, origin: 'http://localhost:3000' }, payload: {} });
    expect(signOut.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/bookingProduct?email=${alice.email}`, headers: auth })).statusCode).toBe(401);
  });

  it('refuses a wrong password with the provider message and a made-up token', async () => {
    const alice = await t.signUp('User');
    const { response } = await signInCookie(t, alice.email, 'wrong-password');
    expect(response.statusCode).toBe(401);
    expect(response.json<{ message: string }>().message).toMatch(/invalid email or password/i);
    const forged = await t.app.inject({ url: '/api/users', headers: { authorization: 'Bearer not-a-real-session-token' } });
    expect(forged.statusCode).toBe(401);
  });

  it('enforces the minimum password length at sign-up', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Short', email: 'short@example.com', password: '12345' },
    });
    expect(response.statusCode).toBe(400);
    expect((await t.database.db.select().from(users).where(eq(users.email, 'short@example.com'))).length).toBe(0);
  });

  it('lets POST /users choose Seller once, and never admin', async () => {
    const carol = await t.signUp('User');
    const admin = await t.app.inject({ method: 'POST', url: '/api/users', headers: carol.auth, payload: { name: 'Carol', email: carol.email, role: 'admin' } });
    expect(admin.statusCode).toBe(400);
    expect(admin.json()).toMatchObject({ errors: { role: expect.any(String) } });

    const seller = await t.app.inject({ method: 'POST', url: '/api/users', headers: carol.auth, payload: { name: 'Carol', email: carol.email, role: 'Seller' } });
    expect(seller.json()).toEqual({ acknowledged: true, insertedId: carol.id });
    expect((await t.app.inject({ url: `/api/users/seller/${carol.email}`, headers: carol.auth })).json()).toEqual({ isSeller: true });

    // The role is fixed once registered: a second call cannot switch it.
    await t.app.inject({ method: 'POST', url: '/api/users', headers: carol.auth, payload: { name: 'Carol', email: carol.email, role: 'User' } });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, carol.id));
    expect(row?.role).toBe('Seller');

    const extraField = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: carol.auth,
      payload: { name: 'Carol', email: carol.email, verify: true, role: 'Seller' },
    });
    expect(extraField.statusCode).toBe(200);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, carol.id));
    expect(after?.verify).toBe(false);
  });

  it("refuses POST /users for someone else's email", async () => {
    const dave = await t.signUp('User');
    const response = await t.app.inject({ method: 'POST', url: '/api/users', headers: dave.auth, payload: { name: 'X', email: 'someone-else@example.com', role: 'Seller' } });
    expect(response.statusCode).toBe(403);
  });

  it('ignores a role sent to the identity provider at sign-up', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Eve', email: 'eve@example.com', password: TEST_PASSWORD, role: 'admin' },
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'eve@example.com'));
    // Better Auth refuses fields marked input: false; either way Eve is no admin.
    expect(row?.role ?? 'User').toBe('User');
    expect([200, 400]).toContain(response.statusCode);
  });

  it('makes ADMIN_EMAILS admins at sign-up', async () => {
    const withAdmins = await createTestApp(kind, { ADMIN_EMAILS: 'owner@example.com' });
    try {
      const owner = await withAdmins.signUp('User', { email: 'owner@example.com' });
      expect((await withAdmins.app.inject({ url: '/api/users/admin/owner@example.com', headers: owner.auth })).json()).toEqual({ isAdmin: true });
    } finally {
      await withAdmins.close();
    }
  });

  it('ends the sessions of a deleted account and refuses its sign-in', async () => {
    const admin = await t.signUp('admin');
    const frank = await t.signUp('User');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/users/${frank.id}`, headers: admin.auth })).json()).toEqual({
      acknowledged: true,
      deletedCount: 1,
    });
    expect((await t.app.inject({ url: `/api/bookingProduct?email=${frank.email}`, headers: frank.auth })).statusCode).toBe(401);
    const { response } = await signInCookie(t, frank.email);
    expect(response.statusCode).toBe(403);
    expect(response.json<{ message: string }>().message).toMatch(/account has been closed/);
  });

  it('rate-limits password attempts per client address', async () => {
    const limited = await createTestApp(kind, { AUTH_RATE_LIMIT_MAX: '3' });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          payload: { email: 'nobody@example.com', password: 'whatever-password' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 3).every((status) => status === 401)).toBe(true);
      expect(statuses.slice(3)).toEqual([429, 429]);
      // Reading the session is not throttled.
      expect((await limited.app.inject('/api/auth/get-session')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
