import { describe, expect, it } from 'vitest';
import { waitForPopup } from './auth-client.ts';

const completed = (error: string | null = null) =>
  window.dispatchEvent(
    new MessageEvent('message', { origin: window.location.origin, data: { type: 'phonehaat:auth-complete', error } }),
  );
const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('waitForPopup', () => {
  it("takes the popup's message even when the popup is seen closed before the message arrives", async () => {
    const waiting = waitForPopup({ closed: true });
    await after(600); // the closed check (every 400 ms) has run
    completed();
    await expect(waiting).resolves.toBeUndefined();
  });

  it('fails as closed by the user when the popup closes and no message follows', async () => {
    const waiting = waitForPopup({ closed: true });
    await expect(waiting).rejects.toThrow('Error (auth/popup-closed-by-user).');
  });

  it("fails with the provider's error when the popup reports one", async () => {
    const waiting = waitForPopup({ closed: false });
    completed('access_denied');
    await expect(waiting).rejects.toThrow('Google sign-in failed (access_denied)');
  });
});
