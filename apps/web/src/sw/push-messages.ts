/**
 * What a push from our server says (issue 38; the server's services/push/web-push-sender.ts sends
 * {title, body, url, tag}), read by the service worker's `push` handler, and where a tap on it goes.
 */
export interface PushMessage {
  title: string;
  body: string;
  /** The page it is about. */
  url: string;
  /** The notification's id: a newer one of the same tag replaces it on the device. */
  tag: string;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** The push's message, or undefined when it is not one of ours (no JSON, no title). */
export function pushMessageOf(json: () => unknown): PushMessage | undefined {
  let data: unknown;
  try {
    data = json();
  } catch {
    return undefined;
  }
  if (typeof data !== 'object' || data === null) return undefined;
  const fields = data as Record<string, unknown>;
  const title = text(fields.title);
  if (!title) return undefined;
  return { title, body: text(fields.body) ?? '', url: text(fields.url) ?? '/', tag: text(fields.tag) ?? '' };
}

/**
 * The page a tap opens: the message's path on this site, whatever host the server wrote (its PUBLIC_URL),
 * so a notification can only ever open a page of the app itself.
 */
export function pageToOpen(url: unknown, origin: string): string {
  if (typeof url !== 'string' || !URL.canParse(url, origin)) return `${origin}/`;
  const { pathname, search, hash } = new URL(url, origin);
  return new URL(`${pathname}${search}${hash}`, origin).href;
}
