import { createHmac, timingSafeEqual } from 'node:crypto';
import { notificationKind, type NotificationKind } from '@phonehaat/contract';

/**
 * The token of an email's unsubscribe link: the person and the kind, signed with the app's secret, so
 * the link works without signing in and names nothing a stranger could change. It does not expire: an
 * old email's link must still stop the emails.
 */
export function unsubscribeToken(secret: string, userId: string, kind: NotificationKind): string {
  const payload = Buffer.from(JSON.stringify([userId, kind])).toString('base64url');
  return `${payload}.${signature(secret, payload)}`;
}

/** The person and kind of a token this app signed; undefined for anything else. */
export function readUnsubscribeToken(secret: string, token: string): { userId: string; kind: NotificationKind } | undefined {
  const [payload, given] = token.split('.');
  if (!payload || !given) return undefined;
  const expected = Buffer.from(signature(secret, payload));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return undefined;
  try {
    const [userId, kind] = JSON.parse(Buffer.from(payload, 'base64url').toString()) as unknown[];
    const parsedKind = notificationKind.safeParse(kind);
    if (typeof userId !== 'string' || !parsedKind.success) return undefined;
    return { userId, kind: parsedKind.data };
  } catch {
    return undefined;
  }
}

const signature = (secret: string, payload: string) => createHmac('sha256', secret).update(`unsubscribe|${payload}`).digest('base64url');
