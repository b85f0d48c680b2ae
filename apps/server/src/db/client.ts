import { mkdirSync } from 'node:fs';
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { collectingAnnouncements, type Announcement } from './announce.ts';
import { listenOnPostgres, type ListenEvents } from './pg-listener.ts';
import { lockDataDirectory } from './pglite-lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type the services see, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Runs one SQL text with positional parameters, or several statements when there are none: the
   * adapter pg-boss runs its queue through (plugins/order-timers.ts), on PostgreSQL and PGlite alike.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Answers whether the database can run a query now. */
  ping(): Promise<boolean>;
  /**
   * `LISTEN channel`: `onPayload` gets every `NOTIFY` on it that commits, from any process — on
   * PostgreSQL through a connection of its own that comes back by itself (`onReconnect` then), on PGlite
   * through its own `listen`. Answers the function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void, events?: ListenEvents): Promise<() => Promise<void>>;
  /**
   * Runs `listener` in this process right after each commit of a `db.transaction()` that announced
   * something (db/announce.ts), without a round trip through the database. Answers the function that
   * removes it.
   */
  onCommitted(listener: (announcement: Announcement) => void): () => void;
  /** PostgreSQL's pool: the replica's reads fall back to it (db/replica.ts) and /metrics reports its use. */
  pool?: pg.Pool;
  close(): Promise<void>;
}

/** A PGlite started from a dump of a data directory, not an empty one: the tests' migrated template (decision 0061). */
export type PgliteStart = Pick<PGliteOptions, 'loadDataDir'>;

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir?: string; start?: PgliteStart };

/** Opens PGlite (embedded, `dataDir` or in memory) or a node-postgres pool. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
      // A failover can leave a connection to a machine that answers nothing: TCP keep-alives find it dead.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    // An idle client losing its connection (database restart) must not crash the process.
    pool.on('error', () => {});
    releaseClientsWhoseConnectionEnded(pool);
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      ...announcingTransactions(db),
      listen: (channel, onPayload, events) => listenOnPostgres(target.url, channel, onPayload, events),
      executeSql: (text, values) => pool.query(text, values),
      ping: async () => {
        try {
          await pool.query('select 1');
          return true;
        } catch {
          return false;
        }
      },
      pool,
      close: () => pool.end(),
    };
  }

  // PGlite and its driver are loaded only in PGlite mode: a PostgreSQL server does not carry them.
  const [{ PGlite: PGliteClass }, { drizzle: drizzlePglite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    // Search's typo correction (decision 0069): PGlite carries contrib extensions as bundles loaded here.
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const unlock = target.dataDir ? lockDataDirectory(target.dataDir) : () => {};
  let client: PGlite;
  try {
    client = await PGliteClass.create({
      ...(target.dataDir && { dataDir: target.dataDir }),
      ...target.start,
      extensions: { pg_trgm },
    });
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ...announcingTransactions(db),
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        // Closing the database first has stopped it already.
        if (!client.closed) await unlisten();
      };
    },
    executeSql: async (text, values = []) => {
      if (values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    ping: async () => {
      try {
        await client.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

/**
 * Makes `db.transaction()` collect the announcements made inside it (db/announce.ts) and hand them to
 * the listeners once it has committed. Nested transactions (`tx.transaction`, savepoints) belong to the
 * outermost one; another `db.transaction()` started inside is a transaction of its own, and so are its
 * announcements.
 */
function announcingTransactions(db: Database): Pick<DatabaseHandle, 'onCommitted'> {
  const listeners = new Set<(announcement: Announcement) => void>();
  const transaction = db.transaction.bind(db);
  db.transaction = (run, config) =>
    collectingAnnouncements(
      () => transaction(run, config),
      (announcement) => {
        for (const listener of listeners) listener(announcement);
      },
    );
  return {
    onCommitted: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Database restarts must cost nothing for good. A client whose connection ends while checked out goes
 * back to the pool (and is discarded) if its holder has not released it within a few seconds: drizzle's
 * transaction() never releases a client whose BEGIN fails, so each restart that hit a BEGIN would
 * otherwise lose a pool slot, until every request waited for a client and the server stayed
 * unavailable. And such a client's late socket error must not crash the process: pg-pool listens for
 * errors only on idle clients.
 */
function releaseClientsWhoseConnectionEnded(pool: pg.Pool): void {
  const checkedOut = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    client.on('error', () => {});
    client.once('end', () => {
      setTimeout(() => {
        if (checkedOut.has(client)) client.release(new Error('the connection ended while the client was checked out'));
      }, 5_000).unref();
    });
  });
}
