import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema/index.ts';
import { createTestApp, databaseKinds, TEST_PASSWORD, type Actor, type TestApp } from '../support/test-app.ts';

/**
 * A bearer token's viewer is read from its session on every request, with the catalogue's caches on
 * as in production: every change to a role, an account or a session shows on the next request.
 */
describe.each(databaseKinds)('viewers of bearer tokens with the caches on, on %s', (kind) => {
  let t: TestApp;
  let admin: Actor;

  beforeAll(async () => {
    t = await createTestApp(kind, { CATALOGUE_CACHE_TTL_MS: '60000' });
    admin = await t.signUp('admin');
  });
  afterAll(() => t.close());

  const isSeller = async (actor: Actor) =>
    (await t.app.inject({ url: `/api/users/seller/${encodeURIComponent(actor.email)}`, headers: actor.auth })).json<{
      isSeller: boolean;
    }>().isSeller;
  // The session row holds the bare token; Better Auth hands out `<token>.<signature>`.
  const sessionOf = (actor: Actor) => eq(sessions.token, actor.token.split('.')[0]!);
  const status = async (actor: Actor) =>
    (await t.app.inject({ url: `/api/bookingProduct?email=${encodeURIComponent(actor.email)}`, headers: actor.auth })).statusCode;

  it('sees a role chosen through the API on the next request', async () => {
    const seller = await t.signUp('User');
    expect(await isSeller(seller)).toBe(false);
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: seller.auth,
      payload: { name: seller.name, email: seller.email, role: 'Seller' },
    });
    expect(registered.statusCode).toBe(200);
    expect(await isSeller(seller)).toBe(true);
  });

  it('refuses the token of an account an admin deleted, at once', async () => {
    const buyer = await t.signUp('User');
    expect(await status(buyer)).toBe(200);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/users/${buyer.id}`, headers: admin.auth });
    expect(deleted.statusCode).toBe(200);
    expect(await status(buyer)).toBe(401);
  });

  it('refuses a token after sign-out, at once', async () => {
    const buyer = await t.signUp('User');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: buyer.email, password: TEST_PASSWORD },
    });
    const token = String(signIn.headers['set-auth-token']);
    const cookie = ([] as string[])
      .concat(signIn.headers['set-cookie'] ?? [])
      .map((value) => value.split(';')[0])
      .join('; ');
    const signedIn = { ...buyer, auth: { authorization: `Bearer ${token}` } };
    expect(await status(signedIn)).toBe(200);
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: 'http://localhost:3000' },
      payload: {},
    });
    expect(signOut.statusCode).toBe(200);
    expect(await status(signedIn)).toBe(401);
  });

  it('refuses a token whose session has expired since its last request', async () => {
    const buyer = await t.signUp('User');
    expect(await status(buyer)).toBe(200);
    // The database's clock decides: the session ends a second ago, as if its time had run out.
    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sessionOf(buyer));
    expect(await status(buyer)).toBe(401);
  });

  it('sees a session removed behind the server’s back on the next request', async () => {
    const buyer = await t.signUp('User');
    expect(await status(buyer)).toBe(200);
    const removed = await t.database.db.delete(sessions).where(sessionOf(buyer)).returning({ id: sessions.id });
    expect(removed).toHaveLength(1);
    expect(await status(buyer)).toBe(401);
  });
});
