import { createHash } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { OptionalChannel } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { notificationDeliveries } from '../../db/schema/index.ts';

/** A delivery job: which delivery, and the request whose write queued it (for the worker's log lines). */
export interface DeliveryJobData {
  deliveryId: string;
  requestId?: string;
}

/** The queue of a channel's deliveries. */
export const deliveryQueue = (channel: OptionalChannel) => `notify-${channel}`;

/**
 * Hands the outbox's pending deliveries to their channels' queues, oldest first, `limit` at a time. Each
 * job's id is made of its delivery's and the delivery's round (an admin's retry is a new round), and pg-boss inserts a job whose id it has never seen only, so a crash
 * between the insert and the update below, or two instances relaying at once, queues nothing twice.
 * Answers how many it handed on.
 */
export async function relayPending(db: Database, boss: PgBoss, limit = 500): Promise<number> {
  let relayed = 0;
  for (;;) {
    const pending = await db
      .select({
        id: notificationDeliveries.id,
        channel: notificationDeliveries.channel,
        round: notificationDeliveries.round,
        requestId: notificationDeliveries.requestId,
      })
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.state, 'pending'))
      .orderBy(asc(notificationDeliveries.createdAt))
      .limit(limit);
    if (pending.length === 0) return relayed;
    await boss.insert(
      pending.map(({ id, channel, round, requestId }) => ({
        id: jobId(id, round),
        name: deliveryQueue(channel),
        data: { deliveryId: id, ...(requestId && { requestId }) } satisfies DeliveryJobData,
      })),
    );
    await db
      .update(notificationDeliveries)
      .set({ state: 'queued' })
      .where(and(inArray(notificationDeliveries.id, pending.map(({ id }) => id)), eq(notificationDeliveries.state, 'pending')));
    relayed += pending.length;
    if (pending.length < limit) return relayed;
  }
}

/** A UUID made of the delivery's id and round: the same on every relay of that round. */
function jobId(deliveryId: string, round: number): string {
  const hex = createHash('sha256').update(`${deliveryId}:${round}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
