/**
 * A small in-process cache of promises with a time to live and a size bound. Concurrent callers of
 * the same key share one load (no stampede when an entry expires); a failed load is not kept. With
 * `staleFactor` > 1 an expired entry younger than ttl × staleFactor is still answered while one
 * background load replaces it (stale-while-revalidate); clear() drops everything at once.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { value: Promise<T>; expires: number; refreshing?: boolean }>();

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
    if (hit && this.staleFactor > 1 && hit.expires + ttl * (this.staleFactor - 1) > now) {
      if (!hit.refreshing) {
        hit.refreshing = true;
        const next = load();
        next.then(
          () => {
            if (this.entries.get(key) === hit) this.entries.set(key, { value: next, expires: Date.now() + ttl });
          },
          () => (hit.refreshing = false),
        );
      }
      return hit.value;
    }
    if (hit) this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: the first key is the oldest entry.
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    const value = load();
    const entry = { value, expires: now + ttl };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
