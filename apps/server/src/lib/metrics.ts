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
