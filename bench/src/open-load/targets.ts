import type { Figures } from './tally.ts';

/** An open-model target: the catalogue size and offered rate it holds at, and what it asks. */
export interface OpenTarget {
  products: number;
  ratePerSec: number;
  p99Ms: number;
  p999Ms?: number;
  /** The server's resident memory after the measured run (issue 40: 300 MB). */
  maxRssMb: number;
  /** The longest event-loop delay during the measured run: no pause of the process longer than this. */
  maxPauseMs?: number;
}

/** Which public mix a run offers: issue 40's high-cardinality one (default), issue 21's cache-friendly one, or the counts alone. */
export type OpenMix = 'high' | 'cached' | 'facets';

const MAX_RSS_MB = 300;

/** Issue 40's targets for the high-cardinality mix (the default), per database. */
export const highTargets: Record<'postgres' | 'pglite', OpenTarget> = {
  postgres: { products: 1_000_000, ratePerSec: 300, p99Ms: 100, p999Ms: 250, maxRssMb: MAX_RSS_MB },
  pglite: { products: 100_000, ratePerSec: 100, p99Ms: 150, maxRssMb: MAX_RSS_MB },
};

/**
 * Issue 21's targets for the cache-friendly mix (`--mix cached`), with issue 40's: no pause of the
 * process longer than 50 ms on PostgreSQL (PGlite runs the database's queries on the server's own
 * thread, so its pauses are its queries).
 */
export const cachedTargets: Record<'postgres' | 'pglite', OpenTarget> = {
  postgres: { products: 1_000_000, ratePerSec: 1_000, p99Ms: 50, p999Ms: 150, maxRssMb: MAX_RSS_MB, maxPauseMs: 50 },
  pglite: { products: 100_000, ratePerSec: 300, p99Ms: 100, maxRssMb: MAX_RSS_MB },
};

/** Issue 26's target for the filter panel's counts (GET /products/facets alone), PostgreSQL. */
export const facetTarget: OpenTarget = { products: 1_000_000, ratePerSec: 200, p99Ms: 50, maxRssMb: MAX_RSS_MB };

export function targetOf(mix: OpenMix, database: 'postgres' | 'pglite'): OpenTarget {
  return mix === 'facets' ? facetTarget : mix === 'cached' ? cachedTargets[database] : highTargets[database];
}

/** What the bench read of the server itself: its memory after the run, its longest pause during it. */
export interface ServerFacts {
  /** VmRSS after the measured run; undefined when the bench did not start the server (no pid). */
  rssMb?: number | undefined;
  /** nodejs_eventloop_lag_max_seconds over the measured run; undefined without the server's metrics. */
  eventLoopMaxMs?: number | undefined;
}

/** The seed lists about 95 % of its products (4 % sold, 1 % removed): a run counts as the target's from 90 %. */
const LISTED_SHARE = 0.9;

export interface Check {
  name: string;
  met: boolean;
  detail: string;
}

export interface Verdict {
  checks: Check[];
  /** The run offered the target's rate on a catalogue of the target's size: the verdict is the target's. */
  targetConfiguration: boolean;
  pass: boolean;
}

/**
 * Judged on the whole mix (the targets are the workload's). Errors fail both databases: a p99 taken
 * over the answers that succeeded says nothing when others failed.
 */
export function judge(
  target: OpenTarget,
  overall: Figures,
  listed: number,
  ratePerSec: number,
  server: ServerFacts = {},
): Verdict {
  const checks: Check[] = [
    { name: `p99 ≤ ${target.p99Ms} ms`, met: overall.p99 <= target.p99Ms, detail: `${overall.p99} ms` },
    ...(target.p999Ms === undefined
      ? []
      : [{ name: `p99.9 ≤ ${target.p999Ms} ms`, met: overall.p999 <= target.p999Ms, detail: `${overall.p999} ms` }]),
    { name: '0 errors', met: overall.errors === 0, detail: describeErrors(overall) },
    // A server the bench did not start has no pid and no metrics here: not measured, so not judged.
    ...(server.rssMb === undefined
      ? []
      : [
          {
            name: `server RSS ≤ ${target.maxRssMb} MB`,
            met: server.rssMb <= target.maxRssMb,
            detail: `${Math.round(server.rssMb)} MB`,
          },
        ]),
    ...(target.maxPauseMs === undefined || server.eventLoopMaxMs === undefined
      ? []
      : [
          {
            name: `no pause of the process > ${target.maxPauseMs} ms`,
            met: server.eventLoopMaxMs <= target.maxPauseMs,
            detail: `longest event-loop delay ${Math.round(server.eventLoopMaxMs)} ms`,
          },
        ]),
  ];
  return {
    checks,
    targetConfiguration: listed >= target.products * LISTED_SHARE && ratePerSec >= target.ratePerSec,
    pass: checks.every((check) => check.met),
  };
}

export function describeErrors(figures: Figures): string {
  const kinds = Object.entries(figures.errorKinds).map(([kind, n]) => `${n} ${kind}`);
  return kinds.length > 0 ? `${figures.errors}: ${kinds.join(', ')}` : '0';
}
