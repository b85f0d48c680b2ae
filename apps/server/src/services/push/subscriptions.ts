import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { PushSubscriptionBody } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';

/**
 * The browsers a person gets pushes in (issue 38). A person's newest few are kept: every push goes to
 * each of them, so an account cannot make one notification into thousands of posts.
 */
export const MAX_SUBSCRIPTIONS_PER_PERSON = 10;

export interface StoredPushSubscription {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Keeps a browser's subscription for `userId`. An endpoint already kept is the same browser: it is now
 * this person's (another account signed in on it), with the keys it gave now.
 */
export async function savePushSubscription(
  db: Database,
  userId: string,
  subscription: PushSubscriptionBody,
  now: Date,
): Promise<void> {
  const { endpoint, keys } = subscription;
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ userId, endpoint, p256dh: keys.p256dh, auth: keys.auth, createdAt: now })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, p256dh: keys.p256dh, auth: keys.auth, createdAt: now },
      });
    const newest = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(MAX_SUBSCRIPTIONS_PER_PERSON);
    await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
  });
}

/** Forgets a browser's subscription, if it is this person's; answers whether one was removed. */
export async function deletePushSubscription(db: Database, userId: string, endpoint: string): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

/** Every browser the person subscribed. */
export async function pushSubscriptionsOf(db: Database, userId: string): Promise<StoredPushSubscription[]> {
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
}

/** Forgets a subscription its push service called expired (404 or 410). */
export async function deleteExpiredPushSubscription(db: Database, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}
