import { createHash } from 'node:crypto';
import webpush, { type RequestDetails } from 'web-push';
import type { Database } from '../../db/client.ts';
import type { PushPayload, PushSender } from '../notifications/push-sender.ts';
import { SendFailure } from '../notifications/senders.ts';
import type { VapidKeys } from '../../config/push-settings.ts';
import { deleteExpiredPushSubscription, pushSubscriptionsOf, type StoredPushSubscription } from './subscriptions.ts';

/**
 * Web push (RFC 8030, with VAPID, RFC 8292, and the aes128gcm payload of RFC 8291) to every browser a
 * person subscribed. web-push encrypts and signs (`generateRequestDetails`); the request goes out with
 * fetch, so one timeout covers it whole and a push service is reached the same way over https or, in
 * tests, plain http on 127.0.0.1 (web-push's own `sendNotification` speaks https only).
 */

export interface WebPushSenderOptions {
  db: Database;
  vapid: VapidKeys;
  /** How long one push service may take to answer. */
  timeoutMs?: number;
}

/** A day: a person who comes back online later than that hears of it in the bell, not from a stale push. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

/** The longest piece of a push service's answer kept in the delivery's error. */
const MAX_ANSWER_IN_ERROR = 200;

type Outcome = { kind: 'sent' } | { kind: 'expired' | 'refused' | 'later'; reason: string };

/**
 * The push's Topic: a newer push of the same topic replaces one the push service still holds for an
 * offline browser. A tag that fits (at most 32 URL-safe characters) is used as it is; a longer one (a
 * notification id is a 36-character UUID) by its hash, 32 characters of it.
 */
export function topicOf(tag: string): string {
  if (/^[A-Za-z0-9_-]{1,32}$/.test(tag)) return tag;
  return createHash('sha256').update(tag).digest('base64url').slice(0, 32);
}

/** What a push service's HTTP status means for this subscription (RFC 8030 §5, §8). */
function outcomeOfStatus(status: number, reason: string): Outcome {
  if (status >= 200 && status < 300) return { kind: 'sent' };
  // Gone: the browser unsubscribed, or the subscription ended.
  if (status === 404 || status === 410) return { kind: 'expired', reason };
  if (status === 408 || status === 429 || status >= 500) return { kind: 'later', reason };
  // A redirect or another refusal (400 bad request, 401/403 the VAPID token, 413 too large): sending it again changes nothing.
  return { kind: 'refused', reason };
}

export function createWebPushSender({ db, vapid, timeoutMs = 15_000 }: WebPushSenderOptions): PushSender {
  async function sendOne(subscription: StoredPushSubscription, body: string, topic: string): Promise<Outcome> {
    const service = URL.canParse(subscription.endpoint) ? new URL(subscription.endpoint).host : 'an unreadable endpoint';
    let request: RequestDetails;
    try {
      request = webpush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        body,
        {
          vapidDetails: vapid,
          TTL: PUSH_TTL_SECONDS,
          urgency: 'normal',
          topic,
        },
      );
    } catch (error) {
      // Keys the browser gave that cannot be encrypted to: no retry mends them.
      return { kind: 'refused', reason: `the subscription at ${service} cannot be sent to: ${(error as Error).message}` };
    }
    // fetch works out the length itself.
    const headers = Object.entries(request.headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]): [string, string] => [name, String(value)]);
    try {
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers,
        body: request.body,
        // A push service answers; it does not send the server elsewhere.
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      const answer = (await response.text()).slice(0, MAX_ANSWER_IN_ERROR).trim();
      return outcomeOfStatus(response.status, `${service} answered ${response.status}${answer ? `: ${answer}` : ''}`);
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      return {
        kind: 'later',
        reason: timedOut
          ? `${service} did not answer within ${timeoutMs} ms`
          : `${service} could not be reached: ${((error as Error).cause as Error | undefined)?.message ?? (error as Error).message}`,
      };
    }
  }

  return {
    async send(userId: string, payload: PushPayload): Promise<void> {
      const subscriptions = await pushSubscriptionsOf(db, userId);
      if (subscriptions.length === 0)
        throw new SendFailure('The person has no browser subscribed to pushes (unsubscribed, or every one expired)', true);
      const body = JSON.stringify({ title: payload.title, body: payload.body, url: payload.url, tag: payload.tag });
      const topic = topicOf(payload.tag);
      const outcomes = await Promise.all(
        subscriptions.map(async (subscription) => {
          const outcome = await sendOne(subscription, body, topic);
          if (outcome.kind === 'expired') await deleteExpiredPushSubscription(db, subscription.id);
          return outcome;
        }),
      );
      const failures = outcomes.filter((outcome) => outcome.kind !== 'sent');
      const reasons = failures.map((outcome) => outcome.reason).join('; ');
      // Another try sends to every browser again; one that has it already replaces it (same tag), silently.
      if (failures.some((outcome) => outcome.kind === 'later'))
        throw new SendFailure(`Web push will be tried again: ${reasons}`, false);
      if (failures.length === outcomes.length) throw new SendFailure(`Web push reached no browser: ${reasons}`, true);
    },
  };
}
