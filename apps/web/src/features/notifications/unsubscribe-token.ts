/**
 * The kind of notification an email's unsubscribe token names, to say what will stop before anything is
 * sent. The token is `<payload>.<signature>`, its payload `[userId, kind]` as base64url JSON
 * (apps/server/src/services/notifications/unsubscribe-token.ts); only the server checks the signature,
 * so this is a guess for the page's wording, and undefined when the token does not read as one.
 */
export function kindInUnsubscribeToken(token: string): string | undefined {
  const [payload] = token.split('.');
  if (!payload || !/^[A-Za-z0-9_-]+$/.test(payload)) return undefined;
  try {
    const decoded: unknown = JSON.parse(atob(payload.replaceAll('-', '+').replaceAll('_', '/')));
    const kind = Array.isArray(decoded) ? decoded[1] : undefined;
    return typeof kind === 'string' && /^[a-z_]{1,40}$/.test(kind) ? kind : undefined;
  } catch {
    return undefined;
  }
}
