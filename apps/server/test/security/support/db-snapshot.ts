import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../src/db/client.ts';
import { applicationTables } from '../../../src/services/backup/tables.ts';

export type Snapshot = Record<string, { rows: number; hash: string }>;

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);
const queries = new WeakMap<Database, SQL>();

/** Row count and an md5 of every row of every application table: equal snapshots mean nothing was written. */
export async function snapshotDatabase(db: Database): Promise<Snapshot> {
  let query = queries.get(db);
  if (!query) {
    // The demo mailbox is not written by the request: it takes mail (such as a sign-up's verification
    // link, issue 38) from its own SMTP server whenever that arrives, which may be mid-test.
    const tables = (await applicationTables(db)).filter((table) => table.name !== 'demo_messages');
    const parts = tables.map(
      (table) =>
        sql`select ${table.name}::text as name, count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from ${sql.identifier(table.name)} t`,
    );
    query = sql.join(parts, sql` union all `);
    queries.set(db, query);
  }
  const snapshot: Snapshot = {};
  for (const row of rowsOf<{ name: string; rows: number | string; hash: string }>(await db.execute(query))) {
    snapshot[row.name] = { rows: Number(row.rows), hash: row.hash };
  }
  return snapshot;
}

/**
 * The write-ahead log's position: every write to a logged table moves it, so an unmoved position means
 * nothing was written and a snapshot taken at that position still holds (reads may move it too, by
 * setting hint bits: then a snapshot tells).
 */
export async function walPosition(db: Database): Promise<string> {
  const [row] = rowsOf<{ lsn: string }>(await db.execute(sql`select pg_current_wal_lsn()::text as lsn`));
  return row!.lsn;
}
