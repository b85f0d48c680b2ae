import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { isUuid, type NotificationTrouble } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { notificationDeliveries, notifications, users } from '../../db/schema/index.ts';
import { notFound } from '../../errors/app-error.ts';

/** The admins' list: deliveries that failed for good or that a crash left uncertain, newest first. */
export async function deliveryTrouble(db: Database, limit = 200): Promise<NotificationTrouble[]> {
  const rows = await db
    .select({
      id: notificationDeliveries.id,
      channel: notificationDeliveries.channel,
      state: notificationDeliveries.state,
      attempts: notificationDeliveries.attempts,
      lastError: notificationDeliveries.lastError,
      kind: notifications.kind,
      recipient: users.email,
      updatedAt: notificationDeliveries.updatedAt,
    })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(inArray(notificationDeliveries.state, ['failed', 'uncertain']))
    .orderBy(desc(notificationDeliveries.updatedAt))
    .limit(limit);
  return rows.map((row) => ({ ...row, state: row.state as NotificationTrouble['state'], updatedAt: row.updatedAt.toISOString() }));
}

/**
 * An admin sends one again: back to pending, for the relay. For an uncertain one it is the admin's
 * call (they may have asked the person); a sent or waiting one is left as it is (404).
 */
export async function retryDelivery(db: Database, id: string, now: Date): Promise<void> {
  if (!isUuid(id)) throw notFound('Delivery');
  const [row] = await db
    .update(notificationDeliveries)
    .set({ state: 'pending', attempts: 0, round: sql`${notificationDeliveries.round} + 1`, updatedAt: now })
    .where(and(eq(notificationDeliveries.id, id), inArray(notificationDeliveries.state, ['failed', 'uncertain'])))
    .returning({ id: notificationDeliveries.id });
  if (!row) throw notFound('Delivery');
}
