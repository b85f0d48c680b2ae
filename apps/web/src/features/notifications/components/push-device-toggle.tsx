import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PushPublicKey, PushSubscriptionBody } from '@phonehaat/contract';
import { api, apiRequest } from '../../../lib/api-client.ts';
import { ChannelSwitch } from './channel-switch.tsx';

/** GET /push/public-key: the VAPID key this browser subscribes with; null when the server sends no pushes. */
export const getPushPublicKey = () => api.getPublic<PushPublicKey>('/push/public-key');
export const pushPublicKeyQuery = () =>
  queryOptions({ queryKey: ['push-public-key'], queryFn: getPushPublicKey, staleTime: Infinity });

/** POST /push/subscriptions: the server keeps this browser's subscription for the signed-in person. */
const saveSubscription = (subscription: PushSubscription) =>
  api.post<null>('/push/subscriptions', subscription.toJSON() as PushSubscriptionBody);
/** DELETE /push/subscriptions: the server forgets it. */
const forgetSubscription = (endpoint: string) =>
  apiRequest<null>('/push/subscriptions', { method: 'DELETE', json: { endpoint } });

type DeviceState = 'on' | 'off' | 'blocked';

const supportsPush = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The key as bytes (URL-safe base64 to a buffer): what every browser's pushManager takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replaceAll('-', '+')
    .replaceAll('_', '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

/** Whether a subscription was made with this key (a server with new keys needs a new one). */
function madeWith(subscription: PushSubscription, key: Uint8Array): boolean {
  const used = subscription.options.applicationServerKey;
  return used !== null && used.byteLength === key.length && new Uint8Array(used).every((byte, index) => byte === key[index]);
}

/** Asks for permission (first, while the tap still counts), subscribes with the server's key and tells the server. */
async function turnOn(registration: ServiceWorkerRegistration, publicKey: string): Promise<DeviceState> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'off';
  const key = keyBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !madeWith(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  try {
    await saveSubscription(subscription);
  } catch (error) {
    await subscription.unsubscribe().catch(() => undefined);
    throw error;
  }
  return 'on';
}

/** Unsubscribes this browser, then tells the server (were that to fail, the push service's 410 on the next push does). */
async function turnOff(registration: ServiceWorkerRegistration): Promise<DeviceState> {
  const subscription = await registration.pushManager.getSubscription();
  if (subscription) {
    const { endpoint } = subscription;
    await subscription.unsubscribe();
    await forgetSubscription(endpoint).catch(() => undefined);
  }
  return 'off';
}

/**
 * "Notifications on this device" (issue 38): web push for this browser, beside the per-kind settings.
 * Shown only where the browser can take pushes, the service worker runs (production builds) and the
 * server has a VAPID key. A subscription this browser already has is handed to the server again on
 * showing, so it is the signed-in person's (another account may have made it).
 */
export function PushDeviceToggle() {
  const { t } = useTranslation('dashboard', { keyPrefix: 'pushDevice' });
  const supported = supportsPush();
  const publicKey = useQuery({ ...pushPublicKeyQuery(), enabled: supported }).data?.publicKey;
  const [registration, setRegistration] = useState<ServiceWorkerRegistration>();
  const [state, setState] = useState<DeviceState>();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const labelId = useId();
  const hintId = useId();

  useEffect(() => {
    if (!supported || !publicKey) return;
    let current = true;
    void (async () => {
      const ready = await navigator.serviceWorker.ready;
      const subscription = await ready.pushManager.getSubscription();
      if (!current) return;
      const permission = Notification.permission;
      const on = permission === 'granted' && subscription !== null && madeWith(subscription, keyBytes(publicKey));
      if (on) void saveSubscription(subscription).catch(() => undefined);
      setRegistration(ready);
      setState(permission === 'denied' ? 'blocked' : on ? 'on' : 'off');
    })();
    return () => {
      current = false;
    };
  }, [supported, publicKey]);

  if (!registration || !publicKey || !state) return null;

  const flip = async (wanted: boolean) => {
    setBusy(true);
    setFailed(false);
    try {
      setState(wanted ? await turnOn(registration, publicKey) : await turnOff(registration));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mt-4 rounded-box border border-base-300 px-4 py-3">
      <div className="flex items-center justify-between gap-4">
        <span>
          <span id={labelId} className="block font-medium">
            {t('label')}
          </span>
          {state === 'blocked' ? (
            <span id={hintId} className="block text-sm">
              <span className="block font-medium">{t('blocked')}</span>
              <span className="block text-base-content/70">{t('unblock')}</span>
            </span>
          ) : (
            <span id={hintId} className="block text-sm text-base-content/70">
              {t('hint')}
            </span>
          )}
        </span>
        <ChannelSwitch
          checked={state === 'on'}
          disabled={busy || state === 'blocked'}
          aria-labelledby={labelId}
          aria-describedby={hintId}
          onChange={(event) => void flip(event.target.checked)}
        />
      </div>
      {failed && (
        <p role="alert" className="mt-2 text-sm text-error">
          {t('failed')}
        </p>
      )}
    </div>
  );
}
