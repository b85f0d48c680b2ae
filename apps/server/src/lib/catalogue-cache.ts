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
  /**
   * Exact starts of pages that do not begin at an anchor, found once (from the anchor before them)
   * and kept with the set: a page asked for again reads only its own rows. Keyed by offset.
   */
  starts: Map<number, Promise<[string, string] | undefined>>;
  pending?: Promise<void>;
  /** The background rebuild that replaces this set once it has expired. */
  replacing?: Promise<void>;
}

export interface CatalogueCacheOptions {
  /** How long a cached answer lives; totals and anchors live longer (below). 0 turns every cache off. */
  ttlMs: number;
  /**
   * This process is the database's only writer (PGlite: one process per data directory). Every
   * write then passes through it and clears the caches, so totals and anchors never expire by time.
   */
  soleWriter?: boolean;
  /** Rows between deep-page anchors. */
  anchorSpacing?: number;
}

/** Long enough to mean "until a write clears it", short enough to stay a finite timer value. */
const SOLE_WRITER_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Everything the catalogue keeps in memory for one database: hot public answers, list totals,
 * categories and deep-page anchors. Writes through this process clear it at once; other instances
 * see the change after `ttlMs` (or at once through the Redis signal, see plugins/http-cache.ts).
 */
export class CatalogueCache {
  ttlMs = 0;
  anchorSpacing = 500;
  soleWriter = false;
  // Answers live ttlMs and are then answered for up to another ttlMs while one background load
  // replaces them (stale-while-revalidate), so that an expiry never makes a burst of requests wait on
  // the database. Totals, reference data (categories, per-brand counts) and anchors are refreshed
  // every 6 × ttlMs and are at most 12 × ttlMs old (a minute by default) for writes made through
  // another instance: their refresh is a count or an index pass of up to a few hundred milliseconds
  // on a large catalogue, which every 5 s held one of two cores for a tenth of the time.
  readonly responses = new TtlCache<CachedResponse>(() => this.ttlMs, 200, 2);
  readonly totals = new TtlCache<number>(() => this.derivedTtlMs, 1000, 2);
  readonly reference = new TtlCache<unknown>(() => this.derivedTtlMs, 20, 2);
  readonly anchors = new Map<string, AnchorSet>();

  /** Lifetime of totals, reference data and anchors: see above; with a sole writer, until a write. */
  get derivedTtlMs(): number {
    if (this.ttlMs <= 0) return 0;
    return this.soleWriter ? SOLE_WRITER_TTL_MS : this.ttlMs * 6;
  }

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
  cache.soleWriter = options.soleWriter ?? false;
  if (options.anchorSpacing) cache.anchorSpacing = options.anchorSpacing;
  cache.clear();
  return cache;
}

export function invalidateCatalogue(db: object): void {
  caches.get(db)?.clear();
}
