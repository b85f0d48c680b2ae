import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetDevicePush } from './forget-device-push.ts';

const endpoint = 'https://fcm.googleapis.com/fcm/send/device-1';

function browserWithPush(subscription: { endpoint: string; unsubscribe: () => Promise<boolean> } | null) {
  const registration = { pushManager: { getSubscription: vi.fn(async () => subscription) } };
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: { controller: {}, ready: Promise.resolve(registration) } });
}

describe('forgetDevicePush', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells the server to forget this browser’s subscription, then ends it', async () => {
    const unsubscribe = vi.fn(async () => true);
    browserWithPush({ endpoint, unsubscribe });
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    await forgetDevicePush();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/push/subscriptions');
    expect(init.method).toBe('DELETE');
    expect(JSON.parse(String(init.body))).toEqual({ endpoint });
    expect(unsubscribe).toHaveBeenCalledOnce();
  });

  it('does nothing without a subscription, and never throws when the server fails', async () => {
    browserWithPush(null);
    const fetchMock = vi.fn(async () => new Response('{}', { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
    await forgetDevicePush();
    expect(fetchMock).not.toHaveBeenCalled();

    browserWithPush({ endpoint, unsubscribe: vi.fn(async () => true) });
    await expect(forgetDevicePush()).resolves.toBeUndefined();
  });
});
