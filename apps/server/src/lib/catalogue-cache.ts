import { TtlCache } from './ttl-cache.ts';

/** A serialized public answer kept in memory: body bytes, its ETag and the headers that go with it. */
export interface CachedResponse {
  body: Buffer;
  /** The body gzipped, made on the first request that accepts gzip. */
  gzip?: Buffer;
  etag: string;
  /** Content type and the list's paging headers: the same for every viewer. */
  headers: Record<string, string>;
  /** Cache-Control and Vary for an anonymous request (signed-in viewers get `private`). */
  publicHeaders: Record<string, string>;
}

/** Sort keys at every `spacing`-th row of one filtered, sorted list: where deep pages start. */
export interface AnchorSet {
  /** keys[k] is the (sort key, id) of the row at position (k + 1) * spacing - 1. */
  keys: [string, string][];
  /** The list ended before the next anchor: no more to find. */
  complete: boolean;
  expires: number;
  pending?: Promise<void>;
  /** The background rebuild that replaces this set once it has expired. */
  replacing?: Promise<void>;
}

export interface CatalogueCacheOptions {
  /** How long a cached list, total or anchor set lives; 0 turns every cache off. */
  ttlMs: number;
  /** Rows between deep-page anchors. */
  anchorSpacing?: number;
}

/**
 * Everything the catalogue keeps in memory for one database: hot public answers, list totals,
 * categories and deep-page anchors. Writes through this process clear it at once; other instances
 * see the change after `ttlMs` (or at once through the Redis signal, see plugins/http-cache.ts).
 */
export class CatalogueCache {
  ttlMs = 0;
  anchorSpacing = 500;
  // Totals and reference data (categories, per-brand counts) may be up to a minute old between
  // instances, refreshed in the background; answers live ttlMs and are then answered for up to
  // another ttlMs while one background load replaces them (stale-while-revalidate), so that an
  // expiry never makes a burst of requests wait on the database.
  readonly responses = new TtlCache<CachedResponse>(() => this.ttlMs, 200, 2);
  readonly totals = new TtlCache<number>(() => this.ttlMs, 1000, 12);
  readonly reference = new TtlCache<unknown>(() => this.ttlMs, 20, 12);
  readonly anchors = new Map<string, AnchorSet>();

  clear(): void {
    this.responses.clear();
    this.totals.clear();
    this.reference.clear();
    this.anchors.clear();
  }
}

// Keyed by the database object so that two apps in one process (tests) never share entries.
const caches = new WeakMap<object, CatalogueCache>();

export function catalogueCache(db: object): CatalogueCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new CatalogueCache();
    caches.set(db, cache);
  }
  return cache;
}

export function configureCatalogueCache(db: object, options: CatalogueCacheOptions): CatalogueCache {
  const cache = catalogueCache(db);
  cache.ttlMs = options.ttlMs;
  if (options.anchorSpacing) cache.anchorSpacing = options.anchorSpacing;
  cache.clear();
  return cache;
}

export function invalidateCatalogue(db: object): void {
  caches.get(db)?.clear();
}
