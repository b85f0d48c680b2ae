import * as hdr from 'hdr-histogram-js';
import type { Outcome } from './schedule.ts';

/** Latencies in microseconds, 3 significant digits, up to 10 minutes (the histogram resizes past that). */
const newHistogram = () =>
  hdr.build({ lowestDiscernibleValue: 1, highestTrackableValue: 600_000_000, numberOfSignificantValueDigits: 3 });

export interface Figures {
  name: string;
  /** Requests due in the run. */
  requests: number;
  /** Answered with a 2xx status. */
  ok: number;
  errors: number;
  /** Errors by kind (`status 500`, `UND_ERR_HEADERS_TIMEOUT`, `dropped`, …). */
  errorKinds: Record<string, number>;
  offeredPerSec: number;
  achievedPerSec: number;
  /** Latency of the 2xx answers, from their due time, in ms. */
  p50: number;
  p95: number;
  p99: number;
  p999: number;
  max: number;
}

interface Counts {
  requests: number;
  ok: number;
  errorKinds: Record<string, number>;
}

/** Counts outcomes per kind of request and overall; latency only of the answers that succeeded. */
export class Tally {
  private readonly latency: hdr.Histogram[];
  private readonly all = newHistogram();
  private readonly lag = newHistogram();
  private readonly counts: Counts[];

  constructor(private readonly names: string[]) {
    this.latency = names.map(newHistogram);
    this.counts = names.map(() => ({ requests: 0, ok: 0, errorKinds: {} }));
  }

  record(entry: number, outcome: Outcome): void {
    const counts = this.counts[entry]!;
    counts.requests += 1;
    this.lag.recordValue(toMicros(outcome.sendLagMs));
    if (outcome.ok) {
      counts.ok += 1;
      this.latency[entry]!.recordValue(toMicros(outcome.latencyMs));
      this.all.recordValue(toMicros(outcome.latencyMs));
    } else {
      const kind = outcome.error ?? 'error';
      counts.errorKinds[kind] = (counts.errorKinds[kind] ?? 0) + 1;
    }
  }

  /** Per kind and overall; achieved rates over `elapsedMs`. */
  figures(
    ratePerSec: number,
    elapsedMs: number,
  ): { endpoints: Figures[]; overall: Figures; sendLag: { p99: number; max: number } } {
    const seconds = elapsedMs / 1000;
    const totalRequests = this.counts.reduce((sum, c) => sum + c.requests, 0);
    const of = (name: string, histogram: hdr.Histogram, counts: Counts): Figures => {
      const errors = counts.requests - counts.ok;
      return {
        name,
        requests: counts.requests,
        ok: counts.ok,
        errors,
        errorKinds: counts.errorKinds,
        offeredPerSec: totalRequests > 0 ? (ratePerSec * counts.requests) / totalRequests : 0,
        achievedPerSec: seconds > 0 ? counts.ok / seconds : 0,
        p50: toMs(at(histogram, 50)),
        p95: toMs(at(histogram, 95)),
        p99: toMs(at(histogram, 99)),
        p999: toMs(at(histogram, 99.9)),
        max: toMs(histogram.maxValue),
      };
    };
    const endpoints = this.names.map((name, i) => of(name, this.latency[i]!, this.counts[i]!));
    const overallCounts: Counts = { requests: totalRequests, ok: this.counts.reduce((sum, c) => sum + c.ok, 0), errorKinds: {} };
    for (const c of this.counts)
      for (const [kind, n] of Object.entries(c.errorKinds))
        overallCounts.errorKinds[kind] = (overallCounts.errorKinds[kind] ?? 0) + n;
    return {
      endpoints,
      overall: of('overall', this.all, overallCounts),
      sendLag: { p99: toMs(this.lag.getValueAtPercentile(99)), max: toMs(this.lag.maxValue) },
    };
  }
}

/**
 * A percentile, never above the largest value recorded: the histogram answers a bucket's upper end,
 * which can lie past the maximum by the bucket's width (0.1 %).
 */
const at = (histogram: hdr.Histogram, percentile: number) => Math.min(histogram.getValueAtPercentile(percentile), histogram.maxValue);

const toMicros = (ms: number) => Math.max(1, Math.round(ms * 1000));
const toMs = (micros: number) => Math.round(micros / 100) / 10;
