import { ACCESS_TOKEN_KEY, API_PREFIX, IDEMPOTENCY_KEY_HEADER } from '@phonehaat/contract';
import { apiErrorOf, jsonOrUndefined } from './api-error.ts';
import { idempotencyKeyFor, sendKeyedWrite } from './idempotent-writes.ts';

export const accessToken = {
  // None on the server, which renders pages as anyone sees them (entry-server.tsx).
  get: (): string | null => (typeof localStorage === 'undefined' ? null : localStorage.getItem(ACCESS_TOKEN_KEY)),
  set: (token: string): void => localStorage.setItem(ACCESS_TOKEN_KEY, token),
  clear: (): void => localStorage.removeItem(ACCESS_TOKEN_KEY),
};

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

export interface ApiRequestInit extends RequestInit {
  json?: unknown;
  /**
   * Leaves the bearer token off (spec §7: the catalogue's reads carry none). Their answers are the
   * same for every viewer this app shows them to, and without a token they are the requests the
   * server preloads with the page and keeps in its shared cache.
   */
  anonymous?: boolean;
}

type ApiFetch = (path: string, init: RequestInit) => Promise<Response>;
let apiFetch: ApiFetch = (path, init) => fetch(path, init);

/** How requests reach the API: the browser's fetch, or the server's own way in when it renders a page (entry-server.tsx). */
export function setApiFetch(transport: ApiFetch): void {
  apiFetch = transport;
}

/**
 * Calls `/api/*` with the stored bearer token (spec §7) and turns failures into ApiError (api-error.ts).
 * Bookings, payments, payouts and order steps carry an Idempotency-Key and are retried with it (idempotent-writes.ts).
 */
export async function apiRequest<T>(path: string, { json, anonymous = false, ...init }: ApiRequestInit = {}): Promise<ApiResponse<T>> {
  const headers = new Headers(init.headers);
  const token = anonymous ? null : accessToken.get();
  if (token) headers.set('authorization', `Bearer ${token}`);
  let body = init.body;
  if (json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(json);
  }
  const send = () => apiFetch(`${API_PREFIX}${path}`, { ...init, headers, body, credentials: 'same-origin' });
  const key = idempotencyKeyFor(init.method?.toUpperCase() ?? 'GET', path);
  if (key) headers.set(IDEMPOTENCY_KEY_HEADER, key);
  const response = key ? await sendKeyedWrite(send) : await send();
  const text = await response.text();
  if (!response.ok) throw await apiErrorOf(response.status, jsonOrUndefined(text));
  return { data: (text ? JSON.parse(text) : null) as T, headers: response.headers };
}

export const api = {
  get: async <T>(path: string) => (await apiRequest<T>(path)).data,
  /** A catalogue read, which carries no token (see `anonymous`). */
  getPublic: async <T>(path: string) => (await apiRequest<T>(path, { anonymous: true })).data,
  post: async <T>(path: string, json?: unknown) => (await apiRequest<T>(path, { method: 'POST', json })).data,
  put: async <T>(path: string, json?: unknown) => (await apiRequest<T>(path, { method: 'PUT', json })).data,
  patch: async <T>(path: string, json?: unknown) => (await apiRequest<T>(path, { method: 'PATCH', json })).data,
  delete: async <T>(path: string) => (await apiRequest<T>(path, { method: 'DELETE' })).data,
};
