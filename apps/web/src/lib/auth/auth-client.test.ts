import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitForPopup } from './auth-client.ts';

const completed = (error: string | null = null) =>
  window.dispatchEvent(
    new MessageEvent('message', { origin: window.location.origin, data: { type: 'phonehaat:auth-complete', error } }),
  );

describe('waitForPopup', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("takes the popup's message even when the popup is seen closed before the message arrives", async () => {
    const waiting = waitForPopup({ closed: true });
    vi.advanceTimersByTime(600); // the closed check (every 400 ms) has run; its grace has not ended
    completed();
    await expect(waiting).resolves.toBeUndefined();
  });

  it('fails as closed by the user when the popup closes and no message follows', async () => {
    const waiting = waitForPopup({ closed: true });
    const outcome = expect(waiting).rejects.toThrow('Error (auth/popup-closed-by-user).');
    vi.advanceTimersByTime(1_400); // the closed check, then its 1 s grace for a trailing message
    await outcome;
  });

  it('keeps waiting while the popup is open', async () => {
    let settled = false;
    void waitForPopup({ closed: false }).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(settled).toBe(false);
    completed();
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);
  });

  it("fails with the provider's error when the popup reports one", async () => {
    const waiting = waitForPopup({ closed: false });
    completed('access_denied');
    await expect(waiting).rejects.toThrow('Google sign-in failed (access_denied)');
  });
});

describe('authClient, through Better Auth', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** Better Auth's client takes `fetch` when it is created, so the module is loaded after the stub. */
  async function clientAnswering(status: number, body: unknown) {
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));
    vi.stubGlobal('fetch', fetch);
    vi.resetModules();
    const { authClient } = await import('./auth-client.ts');
    return { authClient, fetch };
  }

  it('signs in by email and maps the user to the spec shape', async () => {
    const user = { id: 'u1', email: 'buyer@example.com', name: 'Buyer', image: null };
    const { authClient, fetch } = await clientAnswering(200, { redirect: false, token: 't', user });
    await expect(authClient.signIn('buyer@example.com', 'secret1')).resolves.toEqual({
      uid: 'u1',
      email: 'buyer@example.com',
      displayName: 'Buyer',
      photoURL: null,
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe(`${window.location.origin}/api/auth/sign-in/email`);
    expect(init?.method).toBe('POST');
  });

  it("fails with the server's message, shown under the form", async () => {
    const { authClient } = await clientAnswering(401, { message: 'Invalid email or password', code: 'INVALID_EMAIL_OR_PASSWORD' });
    await expect(authClient.signIn('buyer@example.com', 'wrong-one')).rejects.toMatchObject({
      name: 'AuthError',
      message: 'Invalid email or password',
    });
  });

  it('has no current user when the session answer is empty', async () => {
    const { authClient } = await clientAnswering(200, null);
    await expect(authClient.currentUser()).resolves.toBeNull();
  });
});
