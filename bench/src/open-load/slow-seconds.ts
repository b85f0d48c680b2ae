import type { Outcome } from './schedule.ts';

/** One second of the run: its clock time, its slowest answer, its latest send, and its answers slower than 100 ms. */
export interface SlowSecond {
  at: string;
  maxMs: number;
  maxSendLagMs: number;
  over100Ms: number;
}

/** The worst latency and send lag of each second of the run, to place a stall in time. */
export class SecondTally {
  private readonly seconds = new Map<number, { maxMs: number; maxSendLagMs: number; over100Ms: number }>();

  record(second: number, outcome: Outcome): void {
    const tally = this.seconds.get(second) ?? { maxMs: 0, maxSendLagMs: 0, over100Ms: 0 };
    tally.maxMs = Math.max(tally.maxMs, outcome.latencyMs);
    tally.maxSendLagMs = Math.max(tally.maxSendLagMs, outcome.sendLagMs);
    if (outcome.latencyMs > 100) tally.over100Ms += 1;
    this.seconds.set(second, tally);
  }

  slowest(startedAt: number, count: number): SlowSecond[] {
    return [...this.seconds]
      .sort((a, b) => b[1].maxMs - a[1].maxMs)
      .slice(0, count)
      .map(([second, tally]) => ({
        at: new Date(startedAt + second * 1000).toISOString(),
        maxMs: Math.round(tally.maxMs),
        maxSendLagMs: Math.round(tally.maxSendLagMs),
        over100Ms: tally.over100Ms,
      }));
  }
}
