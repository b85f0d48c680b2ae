import { LRUCache } from 'lru-cache';
import { countReadCacheLookup, fetchWasHit } from '../../lib/metrics.ts';
import { answerBytesCache, type AnswerBytesCache } from './answer-bytes.ts';

export interface ReadCacheOptions {
  /** How long a public answer lives; 0 turns every cache off (tests read their own writes at once). */
  ttlMs: number;
  /**
   * Every write to the database passes through this process (PGlite: one process per data directory),
   * so counts and anchors live until a write clears them instead of expiring by time.
   */
  soleWriter?: boolean;
  /** Rows between deep-page anchors (page-anchors.ts). */
  anchorSpacing?: number;
  /** The clock entries age by, in milliseconds (tests inject one). */
  now?: () => number;
}

/** Sort keys at every `spacing`-th row of one filtered, sorted list: where deep pages start (page-anchors.ts). */
export interface AnchorSet {
  /** keys[k] is the (sort key, id) of the row at position (k + 1) * spacing - 1. */
  keys: [string, string][];
  /** The list ended before the next anchor: no more to find. */
  complete: boolean;
  /** Exact starts of pages that do not begin at an anchor, by offset; found once from the anchor before them. */
  starts: Map<number, [string, string] | undefined>;
  /** The pass extending `keys`, while one runs: others wait for it instead of starting their own. */
  pending?: Promise<void>;
}

const ONE_MINUTE_MS = 60 * 1000;
const ONE_DAY_MS = 24 * 60 * ONE_MINUTE_MS;

/**
 * What the catalogue's read path keeps in memory: public answers (rows, not JSON: each viewer's
 * answer is serialised from them), list totals and reference data (categories, listed counts per
 * brand), deep-page anchors, and anonymous answers' bytes. All of it is lru-cache; a write through any instance clears it
 * (read-path-plugin.ts). Counts and anchors cost an index pass to rebuild, so they live six times as
 * long as answers when other processes may write, and until a write when none can.
 */
export class ReadCache {
  readonly enabled: boolean;
  readonly anchorSpacing: number;
  answers!: LoadingCache;
  derived!: LoadingCache;
  /**
   * The facet counts' cells and the answers tallied from them (list-facets.ts). They change only when
   * the listing-summaries job rebuilds its table, so writes do not clear them; past their life they are
   * served stale while one reload runs, so no request waits for the cells (decision 0042).
   */
  readonly facets: LoadingCache;
  /**
   * How long a live facet answer (a search's, a price range's) lives in `facets`: as long as the table's
   * answers, at most a minute (decision 0042: counts are up to a minute behind the list).
   */
  readonly liveFacetsTtlMs: number;
  anchors!: LRUCache<string, AnchorSet>;
  /** Public answers as they went out, by URL (answer-bytes.ts): no serialising or gzip on a hit. */
  bytes!: AnswerBytesCache;
  private readonly ttlMs: number;
  private readonly derivedTtlMs: number;
  private readonly perf: { now: () => number };

  constructor({ ttlMs, soleWriter = false, anchorSpacing = 500, now = () => performance.now() }: ReadCacheOptions) {
    this.perf = { now };
    this.enabled = ttlMs > 0;
    this.anchorSpacing = anchorSpacing;
    this.ttlMs = Math.max(ttlMs, 1);
    this.derivedTtlMs = soleWriter ? ONE_DAY_MS : Math.max(ttlMs * 6, 1);
    this.liveFacetsTtlMs = Math.min(this.derivedTtlMs, ONE_MINUTE_MS);
    this.facets = new LRUCache({
      max: 2000,
      ttl: this.derivedTtlMs,
      fetchMethod: loadFromContext,
      perf: this.perf,
      ttlResolution: 0,
      allowStale: true,
      noDeleteOnStaleGet: true,
      allowStaleOnFetchRejection: true,
      ignoreFetchAbort: true,
    });
    this.clear();
  }

  /**
   * The kept value of `key`, or `load`'s (kept for next time, `ttlMs` or the store's life); with the
   * cache off, always `load`'s.
   */
  async remember<T extends object>(cache: LoadingCache, key: string, load: () => Promise<T>, ttlMs?: number): Promise<T> {
    if (!this.enabled) return load();
    const status: LRUCache.Status<string, object> = {};
    const value = await cache.fetch(key, { context: load, status, ...(ttlMs !== undefined && { ttl: ttlMs }) });
    const store = cache === this.facets ? 'facets' : cache === this.derived ? 'derived' : 'answers';
    countReadCacheLookup(store, fetchWasHit(status.fetch));
    return value as T;
  }

  /**
   * Forgets everything by starting new caches. Clearing an lru-cache in place would abort the loads
   * in flight and fail the requests waiting on them; these finish into the old caches, which nothing
   * reads again, so a value read before a write is never kept after it.
   */
  clear(): void {
    const fetchMethod = loadFromContext;
    // A load evicted before it finished (more distinct keys than `max` in flight) still answers its
    // requests instead of failing them with lru-cache's "evicted" (issue 40: 500s under the high mix).
    const loading = { fetchMethod, perf: this.perf, ttlResolution: 0, ignoreFetchAbort: true } as const;
    // Pages of rows are kept for their bytes' misses (signed-in viewers, another encoding): 400 keep the
    // popular ones; the 1,000 of before held 100 MB on the high mix (issue 40: RSS ≤ 300 MB).
    this.answers = new LRUCache({ max: 400, ttl: this.ttlMs, ...loading });
    this.derived = new LRUCache({ max: 2000, ttl: this.derivedTtlMs, ...loading });
    this.anchors = new LRUCache({ max: 200, ttl: this.derivedTtlMs, perf: this.perf, ttlResolution: 0 });
    this.bytes = answerBytesCache(this.ttlMs, this.perf);
  }
}

type LoadingCache = LRUCache<string, object, () => Promise<object>>;

/** The loader rides along as the fetch context: concurrent misses of one key share one load. */
const loadFromContext = (_key: string, _stale: object | undefined, { context }: { context: () => Promise<object> }) => context();
