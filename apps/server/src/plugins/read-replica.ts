import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { openReplica } from '../db/replica.ts';
import { reportPool, reportReplica } from '../lib/metrics.ts';

export interface ReadReplicaOptions {
  database: DatabaseHandle;
  /** DATABASE_REPLICA_URL; unset, public reads use the primary. */
  url: string | undefined;
  poolSize: number;
  maxLagSeconds: number;
  /** The life of the catalogue's kept answers: a writer's window covers an answer kept just before the replica caught up. */
  cacheTtlMs: number;
  /** Send the cookie only over HTTPS (PUBLIC_URL is https). */
  secureCookie: boolean;
  /** How often the replica's health and lag are read (tests: less often, and they call check()). */
  checkIntervalMs?: number;
}

/** Set on a client's successful write; its reads go to the primary until the time it holds (ms since the epoch). */
export const READ_YOUR_WRITES_COOKIE = 'ph_rw';

const REPLICA_CHECK_INTERVAL_MS = 2_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the public catalogue reads: the replica (falling back to the primary) or, without one, the primary. */
    publicReads: {
      db: Database;
      /** A replica is configured. */
      replica: boolean;
      /** Reads the replica's health and lag now (tests). */
      checkReplica(): Promise<void>;
    };
  }
  interface FastifyRequest {
    /**
     * This request must read the primary: it is a write, or its client wrote within the window
     * (the `ph_rw` cookie). Always true without a replica, where everything reads the primary.
     */
    readsOwnWrites: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${READ_YOUR_WRITES_COOKIE}=(\\d{1,15})(?:;|$)`);

/**
 * Read replicas (issue 41 §4, decision 0073). Public catalogue reads go to DATABASE_REPLICA_URL; a
 * client that has just written reads the primary instead, so it sees its own write at once. That window
 * lives in a cookie (`ph_rw`, an expiry time) set on every successful non-GET answer: any instance can
 * read it, and nothing is kept per client. It is not signed: forging it only sends one's own reads to the
 * primary, as writing would. Clients that keep no cookies read the replica, at most REPLICA_MAX_LAG_SECONDS
 * behind. A replica that is down or too far behind is skipped until its next check (db/replica.ts).
 */
export default fp<ReadReplicaOptions>(
  async (app, options) => {
    const { database, url } = options;
    if (!url) {
      app.decorate('publicReads', { db: database.db, replica: false, checkReplica: async () => {} });
      app.decorateRequest('readsOwnWrites', { getter: () => true });
      return;
    }
    if (database.kind !== 'postgres' || !database.pool) {
      throw new Error('DATABASE_REPLICA_URL needs DATABASE_URL: a replica is a PostgreSQL standby, and PGlite has none');
    }
    const primary = database.pool;
    const replica = openReplica({
      url,
      primary,
      poolSize: options.poolSize,
      maxLagSeconds: options.maxLagSeconds,
      checkIntervalMs: options.checkIntervalMs ?? REPLICA_CHECK_INTERVAL_MS,
      onChange: (usable, reason) =>
        usable
          ? app.log.info({ reason }, 'read replica in use')
          : app.log.warn({ reason }, 'read replica skipped; public reads use the primary'),
    });
    await replica.check();
    const stopPool = reportPool('replica', replica.pool);
    const stopReport = reportReplica({
      state: replica.state,
      fallbacks: replica.fallbacks,
      standbys: async () => {
        const result = await primary.query<{ name: string; lag: number }>(
          'select application_name as name, coalesce(extract(epoch from replay_lag), 0)::float8 as lag from pg_stat_replication',
        );
        return result.rows.map((row) => ({ name: row.name, replayLagSeconds: Number(row.lag) }));
      },
    });
    app.addHook('onClose', async () => {
      stopPool();
      stopReport();
      await replica.close();
    });

    // The replica may be this far behind and still read, and the catalogue keeps what it read this long.
    const windowMs = options.maxLagSeconds * 1_000 + options.cacheTtlMs + (options.checkIntervalMs ?? REPLICA_CHECK_INTERVAL_MS);
    app.decorate('publicReads', { db: replica.db, replica: true, checkReplica: replica.check });
    app.decorateRequest('readsOwnWrites', {
      getter(this: FastifyRequest) {
        return !SAFE_METHODS.has(this.method) || wroteRecently(this.headers.cookie, Date.now(), windowMs);
      },
    });
    const cookie = (until: number) =>
      `${READ_YOUR_WRITES_COOKIE}=${until}; Max-Age=${Math.ceil(windowMs / 1_000)}; Path=/; HttpOnly; SameSite=Lax${options.secureCookie ? '; Secure' : ''}`;
    app.addHook('onSend', async (request, reply, payload) => {
      if (!SAFE_METHODS.has(request.method) && reply.statusCode >= 200 && reply.statusCode < 300) {
        reply.header('set-cookie', cookie(Date.now() + windowMs));
      }
      return payload;
    });
  },
  { name: 'read-replica' },
);

/** The cookie holds a time still ahead, and no further ahead than one window (a far-off one is not believed). */
export function wroteRecently(cookieHeader: string | undefined, now: number, windowMs: number): boolean {
  const until = cookieHeader === undefined ? undefined : COOKIE_VALUE.exec(cookieHeader)?.[1];
  if (until === undefined) return false;
  const value = Number(until);
  return value > now && value <= now + windowMs + 1_000;
}
