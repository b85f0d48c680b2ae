import type { authClient } from './auth-client.ts';

type AuthClient = typeof authClient;
let loaded: AuthClient | undefined;
let loading: Promise<AuthClient> | undefined;

/**
 * Runs `run` with Better Auth's client, which loads after the page's first paint rather than with it
 * (about 10 KB gzip of the home page's initial JavaScript, which the message catalogues' library needed).
 * Once loaded, `run` runs at once, without a microtask: Google's popup must open in the click's own task.
 */
export function withAuthClient<T>(run: (client: AuthClient) => Promise<T>): Promise<T> {
  if (loaded) return run(loaded);
  loading ??= import('./auth-client.ts').then((module) => (loaded = module.authClient));
  return loading.then(run);
}
