import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';

/**
 * Changing the password signs the account out everywhere else, whatever the client asks: a session a
 * thief opened with the old password must not outlive it. The caller gets a fresh token.
 */
describe.each(databaseKinds)('changing the password on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const signIn = async (email: string, password: string) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
    expect(response.statusCode, response.body).toBe(200);
    return { authorization: `Bearer ${String(response.headers['set-auth-token'])}` };
  };
  const signedIn = async (headers: { authorization: string }) =>
    (await t.app.inject({ url: '/api/auth/get-session', headers })).json() !== null;

  it.each([false, undefined])('revokes every other session even when revokeOtherSessions is %s', async (revokeOtherSessions) => {
    const owner = await t.signUp('User');
    const laptop = await signIn(owner.email, TEST_PASSWORD);
    expect(await signedIn(laptop)).toBe(true);

    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: owner.auth,
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'a-new-password-9', revokeOtherSessions },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    expect(await signedIn(laptop)).toBe(false);
    expect((await t.app.inject({ url: '/api/myProducts', headers: laptop })).statusCode).toBe(401);
    // The caller carries on with the token the answer hands it.
    const fresh = { authorization: `Bearer ${String(changed.headers['set-auth-token'])}` };
    expect(changed.json().token).toEqual(expect.any(String));
    expect(await signedIn(fresh)).toBe(true);
    expect(await signedIn(await signIn(owner.email, 'a-new-password-9'))).toBe(true);
  });
});
