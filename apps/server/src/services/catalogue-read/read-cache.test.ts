import { describe, expect, it, vi } from 'vitest';
import { ReadCache } from './read-cache.ts';

/** A load that resolves when told to. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe('ReadCache', () => {
  it('shares one load between concurrent misses and keeps its value', async () => {
    const cache = new ReadCache({ ttlMs: 60_000 });
    const pending = deferred<{ n: number }>();
    const load = vi.fn(() => pending.promise);
    const both = Promise.all([cache.remember(cache.answers, 'k', load), cache.remember(cache.answers, 'k', load)]);
    pending.resolve({ n: 1 });
    expect(await both).toEqual([{ n: 1 }, { n: 1 }]);
    expect(await cache.remember(cache.answers, 'k', async () => ({ n: 2 }))).toEqual({ n: 1 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers every load in flight when more distinct keys load at once than the store keeps (issue 40)', async () => {
    const cache = new ReadCache({ ttlMs: 60_000 });
    const pending = deferred<{ n: number }>();
    const loads = Array.from({ length: 2_500 }, (_, i) => cache.remember(cache.answers, `k${i}`, () => pending.promise));
    pending.resolve({ n: 1 });
    const settled = await Promise.allSettled(loads);
    expect(settled.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
  });

  it('answers a load that a write outran, but never keeps what it read', async () => {
    const cache = new ReadCache({ ttlMs: 60_000 });
    const pending = deferred<{ n: number }>();
    const before = cache.remember(cache.answers, 'k', () => pending.promise);
    cache.clear();
    pending.resolve({ n: 1 });
    expect(await before).toEqual({ n: 1 });
    expect(await cache.remember(cache.answers, 'k', async () => ({ n: 2 }))).toEqual({ n: 2 });
  });

  it('forgets an answer after its time, and counts after six times that', async () => {
    let clock = 1_000_000; // lru-cache reads a start of 0 as 'no time limit'
    const cache = new ReadCache({ ttlMs: 1_000, now: () => clock });
    await cache.remember(cache.answers, 'k', async () => ({ n: 1 }));
    await cache.remember(cache.derived, 'k', async () => ({ n: 1 }));
    clock += 999;
    expect(await cache.remember(cache.answers, 'k', async () => ({ n: 2 }))).toEqual({ n: 1 });
    clock += 501;
    expect(await cache.remember(cache.answers, 'k', async () => ({ n: 2 }))).toEqual({ n: 2 });
    expect(await cache.remember(cache.derived, 'k', async () => ({ n: 2 }))).toEqual({ n: 1 });
    clock += 5_000;
    expect(await cache.remember(cache.derived, 'k', async () => ({ n: 3 }))).toEqual({ n: 3 });
  });

  it('keeps counts until a write when this process is the only writer', async () => {
    let clock = 1_000_000; // lru-cache reads a start of 0 as 'no time limit'
    const cache = new ReadCache({ ttlMs: 1_000, soleWriter: true, now: () => clock });
    await cache.remember(cache.derived, 'k', async () => ({ n: 1 }));
    clock += 3_600_000;
    expect(await cache.remember(cache.derived, 'k', async () => ({ n: 2 }))).toEqual({ n: 1 });
    cache.clear();
    expect(await cache.remember(cache.derived, 'k', async () => ({ n: 3 }))).toEqual({ n: 3 });
  });

  it('serves a live facet count past its minute as it was while it is counted again, and writes leave it', async () => {
    let clock = 1_000_000; // lru-cache reads a start of 0 as 'no time limit'
    const cache = new ReadCache({ ttlMs: 1_000, soleWriter: true, now: () => clock });
    expect(cache.liveFacetsTtlMs).toBe(60_000);
    const remember = (n: number) => cache.remember(cache.facets, 'live|k', async () => ({ n }), cache.liveFacetsTtlMs);
    await remember(1);
    cache.clear();
    clock += 59_000;
    expect(await remember(2)).toEqual({ n: 1 });
    clock += 2_000;
    expect(await remember(3)).toEqual({ n: 1 });
    expect(await remember(4)).toEqual({ n: 3 });
  });

  it('keeps nothing when its time is 0', async () => {
    const cache = new ReadCache({ ttlMs: 0 });
    await cache.remember(cache.answers, 'k', async () => ({ n: 1 }));
    expect(await cache.remember(cache.answers, 'k', async () => ({ n: 2 }))).toEqual({ n: 2 });
  });
});
