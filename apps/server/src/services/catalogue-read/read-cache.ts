import { LRUCache } from 'lru-cache';

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

const ONE_DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What the catalogue's read path keeps in memory: public answers (rows, not JSON: each viewer's
 * answer is serialised from them), list totals and reference data (categories, listed counts per
 * brand), and deep-page anchors. All of it is lru-cache; a write through any instance clears it
 * (read-path-plugin.ts). Counts and anchors cost an index pass to rebuild, so they live six times as
 * long as answers when other processes may write, and until a write when none can.
 */
export class ReadCache {
  readonly enabled: boolean;
  readonly anchorSpacing: number;
  readonly answers: LRUCache<string, object, () => Promise<object>>;
  readonly derived: LRUCache<string, object, () => Promise<object>>;
  readonly anchors: LRUCache<string, AnchorSet>;

  constructor({ ttlMs, soleWriter = false, anchorSpacing = 500 }: ReadCacheOptions) {
    this.enabled = ttlMs > 0;
    this.anchorSpacing = anchorSpacing;
    const derivedTtl = soleWriter ? ONE_DAY_MS : ttlMs * 6;
    // The loader rides along as the fetch context: concurrent misses of one key share one load.
    const fetchMethod = (_key: string, _stale: object | undefined, { context }: { context: () => Promise<object> }) => context();
    this.answers = new LRUCache({ max: 1000, ttl: Math.max(ttlMs, 1), fetchMethod });
    this.derived = new LRUCache({ max: 2000, ttl: Math.max(derivedTtl, 1), fetchMethod });
    this.anchors = new LRUCache({ max: 200, ttl: Math.max(derivedTtl, 1) });
  }

  /** The kept value of `key`, or `load`'s (kept for next time); with the cache off, always `load`'s. */
  async remember<T extends object>(
    cache: LRUCache<string, object, () => Promise<object>>,
    key: string,
    load: () => Promise<T>,
  ): Promise<T> {
    if (!this.enabled) return load();
    return (await cache.fetch(key, { context: load })) as T;
  }

  clear(): void {
    this.answers.clear();
    this.derived.clear();
    this.anchors.clear();
  }
}
