import { apiRequest } from '../api-client.ts';

/**
 * Before signing out: this browser stops taking pushes for the account (issue 38), so the next person on
 * a shared phone does not see its notifications. The subscription is ended and the server forgets it;
 * a browser without push, or without one, has nothing to do. Never stands in the way of signing out.
 */
export async function forgetDevicePush(): Promise<void> {
  try {
    if (!('serviceWorker' in navigator) || !navigator.serviceWorker.controller) return;
    const registration = await navigator.serviceWorker.ready;
    const subscription = await registration.pushManager?.getSubscription();
    if (!subscription) return;
    await apiRequest<null>('/push/subscriptions', { method: 'DELETE', json: { endpoint: subscription.endpoint } });
    await subscription.unsubscribe();
  } catch {
    // Signing out matters more; the server also drops a subscription the push service says is gone.
  }
}
