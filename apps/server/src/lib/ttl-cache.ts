import { makeRoom } from './bounded-map.ts';

/**
 * A small in-process cache of promises with a time to live and a size bound. Concurrent callers of
 * the same key share one load (no stampede when an entry expires); a failed load is not kept. With
 * `staleFactor` > 1 an expired entry younger than ttl × staleFactor is still answered while one
 * background load replaces it (stale-while-revalidate); clear() drops everything at once.
 * `peek()` answers a settled value synchronously, for callers that want to skip all async work.
 */
interface Entry<T> {
  value: Promise<T>;
  expires: number;
  load: () => Promise<T>;
  refreshing?: boolean;
  /** The loaded value, once the load has succeeded. */
  settled?: { value: T };
}

export class TtlCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly ttlMs: () => number,
    private readonly maxEntries = 500,
    private readonly staleFactor = 1,
  ) {}

  getOrLoad(key: string, load: () => Promise<T>): Promise<T> {
    const ttl = this.ttlMs();
    if (ttl <= 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (hit && this.isStale(hit, ttl, now)) {
      this.refresh(key, hit, ttl);
      return hit.value;
    }
    if (hit) this.entries.delete(key);
    makeRoom(this.entries, this.maxEntries);
    const entry: Entry<T> = { value: load(), expires: now + ttl, load };
    this.entries.set(key, entry);
    entry.value.then(
      (value) => (entry.settled = { value }),
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry.value;
  }

  /**
   * The value of a fresh (or, within the stale window, stale: then refreshed in the background with
   * the loader that made it) entry whose load has finished; undefined otherwise.
   */
  peek(key: string): T | undefined {
    const ttl = this.ttlMs();
    if (ttl <= 0) return undefined;
    const hit = this.entries.get(key);
    if (!hit?.settled) return undefined;
    const now = Date.now();
    if (hit.expires > now) return hit.settled.value;
    if (!this.isStale(hit, ttl, now)) return undefined;
    this.refresh(key, hit, ttl);
    return hit.settled.value;
  }

  clear(): void {
    this.entries.clear();
  }

  private isStale(hit: Entry<T>, ttl: number, now: number): boolean {
    return this.staleFactor > 1 && hit.expires + ttl * (this.staleFactor - 1) > now;
  }

  private refresh(key: string, hit: Entry<T>, ttl: number): void {
    if (hit.refreshing) return;
    hit.refreshing = true;
    const next = hit.load();
    next.then(
      (value) => {
        if (this.entries.get(key) === hit)
          this.entries.set(key, { value: next, expires: Date.now() + ttl, load: hit.load, settled: { value } });
      },
      () => (hit.refreshing = false),
    );
  }
}
