import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, TEST_PASSWORD, type Actor, type TestApp } from '../support/test-app.ts';

const production = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'p'.repeat(40),
  IMEI_HASH_KEY: 'a'.repeat(64),
  IMEI_ENCRYPTION_KEY: 'b'.repeat(64),
  IMAGE_STORAGE: 'local',
};
const docs = ['/api/docs', '/api/docs/json'];

/** Issue 36: the API documentation (every route, admin ones included) was public in production. */
describe.each(databaseKinds)('the API documentation in production on %s', (kind) => {
  let t: TestApp;
  let user: Actor;
  let admin: Actor;

  beforeAll(async () => {
    t = await createTestApp(kind, production);
    [user, admin] = (await Promise.all([t.signUp('User'), t.signUp('admin')])) as [Actor, Actor];
  });
  afterAll(() => t.close());

  const statuses = async (headers: Record<string, string>) =>
    Promise.all(docs.map(async (url) => (await t.app.inject({ url, headers })).statusCode));

  it('answers 401 to anonymous callers and 403 to a signed-in User, and lists nothing', async () => {
    for (const url of docs) {
      const anonymous = await t.app.inject(url);
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.body).not.toContain('/admin/');
      const asUser = await t.app.inject({ url, headers: user.auth });
      expect(asUser.statusCode, url).toBe(403);
      expect(asUser.body).not.toContain('/admin/');
    }
  });

  it('serves a signed-in admin, by bearer token or by session cookie', async () => {
    expect(await statuses(admin.auth)).toEqual([200, 200]);
    const json = await t.app.inject({ url: '/api/docs/json', headers: admin.auth });
    expect(Object.keys(json.json<{ paths: object }>().paths)).toContain('/api/admin/payouts');

    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: admin.email, password: TEST_PASSWORD } });
    expect(signIn.statusCode).toBe(200);
    const cookie = [signIn.headers['set-cookie']]
      .flat()
      .map((line) => String(line).split(';')[0])
      .join('; ');
    expect(cookie).toContain('session_token=');
    expect(await statuses({ cookie })).toEqual([200, 200]);
  });
});

describe('the API documentation outside production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('is open to anyone, as before', async () => {
    for (const url of docs) expect((await t.app.inject(url)).statusCode, url).toBeLessThan(400);
  });
});
