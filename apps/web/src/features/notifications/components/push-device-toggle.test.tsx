import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PushDeviceToggle } from './push-device-toggle.tsx';

/** A VAPID public key's shape: 65 bytes, 0x04 first, in URL-safe base64. */
const keyBytes = Uint8Array.from({ length: 65 }, (_, index) => (index === 0 ? 4 : index));
const publicKey = btoa(String.fromCharCode(...keyBytes))
  .replaceAll('+', '-')
  .replaceAll('/', '_')
  .replace(/=+$/, '');

interface FakeSubscription {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer | null };
  toJSON(): object;
  unsubscribe: ReturnType<typeof vi.fn>;
}

function fakeSubscription(key: Uint8Array = keyBytes): FakeSubscription {
  const endpoint = `https://fcm.googleapis.com/fcm/send/${Math.random().toString(36).slice(2)}`;
  return {
    endpoint,
    options: { applicationServerKey: key.slice().buffer },
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } }),
    unsubscribe: vi.fn(async () => true),
  };
}

interface Browser {
  permission?: NotificationPermission;
  /** What the permission prompt answers. */
  answer?: NotificationPermission;
  subscribed?: FakeSubscription | null;
  serverKey?: string | null;
  subscriptionAnswer?: number;
}

/** A browser that can take pushes (service worker, PushManager, Notification) and the API's answers. */
function stubBrowser({
  permission = 'default',
  answer = 'granted',
  subscribed = null,
  serverKey = publicKey,
  subscriptionAnswer = 201,
}: Browser = {}) {
  let current = subscribed;
  const made = fakeSubscription();
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => {
      current = made;
      return made;
    }),
  };
  made.unsubscribe.mockImplementation(async () => {
    current = null;
    return true;
  });
  subscribed?.unsubscribe.mockImplementation(async () => {
    current = null;
    return true;
  });
  const notification = { permission, requestPermission: vi.fn(async () => answer) };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: Promise.resolve({ pushManager }) } });

  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const method = init.method ?? 'GET';
      calls.push({ method, path, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      if (path === '/api/push/public-key') return Response.json({ publicKey: serverKey });
      if (path === '/api/push/subscriptions' && method === 'POST')
        return new Response(subscriptionAnswer < 300 ? null : '{"message":"No"}', { status: subscriptionAnswer });
      if (path === '/api/push/subscriptions' && method === 'DELETE') return new Response(null, { status: 204 });
      return Response.json({ message: 'Not found' }, { status: 404 });
    }),
  );
  const sent = (method: string) =>
    calls.filter((call) => call.path === '/api/push/subscriptions' && call.method === method).map((call) => call.body);
  return { pushManager, notification, made, calls, sent };
}

const renderToggle = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PushDeviceToggle />
    </QueryClientProvider>,
  );
const deviceSwitch = () => screen.findByRole('switch', { name: 'Notifications on this device' });

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the push switch for this device', () => {
  it('turns on: asks permission, subscribes with the server’s key and hands the subscription to the server', async () => {
    const browser = stubBrowser();
    renderToggle();
    const toggle = await deviceSwitch();
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(
      'Get your notifications on this phone or computer, even when PhoneHaat is closed.',
    );

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(browser.notification.requestPermission).toHaveBeenCalledOnce();
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: keyBytes });
    expect(browser.sent('POST')).toEqual([browser.made.toJSON()]);
  });

  it('turns off: unsubscribes this browser and tells the server to forget it', async () => {
    const subscribed = fakeSubscription();
    const browser = stubBrowser({ permission: 'granted', subscribed });
    renderToggle();
    const toggle = await deviceSwitch();
    expect(toggle).toBeChecked();
    // Shown on: the server is told again it is this person's.
    await waitFor(() => expect(browser.sent('POST')).toEqual([subscribed.toJSON()]));

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(subscribed.unsubscribe).toHaveBeenCalledOnce();
    expect(browser.sent('DELETE')).toEqual([{ endpoint: subscribed.endpoint }]);
  });

  it('says so when notifications are blocked, and offers no switch to flip', async () => {
    const browser = stubBrowser({ permission: 'denied' });
    renderToggle();
    const toggle = await deviceSwitch();
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription(/^Notifications are blocked in this browser's settings/);
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('shows the blocked state when the prompt is refused', async () => {
    const refused = stubBrowser({ answer: 'denied' });
    renderToggle();
    await userEvent.click(await deviceSwitch());
    expect(await screen.findByText("Notifications are blocked in this browser's settings")).toBeInTheDocument();
    expect(await deviceSwitch()).toBeDisabled();
    expect(refused.pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('stays off when the permission prompt is dismissed', async () => {
    const dismissed = stubBrowser({ answer: 'default' });
    renderToggle();
    const toggle = await deviceSwitch();
    await userEvent.click(toggle);
    await waitFor(() => expect(dismissed.notification.requestPermission).toHaveBeenCalled());
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(dismissed.pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('says it failed, and unsubscribes again, when the server does not keep the subscription', async () => {
    const browser = stubBrowser({ subscriptionAnswer: 500 });
    renderToggle();
    const toggle = await deviceSwitch();
    await userEvent.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not change notifications on this device. Please try again.',
    );
    expect(toggle).not.toBeChecked();
    expect(browser.made.unsubscribe).toHaveBeenCalledOnce();
  });

  it('replaces a subscription made with another key (the server’s keys changed)', async () => {
    const old = fakeSubscription(Uint8Array.from({ length: 65 }, () => 4));
    const browser = stubBrowser({ permission: 'granted', subscribed: old });
    renderToggle();
    const toggle = await deviceSwitch();
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(old.unsubscribe).toHaveBeenCalledOnce();
    expect(browser.sent('POST')).toEqual([browser.made.toJSON()]);
  });

  it('shows nothing when the server sends no pushes', async () => {
    const browser = stubBrowser({ serverKey: null });
    const { container } = renderToggle();
    await waitFor(() => expect(browser.calls.map((call) => call.path)).toEqual(['/api/push/public-key']));
    expect(container).toBeEmptyDOMElement();
  });

  it('shows nothing, and asks the server nothing, where the browser cannot take pushes', async () => {
    const browser = stubBrowser();
    Reflect.deleteProperty(globalThis, 'PushManager');
    const { container } = renderToggle();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container).toBeEmptyDOMElement();
    expect(browser.calls).toEqual([]);
  });

  it('speaks Bangla', async () => {
    stubBrowser({ permission: 'denied' });
    await i18next.changeLanguage('bn');
    renderToggle();
    const toggle = await screen.findByRole('switch', { name: 'এই ডিভাইসে নোটিফিকেশন' });
    expect(toggle).toHaveAccessibleDescription(/^এই ব্রাউজারের সেটিংসে নোটিফিকেশন বন্ধ করা আছে/);
  });
});
