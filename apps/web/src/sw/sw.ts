/**
 * PhoneHaat's service worker (issue 23 item 7; decision 0022), built by vite-plugin-pwa's injectManifest
 * with Workbox. It keeps the built app, the listings and photos a visitor has seen, and shows an offline
 * page for pages never opened; private answers are never matched by a route, so they never reach a cache.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { isAppPage, isCacheableListingRead, isListingPhoto } from './cache-rules.ts';
import { offlineCopy } from './kept-pages.ts';
import { pageToOpen, pushMessageOf } from './push-messages.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const WEEK_S = 7 * 24 * 60 * 60;
/** A slow connection falls back to what is kept after this long, rather than leaving a blank page. */
const NETWORK_TIMEOUT_S = 5;
const origin = self.location.origin;
const recentOnly = (maxEntries: number) => new ExpirationPlugin({ maxEntries, maxAgeSeconds: WEEK_S, purgeOnQuotaError: true });
const okOnly = new CacheableResponsePlugin({ statuses: [200] });

/**
 * Pages: from the network while there is one. Offline, a page seen before opens from what was kept
 * (kept-pages.ts): a page rendered on the server as it was seen, with its data, while the files it names
 * are still precached; any other (or one an update has left behind) as the current app shell (index.html
 * from the precache), which renders from the kept listings. A page never seen gets the offline page.
 */
const seenPageOffline: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return null;
    const isPrecached = async (asset: string) => (await matchPrecache(asset)) !== undefined;
    const copy = await offlineCopy(await cachedResponse.clone().text(), isPrecached);
    return copy === 'kept' ? cachedResponse : ((await matchPrecache('index.html')) ?? null);
  },
  handlerDidError: async () => (await matchPrecache('offline.html')) ?? Response.error(),
};
const pages = new NetworkFirst({ cacheName: 'pages', networkTimeoutSeconds: NETWORK_TIMEOUT_S, plugins: [okOnly, recentOnly(50), seenPageOffline] });
registerRoute(({ url, request }) => isAppPage(url, request.mode, origin), pages);

/**
 * The page open when the worker first takes over was loaded before it: without this it would not be
 * kept, and a visitor who opened the home page once would find it "never opened" offline. The worker
 * asks for it again through the pages' own strategy (so it is kept, and expires, like any other page).
 */
self.addEventListener('activate', (event: ExtendableEvent) => {
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.map((client) => new URL(client.url)).filter((url) => isAppPage(url, 'navigate', origin));
      await Promise.allSettled(open.map((url) => pages.handle({ event, request: new Request(url, { credentials: 'same-origin' }) })));
    })(),
  );
});

// Listings change (a phone is booked, sold, repriced): the network first, the kept answer offline.
registerRoute(
  ({ url, request }) => isCacheableListingRead({ url, method: request.method, headers: request.headers }, origin),
  new NetworkFirst({ cacheName: 'listings', networkTimeoutSeconds: NETWORK_TIMEOUT_S, plugins: [okOnly, recentOnly(50)] }),
);

// A photo's address changes with the photo: kept ones are served without asking.
registerRoute(
  ({ url, request }) => isListingPhoto({ url, method: request.method, headers: request.headers }, origin),
  new CacheFirst({ cacheName: 'listing-photos', plugins: [okOnly, recentOnly(60)] }),
);

// After the page routes, so that a navigation to `/` is answered by the network first, not the precached index.html.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A new version waits until the reader accepts it in the update prompt, which posts SKIP_WAITING.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// The first install takes the open page at once, so the listings it opens next are kept.
clientsClaim();

// Web push (issue 38): the server's notification, shown with the app's icon, replacing one of its tag.
self.addEventListener('push', (event: PushEvent) => {
  const message = event.data ? pushMessageOf(() => event.data?.json()) : undefined;
  if (!message) return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: '/icons/icon-192.png',
      // The phone's outline alone: Android draws a badge from its alpha.
      badge: '/icons/badge-96.png',
      data: { url: message.url },
    }),
  );
});

// A tap opens the notification's page: in an open tab of the site, brought forward, or in a new window.
self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  const page = pageToOpen((event.notification.data as { url?: unknown } | null)?.url, origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === page) ?? windows.find((client) => client.focused) ?? windows[0];
      if (open) {
        const tab = await open.focus();
        // Only a tab this worker controls can be sent elsewhere; otherwise a new window opens.
        if (tab.url === page || (await tab.navigate(page).catch(() => null))) return;
      }
      await self.clients.openWindow(page);
    })(),
  );
});
