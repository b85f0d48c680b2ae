import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema/index.ts';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app.ts';

describe.each(databaseKinds)('session expiry on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('refuses a bearer token whose session has expired, on every kind of protected call', async () => {
    const seller = await t.signUp('Seller');
    const calls = [
      { url: '/api/myProducts' },
      { url: `/api/bookingProduct?email=${encodeURIComponent(seller.email)}` },
      { url: `/api/users/seller/${encodeURIComponent(seller.email)}` },
      { url: `/api/jwt?email=${encodeURIComponent(seller.email)}` },
    ];
    for (const call of calls) {
      const live = await t.app.inject({ ...call, headers: seller.auth });
      expect(live.statusCode, `${call.url} with a live session`).toBe(200);
    }

    // The bearer token may be Better Auth's signed form `<token>.<signature>`; the row holds the bare token.
    const bare = seller.token.split('.')[0]!;
    const expiredRows = await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.token, bare))
      .returning({ id: sessions.id });
    expect(expiredRows).toHaveLength(1);
    for (const call of calls) {
      const expired = await t.app.inject({ ...call, headers: seller.auth });
      expect(expired.statusCode, `${call.url} with an expired session`).toBe(401);
    }
    const session = await t.app.inject({ url: '/api/auth/get-session', headers: seller.auth });
    expect(session.json()).toBeNull();
  });
});
