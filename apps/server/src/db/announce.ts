import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/** A `NOTIFY` a transaction made: its channel and payload. */
export interface Announcement {
  channel: string;
  payload: string;
}

/** The announcements of the outermost transaction running in this async context (client.ts opens one per transaction). */
const openTransaction = new AsyncLocalStorage<Announcement[]>();

/**
 * `NOTIFY channel, payload` in the caller's transaction. The database delivers it to every `LISTEN` at
 * commit, never for a rollback; and the handle whose `transaction()` ran it tells its own `onCommitted`
 * listeners right after that commit, in this process — how an instance that writes gives Redis what it
 * committed without a listening connection (decision 0067). A savepoint rolled back inside a committed
 * transaction still counts as announced: announcements are hints to read the table, never data.
 */
export async function announce(tx: Database, channel: string, payload: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${channel}, ${payload})`);
  openTransaction.getStore()?.push({ channel, payload });
}

/**
 * Runs one outermost transaction and gives `committed` its announcements once it has committed. A
 * listener's failure is swallowed: the caller's transaction has committed and must be answered so.
 */
export async function collectingAnnouncements<T>(
  run: () => Promise<T>,
  committed: (announcement: Announcement) => void,
): Promise<T> {
  const announced: Announcement[] = [];
  const result = await openTransaction.run(announced, run);
  for (const announcement of announced) {
    try {
      committed(announcement);
    } catch {
      // The listener's own concern (it logs); the data is committed either way.
    }
  }
  return result;
}
