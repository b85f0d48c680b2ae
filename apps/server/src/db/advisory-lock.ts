import pg from 'pg';
import type { DatabaseHandle } from './client.ts';

/** The advisory locks' keys (one namespace, PhoneHaat's): fixed, so that every process of a deployment takes the same. */
export const ADVISORY_LOCKS = {
  migrations: 7_041_001,
  demoSeed: 7_041_002,
} as const;

/**
 * Runs `task` while holding PostgreSQL's session advisory lock `key`, so that processes started together
 * (issue 41: three instances on an empty database) take turns instead of racing on `CREATE TABLE`. The
 * lock lives on a connection of its own, outside the pool: `task` may need every pooled connection (a
 * pool of one included), and the lock goes with that connection if the process dies. PGlite is one
 * process per data directory (db/pglite-lock.ts): nothing to take turns with.
 */
export async function withAdvisoryLock<T>(handle: DatabaseHandle, key: number, task: () => Promise<T>): Promise<T> {
  if (handle.kind !== 'postgres') return task();
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  const client = new pg.Client(pool.options);
  // A lost lock connection surfaces on the unlock below, not as an unhandled 'error' event.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    try {
      return await task();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}
