// npm run bench:open [-- --pglite-dir DIR] [--rate N] [--duration 30] [--warmup 5] [--connections 64]
//                       [--timeout 10] [--pool 10] [--port 3950] [--no-pin]
//                       [--base http://127.0.0.1:PORT | --stand-in] [--target postgres|pglite]
//                       [--mix high|cached|facets] [--server-cpu-prof DIR] [--metrics-token T (with --base)]
// The open-model load test (issues 21 and 40): a public workload at a fixed offered rate against the
// built server, spoken to over HTTP only; a table per endpoint, the server's own figures from its
// /metrics, and PASS/FAIL against the targets. Default: issue 40's high-cardinality mix.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { intArg, parseArgs } from './args.ts';
import { formatOpenReport } from './open-load/report.ts';
import { listedIdsFromDatabase } from './open-load/listed-ids.ts';
import { PRODUCT_POOL, runOpenLoad, type OpenRunResult } from './open-load/run.ts';
import { formatServerMetrics } from './open-load/server-metrics.ts';
import { startBenchServer, startStandIn, type BenchServer } from './open-load/server.ts';
import { judge, targetOf, type OpenMix, type Verdict } from './open-load/targets.ts';
import { canPin, loadAverage, pinSelf, rssMb } from './processes.ts';
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
  /** With `base`: the running server's METRICS_TOKEN, to read its /metrics before and after the run. */
  metricsToken?: string;
  /** Profiles the server's CPU (node --cpu-prof) into this directory; written when it stops. */
  serverCpuProfDir?: string;
  /**
   * `high` (default): issue 40's high-cardinality public mix; `cached`: issue 21's cache-friendly one;
   * `facets`: GET /products/facets alone, judged against issue 26's target (200 req/s, p99 ≤ 50 ms).
   */
  mix?: OpenMix;
  log?: (line: string) => void;
}

export interface OpenBenchReport extends OpenRunResult {
  when: string;
  database: 'postgres' | 'pglite';
  startupMs: number | null;
  pinned: boolean;
  loadAverage: { before: string; after: string };
  /** The server's VmRSS right after the measured run (when the bench started it). */
  serverRssMb: number | null;
  verdict: Verdict;
}

export async function runOpenBench(options: OpenBenchOptions): Promise<OpenBenchReport> {
  const log = options.log ?? ((line: string) => console.log(line));
  const { system } = options;
  const kind = 'database' in system ? system.database.kind : 'standIn' in system ? system.standIn : system.kind;
  const mix = options.mix ?? 'high';
  const target = targetOf(mix, kind);
  const ratePerSec = options.ratePerSec ?? target.ratePerSec;
  // Pinning needs both processes started here.
  const pin = !('base' in system) && (options.pin ?? true) && canPin;
  if (pin) pinSelf(LOAD_CORE);
  const before = loadAverage();
  let server: BenchServer | undefined;
  let result: OpenRunResult;
  let serverRss: number | undefined;
  // The bench's own server answers /metrics to this token alone.
  const metricsToken =
    'database' in system ? randomBytes(24).toString('hex') : 'base' in system ? options.metricsToken : undefined;
  // Read before the server opens the database (PGlite: one process per data directory).
  const productIds =
    'database' in system && mix === 'high' ? await listedIdsFromDatabase(system.database, PRODUCT_POOL) : undefined;
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
        ...(metricsToken && { metricsToken }),
        ...(options.serverCpuProfDir && { nodeArgs: ['--cpu-prof', '--cpu-prof-dir', options.serverCpuProfDir] }),
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
      mix,
      ...(productIds && { productIds }),
      ...(metricsToken && { metricsToken }),
      ...(server?.pid !== undefined && { serverPid: server.pid }),
      log,
    });
    // Right after the measured run, before the server stops: what it holds once the load has passed.
    if (server?.pid !== undefined) serverRss = rssMb(server.pid);
    // A 5xx is the server's own failure: show what it logged (LOG_LEVEL=warn) beside the figures.
    if (server && Object.keys(result.overall.errorKinds).some((kind) => kind.startsWith('status 5'))) {
      log(`the server answered 5xx; the end of its log:\n${server.output().split('\n').slice(-15).join('\n')}`);
    }
  } catch (error) {
    if (server) log(server.output());
    throw error;
  } finally {
    await server?.stop();
  }
  const verdict = judge(target, result.overall, result.listed, ratePerSec, {
    rssMb: serverRss,
    eventLoopMaxMs: result.server?.eventLoopMaxMs,
  });
  const report: OpenBenchReport = {
    when: new Date().toISOString(),
    database: kind,
    startupMs: server ? Math.round(server.startupMs) : null,
    pinned: pin,
    loadAverage: { before, after: loadAverage() },
    serverRssMb: serverRss === undefined ? null : Math.round(serverRss),
    ...result,
    verdict,
  };
  const targetName =
    ('standIn' in system ? 'STAND-IN API (the load generator and machine only): ' : '') +
    (mix === 'facets' ? 'GET /products/facets alone, ' : `${mix === 'high' ? 'high-cardinality' : 'cached'} public mix, `) +
    `${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} ${target.products.toLocaleString('en')} products at ${target.ratePerSec.toLocaleString('en')} req/s` +
    ` (server and load generator ${pin ? 'pinned to cores 0 and 1' : 'not pinned'}; load average ${before} before, ${report.loadAverage.after} after)`;
  if (result.server) log(formatServerMetrics(result.server));
  log(
    `  slowest seconds: ${result.slowestSeconds
      .map((s) => `${s.at.slice(11, 19)} max ${s.maxMs} ms (${s.over100Ms} > 100 ms, send lag ≤ ${s.maxSendLagMs} ms)`)
      .join('; ')}`,
  );
  if (result.serverProcess) {
    log(
      `  server process: ${Math.round(result.serverProcess.cpuShare * 100)} % of a core; runnable but waiting for a CPU ` +
        `${result.serverProcess.runQueueWaitMs} ms in all (other processes on its core)`,
    );
  }
  log(formatOpenReport(result, target, targetName, verdict));
  const outFile =
    options.outFile ??
    path.join(path.dirname(fileURLToPath(import.meta.url)), `../results/open-${mix === 'high' ? '' : `${mix}-`}latest.json`);
  mkdirSync(path.dirname(outFile), { recursive: true });
  writeFileSync(outFile, `${JSON.stringify(report, null, 2)}\n`);
  log(`results written to ${path.relative(process.cwd(), outFile)}`);
  return report;
}

function mixArg(value: string | undefined): OpenMix {
  if (value === undefined || value === 'high' || value === 'cached' || value === 'facets') return value ?? 'high';
  throw new Error('--mix is high, cached or facets');
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
    ...(args.get('metrics-token') && { metricsToken: args.get('metrics-token')! }),
    ...(args.get('server-cpu-prof') && {
      serverCpuProfDir: path.resolve(process.env.INIT_CWD ?? process.cwd(), args.get('server-cpu-prof')!),
    }),
    mix: mixArg(args.get('mix')),
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
