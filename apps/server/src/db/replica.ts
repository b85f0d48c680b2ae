import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from './client.ts';
import * as schema from './schema/index.ts';

export interface ReplicaOptions {
  /** DATABASE_REPLICA_URL. */
  url: string;
  /** The primary's pool: reads go there while the replica is down or too far behind. */
  primary: pg.Pool;
  poolSize: number;
  /** Beyond this lag the replica is skipped until it catches up. */
  maxLagSeconds: number;
  /** How often the replica's health and lag are checked (and a down replica tried again). */
  checkIntervalMs: number;
  /** Told when the replica stops or starts taking reads, with why. */
  onChange?: (usable: boolean, reason: string) => void;
}

export interface ReplicaState {
  /** The last check reached it. */
  up: boolean;
  /** Seconds its replay is behind the primary (0 when caught up or not a standby), or null before a check. */
  lagSeconds: number | null;
  /** Reads go to it now. */
  usable: boolean;
}

export interface Replica {
  /** The public reads' database: the replica while usable, else the primary. */
  db: Database;
  pool: pg.Pool;
  state(): ReplicaState;
  /** Reads the replica's health and lag now (the timer does it every `checkIntervalMs`). */
  check(): Promise<void>;
  /** Reads that went to the primary because the replica failed them or was unusable. */
  fallbacks(): number;
  close(): Promise<void>;
}

/**
 * How far behind the standby is: nothing when it has replayed all it received from a live stream,
 * otherwise the age of the last transaction it replayed (which grows while the stream is cut).
 * A server that is not in recovery (a copy, or a promoted standby) is never behind.
 */
const LAG_SQL = `select case
  when not pg_is_in_recovery() then 0
  when exists (select 1 from pg_stat_wal_receiver where status = 'streaming')
    and pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
  else coalesce(extract(epoch from now() - pg_last_xact_replay_timestamp()), 0)
end::float8 as lag_seconds`;

/** A health check answers within this, or the replica counts as down. */
const CHECK_TIMEOUT_MS = 1_000;

/**
 * SQLSTATE classes of a query's own fault (bad data 22, syntax or access 42): the primary would fail it
 * too. Anything else from the replica (no connection, shutdown, a recovery conflict 40001, a timeout)
 * is the replica's, and the read is run again on the primary.
 */
const queryFault = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^(22|42)/.test(code);
};
/** No SQLSTATE (a socket error, a connect timeout) or a connection/shutdown/capacity class: down until the next check. */
const connectionFault = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code) || /^(08|57|53)/.test(code);
};

/**
 * A read replica (issue 41 §4) behind a pool-shaped router that drizzle queries as it would a pg.Pool:
 * each query goes to the replica while it is up and no more than `maxLagSeconds` behind, else to the
 * primary; a query the replica fails for its own reasons is run again on the primary at once, so a
 * replica going away costs a reader nothing but one failed attempt (connect timeout 1 s). A transaction
 * (a read with `set local`) stays on the pool it began on.
 */
export function openReplica(options: ReplicaOptions): Replica {
  const replicaPool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize,
    // Short: while the replica is unreachable a reader waits this long once, then reads the primary.
    connectionTimeoutMillis: 1_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle connection lost (the replica restarting) must not crash the process.
  replicaPool.on('error', () => {});
  replicaPool.on('connect', (client) => client.on('error', () => {}));

  const state: ReplicaState = { up: true, lagSeconds: null, usable: true };
  let fallbacks = 0;
  const update = (up: boolean, lagSeconds: number | null, reason: string) => {
    const usable = up && (lagSeconds ?? 0) <= options.maxLagSeconds;
    const changed = usable !== state.usable;
    Object.assign(state, { up, lagSeconds, usable });
    if (changed) options.onChange?.(usable, reason);
  };
  const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

  const target = () => (state.usable ? replicaPool : options.primary);

  class ReplicaRoutingPool {
    async query(config: pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
      const pool = target();
      if (pool === options.primary) fallbacks += 1;
      try {
        return await pool.query(config, values);
      } catch (error) {
        if (pool !== replicaPool || queryFault(error)) throw error;
        if (connectionFault(error)) update(false, state.lagSeconds, `replica read failed: ${describe(error)}`);
        fallbacks += 1;
        return options.primary.query(config, values);
      }
    }

    async connect(): Promise<pg.PoolClient> {
      const pool = target();
      if (pool === options.primary) {
        fallbacks += 1;
        return options.primary.connect();
      }
      try {
        return await replicaPool.connect();
      } catch (error) {
        update(false, state.lagSeconds, `replica connection failed: ${describe(error)}`);
        fallbacks += 1;
        return options.primary.connect();
      }
    }
  }
  // drizzle checks out a client for a transaction when its client's class is a pool ("…Pool").
  const db = drizzle(new ReplicaRoutingPool() as unknown as pg.Pool, { schema, casing: 'snake_case' }) as unknown as Database;

  const check = async () => {
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
      });
      const result = await Promise.race([replicaPool.query<{ lag_seconds: number }>(LAG_SQL), timeout]);
      const lag = Number(result.rows[0]?.lag_seconds ?? 0);
      update(true, lag, lag > options.maxLagSeconds ? `replica ${lag.toFixed(1)} s behind` : 'replica caught up');
    } catch (error) {
      update(false, state.lagSeconds, `replica check failed: ${describe(error)}`);
    } finally {
      clearTimeout(timer);
    }
  };
  const interval = setInterval(() => void check(), options.checkIntervalMs);
  interval.unref();

  return {
    db,
    pool: replicaPool,
    state: () => ({ ...state }),
    check,
    fallbacks: () => fallbacks,
    close: async () => {
      clearInterval(interval);
      await replicaPool.end();
    },
  };
}
