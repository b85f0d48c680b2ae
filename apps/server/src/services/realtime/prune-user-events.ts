import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userEvents } from '../../db/schema/index.ts';

/** How long a person's real-time events are kept: a browser away longer reloads what it shows anyway. */
export const USER_EVENTS_KEPT_MS = 7 * 24 * 3600_000;

const BATCH = 10_000;
const MOST_BATCHES = 10;

/**
 * Deletes real-time events older than a week, a step of the order timers' sweep (once a minute). In
 * batches, so that a first run after a long pause holds no lock for long; what is left waits for the
 * next sweep. The counters stay: a person's numbers keep rising, and an old `Last-Event-ID` replays what
 * is still kept. Answers how many were deleted.
 */
export async function pruneUserEvents(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - USER_EVENTS_KEPT_MS);
  let deleted = 0;
  for (let batch = 0; batch < MOST_BATCHES; batch += 1) {
    const oldest = db
      .select({ userId: userEvents.userId, seq: userEvents.seq })
      .from(userEvents)
      .where(lt(userEvents.createdAt, cutoff))
      .limit(BATCH);
    const gone = await db
      .delete(userEvents)
      .where(sql`(${userEvents.userId}, ${userEvents.seq}) in (${oldest})`)
      .returning({ seq: userEvents.seq });
    deleted += gone.length;
    if (gone.length < BATCH) break;
  }
  return deleted;
}
