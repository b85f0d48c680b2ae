import { sql } from 'drizzle-orm';
import type { UserEventData, UserEventKind } from '@phonehaat/contract';
import { announce } from '../../db/announce.ts';
import type { Database } from '../../db/client.ts';
import { userEventCounters, userEvents } from '../../db/schema/index.ts';

/** The channel the database announces new events on: `<user id>:<seq>` (issue 39 §2). */
export const USER_EVENTS_CHANNEL = 'phonehaat_user_events';

export interface UserEventDraft {
  userId: string;
  kind: UserEventKind;
  data: UserEventData;
}

/**
 * Writes events for the real-time stream in the caller's transaction: rows first, pushes second. Each
 * person's next number comes from their counter row, whose lock is held until commit, so their events
 * commit in the order of their numbers and a reconnect's `Last-Event-ID` misses none. The announcement
 * (`pg_notify`, db/announce.ts) is part of the transaction too: PostgreSQL and PGlite deliver it at
 * commit, never for a rolled-back event, and the handle that committed it tells this process's Redis
 * publisher (decision 0067).
 */
export async function recordUserEvents(tx: Database, now: Date, drafts: readonly UserEventDraft[]): Promise<void> {
  // One counter row a person, locked in a fixed order so two transactions never wait on each other in a circle.
  const byUser = [...new Set(drafts.map((draft) => draft.userId))].sort();
  for (const userId of byUser) {
    const mine = drafts.filter((draft) => draft.userId === userId);
    const [counter] = await tx
      .insert(userEventCounters)
      .values({ userId, seq: mine.length })
      .onConflictDoUpdate({ target: userEventCounters.userId, set: { seq: sql`${userEventCounters.seq} + ${mine.length}` } })
      .returning({ seq: userEventCounters.seq });
    const last = counter!.seq;
    const first = last - mine.length + 1;
    await tx.insert(userEvents).values(mine.map((draft, index) => ({ userId, seq: first + index, kind: draft.kind, data: draft.data, createdAt: now })));
    await announce(tx, USER_EVENTS_CHANNEL, `${userId}:${last}`);
  }
}

/** Reads an announcement's payload, `<user id>:<seq>`; undefined for anything else. */
export function parseUserEventsPayload(payload: string): { userId: string; seq: number } | undefined {
  const colon = payload.lastIndexOf(':');
  const seq = Number(payload.slice(colon + 1));
  if (colon <= 0 || !Number.isSafeInteger(seq) || seq < 1) return undefined;
  return { userId: payload.slice(0, colon), seq };
}
