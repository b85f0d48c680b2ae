/// <reference types="vite-plugin-pwa/client" />
/** Applies a waiting new version: it takes over and the page reloads into it. */
export type ApplyUpdate = () => Promise<void>;

let started = false;

/**
 * Registers the service worker (src/sw/sw.ts) once the page has loaded, so neither the registration
 * code (workbox-window, through vite-plugin-pwa's virtual module, loaded here on demand) nor the
 * worker's first downloads compete with the page's own. `onUpdateReady` is called when a new version
 * is installed and waiting for the reader's go-ahead. Once per page: React's development double effects
 * and a second mount must not register twice.
 */
export function registerServiceWorker(onUpdateReady: (apply: ApplyUpdate) => void): void {
  if (started || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  started = true;
  const register = async () => {
    const { registerSW } = await import('virtual:pwa-register');
    const updateServiceWorker = registerSW({ onNeedRefresh: () => onUpdateReady(() => updateServiceWorker(true)) });
  };
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
