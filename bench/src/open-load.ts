// npm run bench:open [-- --pglite-dir DIR] [--rate N] [--duration 30] [--warmup 5] [--connections 64]
//                       [--timeout 10] [--pool 10] [--port 3950] [--no-pin]
//                       [--base http://127.0.0.1:PORT | --stand-in] [--target postgres|pglite] [--mix facets]
// Issue 21's open-model load test: the mixed public workload at a fixed offered rate against the built
// server, spoken to over HTTP only; a table per endpoint and PASS/FAIL against the targets.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { intArg, parseArgs } from './args.ts';
import { formatOpenReport } from './open-load/report.ts';
import { runOpenLoad, type OpenRunResult } from './open-load/run.ts';
import { startBenchServer, startStandIn, type BenchServer } from './open-load/server.ts';
import { facetTarget, judge, openTargets, type Verdict } from './open-load/targets.ts';
import { canPin, loadAverage, pinSelf } from './processes.ts';
import { targetFrom, type Target } from './target.ts';

const SERVER_CORE = 0;
const LOAD_CORE = 1;

/**
 * The built server started on a bench database; one already running on this machine (its database
 * named for the targets); or the stand-in API, to see whether the generator and machine hold a target.
 */
export type SystemUnderTest = { database: Target } | { base: string; kind: Target['kind'] } | { standIn: Target['kind'] };

export interface OpenBenchOptions {
  system: SystemUnderTest;
  ratePerSec?: number;
  durationSec: number;
  warmupSec: number;
  connections: number;
  timeoutSec: number;
  port: number;
  poolSize?: number;
  /** Server on core 0, load generator on core 1 (default true where taskset exists). */
  pin?: boolean;
  outFile?: string;
  /** `facets`: GET /products/facets alone, judged against issue 26's target (200 req/s, p99 ≤ 50 ms). */
  mix?: 'public' | 'facets';
  log?: (line: string) => void;
}

export interface OpenBenchReport extends OpenRunResult {
  when: string;
  database: 'postgres' | 'pglite';
  startupMs: number | null;
  pinned: boolean;
  loadAverage: { before: string; after: string };
  verdict: Verdict;
}

export async function runOpenBench(options: OpenBenchOptions): Promise<OpenBenchReport> {
  const log = options.log ?? ((line: string) => console.log(line));
  const { system } = options;
  const kind = 'database' in system ? system.database.kind : 'standIn' in system ? system.standIn : system.kind;
  const target = options.mix === 'facets' ? facetTarget : openTargets[kind];
  const ratePerSec = options.ratePerSec ?? target.ratePerSec;
  // Pinning needs both processes started here.
  const pin = !('base' in system) && (options.pin ?? true) && canPin;
  if (pin) pinSelf(LOAD_CORE);
  const before = loadAverage();
  let server: BenchServer | undefined;
  let result: OpenRunResult;
  try {
    if ('standIn' in system) {
      // Listed as many as the target's catalogue would list, so that the verdict is the target's.
      server = await startStandIn({
        port: options.port,
        listed: Math.round(target.products * 0.95),
        ...(pin && { core: SERVER_CORE }),
      });
    } else if ('database' in system) {
      server = await startBenchServer({
        target: system.database,
        port: options.port,
        ...(pin && { core: SERVER_CORE }),
        ...(options.poolSize !== undefined && { poolSize: options.poolSize }),
      });
      log(`server healthy ${Math.round(server.startupMs)} ms after spawn`);
    }
    result = await runOpenLoad({
      base: 'base' in system ? system.base : server!.base,
      ratePerSec,
      durationSec: options.durationSec,
      warmupSec: options.warmupSec,
      connections: options.connections,
      timeoutSec: options.timeoutSec,
      ...(options.mix && { mix: options.mix }),
      log,
    });
  } catch (error) {
    if (server) log(server.output());
    throw error;
  } finally {
    await server?.stop();
  }
  const verdict = judge(target, result.overall, result.listed, ratePerSec);
  const report: OpenBenchReport = {
    when: new Date().toISOString(),
    database: kind,
    startupMs: server ? Math.round(server.startupMs) : null,
    pinned: pin,
    loadAverage: { before, after: loadAverage() },
    ...result,
    verdict,
  };
  const targetName =
    ('standIn' in system ? 'STAND-IN API (the load generator and machine only): ' : '') +
    (options.mix === 'facets' ? 'GET /products/facets alone, ' : '') +
    `${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} ${target.products.toLocaleString('en')} products at ${target.ratePerSec.toLocaleString('en')} req/s` +
    ` (server and load generator ${pin ? 'pinned to cores 0 and 1' : 'not pinned'}; load average ${before} before, ${report.loadAverage.after} after)`;
  log(formatOpenReport(result, target, targetName, verdict));
  const outFile =
    options.outFile ??
    path.join(
      path.dirname(fileURLToPath(import.meta.url)),
      `../results/open-${options.mix === 'facets' ? 'facets-' : ''}latest.json`,
    );
  mkdirSync(path.dirname(outFile), { recursive: true });
  writeFileSync(outFile, `${JSON.stringify(report, null, 2)}\n`);
  log(`results written to ${path.relative(process.cwd(), outFile)}`);
  return report;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = parseArgs();
  const base = args.get('base');
  const kind = args.get('target') ?? 'postgres';
  if (kind !== 'postgres' && kind !== 'pglite') throw new Error('--target is postgres or pglite');
  runOpenBench({
    // With --base or --stand-in, --target only picks the targets.
    system: base ? { base, kind } : args.has('stand-in') ? { standIn: kind } : { database: targetFrom(args) },
    ...(args.has('rate') && { ratePerSec: intArg(args, 'rate', 0) }),
    durationSec: Number(args.get('duration') ?? 30),
    warmupSec: Number(args.get('warmup') ?? 5),
    connections: intArg(args, 'connections', 64),
    timeoutSec: Number(args.get('timeout') ?? 10),
    port: intArg(args, 'port', 3950),
    ...(args.has('pool') && { poolSize: intArg(args, 'pool', 10) }),
    pin: !args.has('no-pin'),
    ...(args.get('mix') === 'facets' && { mix: 'facets' as const }),
  }).then(
    (report) => {
      process.exitCode = report.verdict.pass ? 0 : 1;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
