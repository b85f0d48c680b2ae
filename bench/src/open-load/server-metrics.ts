/**
 * The server's own figures over the measured run, from its GET /metrics (apps/server/src/lib/metrics.ts)
 * scraped right before and right after it: counters as differences, maxima as the after-scrape's
 * (they reset on every scrape, so they cover the run alone).
 */

/** Prometheus text as series (`name{labels}`) → value; comments and blank lines skipped. */
export function parseMetrics(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const space = line.lastIndexOf(' ');
    samples.set(line.slice(0, space), Number(line.slice(space + 1)));
  }
  return samples;
}

export interface ServerMetrics {
  /** Anonymous public answers served from the kept bytes over those looked up, 0–1. */
  answerCacheHitRatio: number | null;
  /** Hit ratio of each ReadCache store (answers, derived, facets) over the run. */
  readCacheHitRatios: Record<string, number>;
  /** The longest event-loop delay during the run. */
  eventLoopMaxMs: number;
  gc: { pauses: number; totalMs: number; maxMs: number };
  /** The server's resident memory at the after-scrape (process_resident_memory_bytes). */
  rssMb: number;
}

const sumOf = (samples: Map<string, number>, prefix: string, contains = '') => {
  let sum = 0;
  for (const [series, value] of samples) if (series.startsWith(prefix) && series.includes(contains)) sum += value;
  return sum;
};

export function summariseRun(before: Map<string, number>, after: Map<string, number>): ServerMetrics {
  const delta = (prefix: string, contains = '') => sumOf(after, prefix, contains) - sumOf(before, prefix, contains);
  const lookups = 'phonehaat_read_cache_lookups_total{';
  const ratio = (store: string) => {
    const hits = delta(lookups, `store="${store}",result="hit"`);
    const misses = delta(lookups, `store="${store}",result="miss"`);
    return hits + misses > 0 ? hits / (hits + misses) : null;
  };
  const readCacheHitRatios: Record<string, number> = {};
  for (const store of ['answers', 'derived', 'facets']) {
    const value = ratio(store);
    if (value !== null) readCacheHitRatios[store] = value;
  }
  return {
    answerCacheHitRatio: ratio('answer_bytes'),
    readCacheHitRatios,
    eventLoopMaxMs: (after.get('nodejs_eventloop_lag_max_seconds') ?? 0) * 1000,
    gc: {
      pauses: delta('nodejs_gc_duration_seconds_count'),
      totalMs: delta('phonehaat_gc_pause_seconds_total') * 1000,
      maxMs: (after.get('phonehaat_gc_pause_max_seconds') ?? 0) * 1000,
    },
    rssMb: (after.get('process_resident_memory_bytes') ?? 0) / 1024 / 1024,
  };
}

/** The server's /metrics as samples; the token is the one the bench started it with. */
export async function scrapeMetrics(base: string, token: string): Promise<Map<string, number>> {
  const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET /metrics answered ${response.status}: is the server started with METRICS_TOKEN?`);
  return parseMetrics(await response.text());
}

const percent = (ratio: number) => `${(ratio * 100).toFixed(1)} %`;

export function formatServerMetrics(m: ServerMetrics): string {
  const stores = Object.entries(m.readCacheHitRatios).map(([store, value]) => `${store} ${percent(value)}`);
  return [
    `server over the run: answer-cache hit ratio ${m.answerCacheHitRatio === null ? '— (no lookups)' : percent(m.answerCacheHitRatio)}` +
      (stores.length > 0 ? ` (read caches: ${stores.join(', ')})` : ''),
    `  longest event-loop delay ${m.eventLoopMaxMs.toFixed(1)} ms; GC ${m.gc.pauses} pauses (prom-client's count), ` +
      `${m.gc.totalMs.toFixed(0)} ms in all, longest ${m.gc.maxMs.toFixed(1)} ms; RSS ${m.rssMb.toFixed(0)} MB`,
  ].join('\n');
}
