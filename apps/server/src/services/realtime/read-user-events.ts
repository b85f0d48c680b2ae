import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { UserEvent } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { userEventCounters, userEvents } from '../../db/schema/index.ts';

/** A person's events after `after`, oldest first, at most `limit`: what a stream has not sent yet. */
export async function userEventsAfter(db: Database, userId: string, after: number, limit: number): Promise<UserEvent[]> {
  return db
    .select({ seq: userEvents.seq, kind: userEvents.kind, data: userEvents.data })
    .from(userEvents)
    .where(and(eq(userEvents.userId, userId), gt(userEvents.seq, after)))
    .orderBy(asc(userEvents.seq))
    .limit(limit);
}

/** The number of each person's latest committed event (0 for someone who has none yet). */
export async function latestUserEventSeqs(db: Database, userIds: readonly string[]): Promise<Map<string, number>> {
  const latest = new Map<string, number>(userIds.map((userId) => [userId, 0]));
  if (userIds.length === 0) return latest;
  const rows = await db
    .select({ userId: userEventCounters.userId, seq: userEventCounters.seq })
    .from(userEventCounters)
    .where(inArray(userEventCounters.userId, [...userIds]));
  for (const row of rows) latest.set(row.userId, row.seq);
  return latest;
}
