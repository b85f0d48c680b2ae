import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, TEST_PASSWORD, type Actor, type TestApp } from '../support/test-app.ts';

const CARD = { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' };
/** The card-confirm route's budget: 30 attempts a minute per signed-in user (routes/payments.ts). */
const CONFIRM_BUDGET = 30;

/**
 * Every limiter counts per signed-in user, not per spelling of the Authorization header: the same
 * session written `Bearer <t>.x`, `bearer <t>` or with two spaces used to get a fresh budget each.
 */
describe.each(databaseKinds)('rate limit keys on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { AUTH_RATE_LIMIT_MAX: '5' });
  });
  afterAll(() => t.close());

  const confirm = (authorization: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/simulated/confirm',
      headers: { authorization },
      payload: { clientSecret: 'pi_sim_missing_secret_x', card: CARD },
    });

  it('counts card confirmations per user, however the bearer token is written', async () => {
    const buyer = await t.signUp('User');
    for (let attempt = 0; attempt < CONFIRM_BUDGET; attempt += 1) {
      expect((await confirm(`Bearer ${buyer.token}`)).statusCode).toBe(404);
    }
    expect((await confirm(`Bearer ${buyer.token}`)).statusCode).toBe(429);
    const bare = buyer.token.split('.')[0]!;
    for (const spelling of [`Bearer ${bare}.x`, `bearer ${buyer.token}`, `Bearer  ${buyer.token}`, `BEARER ${bare}`]) {
      expect((await confirm(spelling)).statusCode, spelling).toBe(429);
    }
    // Another user keeps a budget of their own.
    const other = await t.signUp('User');
    expect((await confirm(other.auth.authorization)).statusCode).toBe(404);
  });

  it('counts change-password guesses per user, from however many addresses and spellings', async () => {
    const owner: Actor = await t.signUp('User');
    const bare = owner.token.split('.')[0]!;
    const spellings = [
      `Bearer ${owner.token}`,
      `bearer ${owner.token}`,
      `Bearer  ${owner.token}`,
      `Bearer ${bare}`,
      `BEARER ${owner.token}`,
    ];
    let address = 0;
    const guess = (authorization: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: { authorization },
        // A stolen session guessing the current password from many addresses.
        remoteAddress: `203.0.113.${(address += 1)}`,
        payload: { currentPassword: `not-${TEST_PASSWORD}`, newPassword: 'a-new-password-9' },
      });
    for (const spelling of spellings) expect((await guess(spelling)).statusCode, spelling).toBe(400);
    for (const spelling of [...spellings, `Bearer ${bare}.x`]) expect((await guess(spelling)).statusCode, spelling).toBe(429);
  });

  it('still counts sign-in attempts per address, whatever token comes with them', async () => {
    const [victim, mine] = [await t.signUp('User'), await t.signUp('User')];
    const attempt = (authorization?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: authorization ? { authorization } : {},
        remoteAddress: '198.51.100.7',
        payload: { email: victim.email, password: `not-${TEST_PASSWORD}` },
      });
    for (let i = 0; i < 5; i += 1) expect((await attempt(i % 2 ? mine.auth.authorization : undefined)).statusCode).toBe(401);
    expect((await attempt(mine.auth.authorization)).statusCode).toBe(429);
    expect((await attempt()).statusCode).toBe(429);
  });
});

/**
 * Issue 41 §5: behind nginx (`proxy_add_x_forwarded_for`) the header is the client's own entries followed
 * by the address nginx saw. TRUST_PROXY=true used to take the leftmost entry, which the client writes: one
 * that changed it made 14 wrong-password tries without a 429.
 */
describe('TRUST_PROXY names the proxies, never the client', () => {
  const signIn = (t: TestApp, forwardedFor: string, remoteAddress = '10.0.0.2') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email: 'nobody@example.com', password: `not-${TEST_PASSWORD}` },
    });
  const forged = (n: number) => `203.0.113.${n}, 198.51.100.${n}`;
  const changingItsOwnEntries = async (t: TestApp) => {
    const statuses: number[] = [];
    // The nearest proxy appends the address it saw (192.0.2.50) after whatever the client sent.
    for (let n = 1; n <= 8; n += 1) statuses.push((await signIn(t, `${forged(n)}, 192.0.2.50`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    // Another client behind the same proxy keeps a budget of its own.
    expect((await signIn(t, `${forged(1)}, 192.0.2.51`)).statusCode).toBe(401);
  };

  // The hop count (1, 2…) is `true`'s twin; config/trust-proxy.test.ts reads each spelling.
  describe('with true (one hop)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp('pglite', { AUTH_RATE_LIMIT_MAX: '5', TRUST_PROXY: 'true' });
    });
    afterAll(() => t.close());

    it('a client changing its own X-Forwarded-For entries still gets 429 after the limit', () => changingItsOwnEntries(t));
  });

  describe("with the proxies' network", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp('pglite', { AUTH_RATE_LIMIT_MAX: '5', TRUST_PROXY: '10.0.0.0/24' });
    });
    afterAll(() => t.close());

    it('a client changing its own X-Forwarded-For entries still gets 429 after the limit', () => changingItsOwnEntries(t));

    it('a client connecting directly, not through the proxies, is not believed', async () => {
      const statuses: number[] = [];
      for (let n = 1; n <= 7; n += 1) statuses.push((await signIn(t, `192.0.2.${n}`, '198.51.100.99')).statusCode);
      expect(statuses.slice(5)).toEqual([429, 429]);
    });
  });
});

/**
 * The limit counts, then answers (lib/rate-limit-store.ts): twenty wrong passwords sent at once from one
 * address must still meet exactly the budget of five, whether Redis counts them or, Redis being away,
 * the instance does.
 */
const redisCases: [name: string, url: string][] = [
  ['unreachable (per-instance counts)', 'redis://127.0.0.1:1'],
  ...(process.env.TEST_REDIS_URL ? [['up (shared counts)', process.env.TEST_REDIS_URL] as [string, string]] : []),
];

describe.each(redisCases)('sign-in attempts at once, Redis %s', (_name, redisUrl) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(databaseKinds.at(-1)!, { AUTH_RATE_LIMIT_MAX: '5', REDIS_URL: redisUrl });
  });
  afterAll(() => t.close());

  it('lets exactly the budget through and refuses the rest with 429', async () => {
    // Fresh addresses each run, the sign-up's too: the shared Redis keeps counts of every test app for the window's
    // minute, and other files sign people up from 127.0.0.1 meanwhile.
    const freshAddress = () => `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const victim = { email: `victim-${randomUUID().slice(0, 8)}@example.com` };
    const signedUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: freshAddress(),
      payload: { name: 'Victim', email: victim.email, password: TEST_PASSWORD, image: 'https://example.com/me.png' },
    });
    expect(signedUp.statusCode, signedUp.body).toBe(200);
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          remoteAddress: address,
          payload: { email: victim.email, password: `not-${TEST_PASSWORD}` },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(5).fill(401), ...Array<number>(15).fill(429)]);
  });
});
