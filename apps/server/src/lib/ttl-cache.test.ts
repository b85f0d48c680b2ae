import { afterEach, describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

describe('TtlCache', () => {
  afterEach(() => vi.useRealTimers());

  it('peeks only at settled entries, and serves a stale one once while a single reload replaces it', async () => {
    vi.useFakeTimers({ now: 0 });
    const cache = new TtlCache<number>(() => 1_000, 10, 2);
    let loads = 0;
    const load = () => Promise.resolve((loads += 1));
    const first = cache.getOrLoad('k', load);
    expect(cache.peek('k')).toBeUndefined(); // still loading
    expect(await first).toBe(1);
    expect(cache.peek('k')).toBe(1);

    vi.setSystemTime(1_500); // expired, inside the stale window
    expect(cache.peek('k')).toBe(1);
    expect(cache.peek('k')).toBe(1);
    expect(loads).toBe(2); // one background reload for both
    await Promise.resolve();
    await Promise.resolve();
    expect(cache.peek('k')).toBe(2);

    vi.setSystemTime(5_000); // past the stale window: nothing to peek at
    expect(cache.peek('k')).toBeUndefined();
  });

  it('keeps nothing when the TTL is 0', async () => {
    const cache = new TtlCache<number>(() => 0);
    expect(await cache.getOrLoad('k', () => Promise.resolve(1))).toBe(1);
    expect(cache.peek('k')).toBeUndefined();
  });
});
