import { PerformanceObserver } from 'node:perf_hooks';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus metrics (prom-client), served by plugins/metrics.ts when METRICS_TOKEN is
 * set. One registry for the process, as prom-client's own default one: the counters are counted where
 * the thing happens (a cache lookup deep in a service) without threading a handle through every
 * constructor, and counting costs an addition whether or not anyone scrapes. Process metrics (event
 * loop, garbage collection, memory) start only when the endpoint is enabled: they observe the runtime.
 */
export const metricsRegistry = new Registry();

/** Where the read path keeps answers: the answer bytes by URL, and ReadCache's three loading caches. */
export type ReadCacheStore = 'answer_bytes' | 'answers' | 'derived' | 'facets';

const readCacheLookups = new Counter({
  name: 'phonehaat_read_cache_lookups_total',
  help: 'Lookups in the catalogue read caches by store; a hit is answered without a new load (stale and in-flight loads included).',
  labelNames: ['store', 'result'] as const,
  registers: [metricsRegistry],
});

/** One lookup in a read cache: hit (answered from what is kept or already loading) or miss (a new load). */
export function countReadCacheLookup(store: ReadCacheStore, hit: boolean): void {
  readCacheLookups.inc({ store, result: hit ? 'hit' : 'miss' });
}

/**
 * lru-cache's fetch status (`status.fetch`) as a hit or a miss: `miss` and `refresh` started a load;
 * `hit`, `stale` (served while one reload runs) and `inflight` (joined a load under way) did not.
 */
export const fetchWasHit = (fetchStatus: string | undefined): boolean => fetchStatus !== 'miss' && fetchStatus !== 'refresh';

/**
 * Time to the end of each answer, by route pattern (never the URL: bounded label values), method and
 * status class. Buckets around the issue 40 targets (p99 ≤ 50–100 ms, p99.9 ≤ 250 ms).
 */
export const httpRequestDuration = new Histogram({
  name: 'phonehaat_http_request_duration_seconds',
  help: 'HTTP answers by route pattern, method and status class, from request to the end of the answer.',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
  registers: [metricsRegistry],
});

/** Event-loop samples every this many ms (prom-client's default precision). */
const EVENT_LOOP_RESOLUTION_MS = 10;

let processMetricsStarted = false;

/**
 * Node's default metrics (event loop lag incl. its max, GC durations, heap, RSS, handles) and the
 * longest GC pause. prom-client resets its event-loop histogram on every collect, so
 * nodejs_eventloop_lag_max_seconds is the longest delay since the previous scrape; the GC pause max
 * below resets the same way. Once per process: prom-client refuses to register a name twice.
 */
export function startProcessMetrics(): void {
  if (processMetricsStarted) return;
  processMetricsStarted = true;
  collectDefaultMetrics({ register: metricsRegistry, eventLoopMonitoringPrecision: EVENT_LOOP_RESOLUTION_MS });
  // prom-client's GC histogram reads only the first entry of each batch the observer is given; the
  // longest pause is what a stall is made of, so every entry is read here.
  const gcPauses = new Counter({
    name: 'phonehaat_gc_pause_seconds_total',
    help: 'Time spent in garbage-collection pauses, every pause counted.',
    registers: [metricsRegistry],
  });
  let longestGcMs = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      longestGcMs = Math.max(longestGcMs, entry.duration);
      gcPauses.inc(entry.duration / 1000);
    }
  }).observe({ entryTypes: ['gc'] });
  new Gauge({
    name: 'phonehaat_gc_pause_max_seconds',
    help: 'The longest garbage-collection pause since the previous scrape.',
    registers: [metricsRegistry],
    collect() {
      this.set(longestGcMs / 1000);
      longestGcMs = 0;
    },
  });
}

/** What /metrics reads of a pg pool (node-postgres's counters). */
export interface PoolUse {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options: { max?: number | undefined };
}

/**
 * The database pools of this process by name (primary, replica), read at scrape time. The plugin that
 * opens or receives a pool adds it here and removes it when the app closes: the registry is the process's,
 * and tests build several apps in one process.
 */
const pools = new Map<string, PoolUse>();

/** Reports `pool`'s use as `name` until the function answered is called. */
export function reportPool(name: string, pool: PoolUse): () => void {
  pools.set(name, pool);
  return () => {
    if (pools.get(name) === pool) pools.delete(name);
  };
}

new Gauge({
  name: 'phonehaat_db_pool_clients',
  help: 'Database pool clients by pool and state: total (open), idle, waiting (requests queued for a client), max (the limit).',
  labelNames: ['pool', 'state'] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    for (const [name, pool] of pools) {
      this.set({ pool: name, state: 'total' }, pool.totalCount);
      this.set({ pool: name, state: 'idle' }, pool.idleCount);
      this.set({ pool: name, state: 'waiting' }, pool.waitingCount);
      if (pool.options.max !== undefined) this.set({ pool: name, state: 'max' }, pool.options.max);
    }
  },
});

/** Scrape-time database reads answer within this, or their series are left out of that scrape. */
export const SCRAPE_QUERY_TIMEOUT_MS = 1_000;

/** `promise`'s value, or a rejection after `ms`: a slow database never holds a scrape. */
export async function withinTimeout<T>(promise: Promise<T>, ms = SCRAPE_QUERY_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** One scrape's reading, shared by the gauges that show parts of it (prom-client collects them concurrently). */
function perScrape<T>(read: () => Promise<T>): () => Promise<T | undefined> {
  let last: { at: number; value: Promise<T | undefined> } | undefined;
  return () => {
    const now = performance.now();
    if (!last || now - last.at > 500) last = { at: now, value: read().catch(() => undefined) };
    return last.value;
  };
}

/** A pg-boss queue's backlog: jobs due and not started, jobs running, and how long the oldest due one has waited. */
export interface QueueBacklog {
  queue: string;
  waiting: number;
  active: number;
  oldestWaitingSeconds: number;
}

let readQueues: (() => Promise<QueueBacklog[] | undefined>) | undefined;

/** Reports the job queues' backlogs read by `read` at each scrape; the function answered stops it. */
export function reportJobQueues(read: () => Promise<QueueBacklog[]>): () => void {
  const reader = perScrape(() => withinTimeout(read()));
  readQueues = reader;
  return () => {
    if (readQueues === reader) readQueues = undefined;
  };
}

const queueGauge = (name: string, help: string, field: 'waiting' | 'active' | 'oldestWaitingSeconds') =>
  new Gauge({
    name,
    help,
    labelNames: ['queue'] as const,
    registers: [metricsRegistry],
    async collect() {
      this.reset();
      for (const backlog of (await readQueues?.()) ?? []) this.set({ queue: backlog.queue }, backlog[field]);
    },
  });
queueGauge('phonehaat_job_queue_waiting', 'pg-boss jobs due and not yet started, by queue.', 'waiting');
queueGauge('phonehaat_job_queue_active', 'pg-boss jobs being worked on, by queue.', 'active');
queueGauge(
  'phonehaat_job_queue_lag_seconds',
  'How long the oldest due pg-boss job of each queue has waited to start (0 when none waits).',
  'oldestWaitingSeconds',
);

/** The read replica as /metrics shows it (db/replica.ts). */
export interface ReplicaReport {
  state(): { up: boolean; usable: boolean; lagSeconds: number | null };
  fallbacks(): number;
  /** The primary's view of its standbys (pg_stat_replication): replay lag by application_name. */
  standbys(): Promise<{ name: string; replayLagSeconds: number }[]>;
}

let replicaReport: ReplicaReport | undefined;
/** How many of the replica's fallbacks the counter has counted. */
let fallbacksCounted = 0;

/** Reports the replica until the function answered is called. */
export function reportReplica(report: ReplicaReport): () => void {
  replicaReport = report;
  fallbacksCounted = 0;
  return () => {
    if (replicaReport === report) replicaReport = undefined;
  };
}

new Counter({
  name: 'phonehaat_replica_fallback_reads_total',
  help: 'Public reads sent to the primary because the replica was down, too far behind, or failed them.',
  registers: [metricsRegistry],
  collect() {
    if (!replicaReport) return;
    const total = replicaReport.fallbacks();
    this.inc(total - fallbacksCounted);
    fallbacksCounted = total;
  },
});

new Gauge({
  name: 'phonehaat_replica_up',
  help: '1 when the read replica answered its last health check, 0 when not (reads go to the primary); absent without DATABASE_REPLICA_URL.',
  registers: [metricsRegistry],
  collect() {
    this.reset();
    if (replicaReport) this.set(replicaReport.state().up ? 1 : 0);
  },
});

new Gauge({
  name: 'phonehaat_replica_lag_seconds',
  help: "How far the read replica's replay is behind, as the replica measures it (0 when caught up); reads skip it beyond REPLICA_MAX_LAG_SECONDS.",
  registers: [metricsRegistry],
  collect() {
    this.reset();
    const lag = replicaReport?.state().lagSeconds;
    if (lag !== undefined && lag !== null) this.set(lag);
  },
});

const readStandbys = perScrape(async () => (replicaReport ? withinTimeout(replicaReport.standbys()) : []));

new Gauge({
  name: 'phonehaat_pg_replication_replay_lag_seconds',
  help: "The primary's view of each standby's replay lag (pg_stat_replication.replay_lag), by application_name.",
  labelNames: ['standby'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    for (const standby of (await readStandbys()) ?? []) this.set({ standby: standby.name }, standby.replayLagSeconds);
  },
});
