/** The value at quantile `q` (0–1) by nearest rank; NaN for no values. */
export function nearestRank(values: number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/**
 * `count` URLs spread evenly over a pool ranked by popularity (the most asked, the middle and the long
 * tail alike), and `warmUp` others beside them; the two never share a URL.
 */
export function spreadOverRanks(ranked: string[], count: number, warmUp: number): { measured: string[]; warmUp: string[] } {
  if (count + warmUp > ranked.length) throw new Error(`the pool has ${ranked.length} URLs, fewer than ${count} + ${warmUp}`);
  const step = ranked.length / (count + warmUp);
  const measured: string[] = [];
  const rest: string[] = [];
  for (let i = 0; i < count + warmUp; i += 1) {
    // Every (count + warmUp)/warmUp-th pick warms up, the others are measured.
    const pickedPath = ranked[Math.floor(i * step)]!;
    if (rest.length < warmUp && i % Math.ceil((count + warmUp) / warmUp) === 1) rest.push(pickedPath);
    else measured.push(pickedPath);
  }
  return { measured: measured.slice(0, count), warmUp: rest };
}
