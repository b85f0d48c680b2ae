// npm run bench:uncached's choice of URLs and its percentiles; nothing here measures the server.
import { describe, expect, it } from 'vitest';
import { nearestRank, spreadOverRanks } from '../../../bench/src/uncached-figures.ts';

describe('bench:uncached figures', () => {
  it('takes percentiles by nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(nearestRank(values, 0.5)).toBe(50);
    expect(nearestRank(values, 0.99)).toBe(99);
    expect(nearestRank([7], 0.99)).toBe(7);
    expect(nearestRank([], 0.5)).toBeNaN();
  });

  it('spreads the measured URLs over the whole popularity, the long tail included, apart from the warm-up', () => {
    const ranked = Array.from({ length: 1_000 }, (_, i) => `/u${i}`);
    const { measured, warmUp } = spreadOverRanks(ranked, 90, 10);
    expect(measured).toHaveLength(90);
    expect(warmUp).toHaveLength(10);
    expect(new Set([...measured, ...warmUp]).size).toBe(100);
    const ranks = measured.map((u) => Number(u.slice(2)));
    expect(Math.min(...ranks)).toBe(0);
    expect(Math.max(...ranks)).toBeGreaterThan(900);
    expect(() => spreadOverRanks(ranked.slice(0, 50), 45, 10)).toThrow(/fewer than/);
  });
});
