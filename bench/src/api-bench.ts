// npm run bench [-- --pglite-dir DIR] [--duration 10] [--connections 50] [--runs 3] [--warmup 3]
// The API under load next to its two limits: bare node:http (a) and the routes' queries in a loop (b);
// for the database-bound endpoints also (c), the same queries behind plain node:http.
import { benchSecrets } from './production-secrets.ts';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { intArg, parseArgs } from './args.ts';
import { endpoints, type Endpoint, type Fixtures } from './endpoints.ts';
import { canPin, loadAverage, pinSelf, rssMb, spawnPinned, stop, waitForHttp } from './processes.ts';
import { benchIdentity } from './bench-identity.ts';
import { connect } from './sql-client.ts';
import { targetFrom, type Target } from './target.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const SERVER_CORE = 0;
const LOAD_CORE = 1;
/** The server's default read-cache life; `--cache-ttl 0` makes every endpoint read the database. */
const DEFAULT_TTL_MS = 5_000;

export interface BenchOptions {
  target: Target;
  connections: number;
  durationSec: number;
  warmupSec: number;
  runs: number;
  port?: number;
  outFile?: string;
  /** Only the endpoints whose names start with one of these (default: all). */
  only?: string[];
  /** Connections in the server's pool and the query loop's (default 10). */
  poolSize?: number;
  /** The server's and the query loop's read-cache life in ms (default 5,000; 0: no cache at all). */
  cacheTtlMs?: number;
  /** Pin server and load generator to different cores (default true; the smoke test turns it off). */
  pin?: boolean;
  /** The bundled server to run (default apps/server/dist/main.js; the smoke test passes its run's bundle). */
  serverFile?: string;
  log?: (line: string) => void;
}

interface Measured {
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  runs: number[];
}

export interface EndpointResult {
  name: string;
  path: string;
  cached: boolean;
  server: Measured;
  bareHttp: Measured;
  queryLoop: { opsPerSec: number; runs: number[]; errors: number };
  /** (c), for the database-bound endpoints: the loop's calls answered by node:http with no framework. */
  plainHttp: Measured | null;
  ratioToBareHttp: number;
  ratioToQueryLoop: number;
  ratioToPlainHttp: number | null;
}

export interface BenchReport {
  when: string;
  database: Target['kind'];
  products: number;
  machine: { cpus: number; pinned: boolean; loadAverageBefore: string; loadAverageAfter: string };
  settings: { connections: number; durationSec: number; warmupSec: number; runs: number; cacheTtlMs: number };
  startupMs: number;
  maxServerRssMb: number;
  endpoints: EndpointResult[];
  targets: { name: string; met: boolean; detail: string }[];
}

async function fixtures(target: Target): Promise<Fixtures & { products: number }> {
  const client = await connect(target);
  try {
    const [product] = (
      await client.query<{ id: string }>(
        'select id from products where is_listed order by created_at desc nulls last, id desc nulls last limit 1 offset 10',
      )
    ).rows;
    const [category] = (await client.query<{ id: string }>(`select id from categories where slug = 'apple'`)).rows;
    const [count] = (await client.query<{ n: number }>('select count(*)::int as n from products')).rows;
    if (!product || !category) throw new Error('no bench data: run npm run bench:seed first');
    return {
      productId: product.id,
      categoryId: category.id,
      buyerEmail: benchIdentity.buyerEmail,
      buyerToken: benchIdentity.buyerToken,
      products: count?.n ?? 0,
    };
  } finally {
    await client.close();
  }
}

type Run = (duration: number) => Promise<Measured>;

/** One autocannon run against `base + endpoint.path`. */
function httpRun(base: string, endpoint: Endpoint, options: BenchOptions): Run {
  const headers: Record<string, string> = endpoint.auth ? { authorization: `Bearer ${benchIdentity.buyerToken}` } : {};
  return async (duration) => {
    const r = await autocannon({ url: base + endpoint.path, connections: options.connections, duration, headers });
    return {
      reqPerSec: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors + r.timeouts + r.non2xx,
      runs: [Math.round(r.requests.average)],
    };
  };
}

/** The server's and the query loop's pool size unless `--pool` says otherwise. */
const DEFAULT_POOL_SIZE = 10;

/** The median run by throughput (its p50 and p99), errors summed over all runs. */
function medianOf(results: Measured[]): Measured {
  const byThroughput = [...results].sort((x, y) => x.reqPerSec - y.reqPerSec);
  const mid = byThroughput[Math.floor(byThroughput.length / 2)]!;
  return {
    reqPerSec: mid.reqPerSec,
    p50: mid.p50,
    p99: mid.p99,
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    runs: results.map((r) => Math.round(r.reqPerSec)),
  };
}

export async function runApiBench(options: BenchOptions): Promise<BenchReport> {
  const log = options.log ?? ((line: string) => console.log(line));
  const port = options.port ?? 3900;
  const base = `http://127.0.0.1:${port}`;
  const bareBase = `http://127.0.0.1:${port + 1}`;
  const plainBase = `http://127.0.0.1:${port + 2}`;
  const loadBefore = loadAverage();
  const pin = (options.pin ?? true) && canPin;
  // The server's pool size; the query loop uses the same.
  const poolSize = options.poolSize ?? DEFAULT_POOL_SIZE;
  const ttlMs = options.cacheTtlMs ?? DEFAULT_TTL_MS;
  const serverCore = pin ? SERVER_CORE : undefined;
  if (pin) pinSelf(LOAD_CORE);
  const fx = await fixtures(options.target);
  const list = endpoints(fx)
    .filter((endpoint) => !options.only || options.only.some((prefix) => endpoint.name.startsWith(prefix)))
    // With no cache every endpoint reads the database: each is judged against (c), the same calls behind node:http.
    .map((endpoint) => (ttlMs === 0 ? { ...endpoint, cached: false } : endpoint));
  const resultsDir = path.join(here, '../results');
  mkdirSync(resultsDir, { recursive: true });
  if (options.target.kind === 'pglite' && path.basename(options.target.dataDir) !== 'pglite') {
    throw new Error('--pglite-dir must be <DATA_DIR>/pglite, the directory the server opens');
  }

  // PGlite allows one process per directory: the query loop reads a copy taken before the server starts.
  let loopTarget: LoopTarget;
  let loopCopy: string | undefined;
  if (options.target.kind === 'pglite') {
    loopCopy = mkdtempSync(path.join(os.tmpdir(), 'phonehaat-bench-loop-'));
    cpSync(options.target.dataDir, loopCopy, { recursive: true, filter: (file) => path.basename(file) !== 'phonehaat.lock' });
    loopTarget = { kind: 'pglite', dataDir: loopCopy };
  } else {
    loopTarget = { ...options.target, poolSize };
  }

  const children: ChildProcess[] = [];
  let maxRss = 0;
  let sampler: NodeJS.Timeout | undefined;
  let serverOutput = '';
  const rows: EndpointResult[] = [];
  let startupMs = 0;
  try {
    // The real server, the bare node:http server (a) and the query loop (b), all on the same core,
    // all running at once (idle while another is measured), so that each endpoint is measured on
    // all three back to back and a shared machine's changing load hits the three alike.
    const env =
      options.target.kind === 'postgres'
        ? { DATABASE_URL: options.target.url, DATABASE_POOL_SIZE: String(poolSize) }
        : { DATA_DIR: path.dirname(options.target.dataDir) };
    const server = spawnPinned(serverCore, process.execPath, [options.serverFile ?? path.join(root, 'apps/server/dist/main.js')], {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...benchSecrets,
      CATALOGUE_CACHE_TTL_MS: String(ttlMs),
    });
    children.push(server);
    server.stderr?.on('data', (chunk: Buffer) => (serverOutput += chunk.toString()));
    server.stdout?.on('data', (chunk: Buffer) => (serverOutput += chunk.toString()));
    startupMs = await waitForHttp(`${base}/api/health`, 30_000, server);
    log(`server healthy ${Math.round(startupMs)} ms after spawn (pid ${server.pid})`);
    sampler = setInterval(() => (maxRss = Math.max(maxRss, rssMb(server.pid))), 200);

    // (a) needs the server's exact answers: body bytes and headers, asked for as autocannon asks (it
    // does not accept gzip; fetch would, and would unzip the body under a `content-encoding: gzip`).
    const captured: Record<string, { status: number; headers: Record<string, string>; body: string }> = {};
    for (const endpoint of list) {
      const response = await fetch(base + endpoint.path, {
        headers: {
          'accept-encoding': 'identity',
          ...(endpoint.auth ? { authorization: `Bearer ${benchIdentity.buyerToken}` } : {}),
        },
      });
      const body = Buffer.from(await response.arrayBuffer());
      if (response.status !== 200)
        throw new Error(`${endpoint.path} answered ${response.status}: ${body.toString().slice(0, 200)}`);
      if (response.headers.has('content-encoding')) throw new Error(`${endpoint.path} was encoded although not asked to be`);
      const headers: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        if (!['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'].includes(name)) headers[name] = value;
      });
      captured[endpoint.path] = { status: 200, headers, body: body.toString('base64') };
    }
    const responsesFile = path.join(resultsDir, 'bare-responses.json');
    writeFileSync(responsesFile, JSON.stringify(captured));
    const bare = spawnPinned(serverCore, process.execPath, [path.join(here, 'bare-server.mjs'), responsesFile, String(port + 1)]);
    children.push(bare);
    await waitForHttp(bareBase + list[0]!.path, 10_000, bare);

    const loopConfig = path.join(resultsDir, 'loop-config.json');
    writeFileSync(
      loopConfig,
      JSON.stringify({
        target: loopTarget,
        endpoints: list,
        fixtures: fx,
        connections: options.connections,
        ttlMs,
        plainHttp: { port: port + 2, responsesFile },
      }),
    );
    const loop = await startLoop(loopConfig, serverCore, log);
    children.push(loop.child);

    for (const endpoint of list) {
      const modes: [string, Run][] = [
        ['server', httpRun(base, endpoint, options)],
        ['bare', httpRun(bareBase, endpoint, options)],
        ...(endpoint.cached ? [] : [['plain', httpRun(plainBase, endpoint, options)] as [string, Run]]),
        ['loop', (duration) => loop.run(endpoint.name, duration)],
      ];
      if (options.warmupSec > 0) for (const [, run] of modes) await run(options.warmupSec);
      const measured = new Map<string, Measured[]>(modes.map(([mode]) => [mode, []]));
      for (let i = 0; i < options.runs; i += 1) {
        for (const [mode, run] of modes) measured.get(mode)!.push(await run(options.durationSec));
      }
      const s = medianOf(measured.get('server')!);
      const a = medianOf(measured.get('bare')!);
      const b = medianOf(measured.get('loop')!);
      const plain = measured.get('plain');
      const c = plain ? medianOf(plain) : null;
      rows.push({
        name: endpoint.name,
        path: endpoint.path,
        cached: endpoint.cached,
        server: s,
        bareHttp: a,
        queryLoop: { opsPerSec: b.reqPerSec, runs: b.runs, errors: b.errors },
        ratioToBareHttp: a.reqPerSec > 0 ? s.reqPerSec / a.reqPerSec : 0,
        ratioToQueryLoop: b.reqPerSec > 0 ? s.reqPerSec / b.reqPerSec : 0,
        plainHttp: c,
        ratioToPlainHttp: c && c.reqPerSec > 0 ? s.reqPerSec / c.reqPerSec : null,
      });
      log(
        `  ${endpoint.name}: server ${s.runs.join('/')} req/s (p99 ${s.p99} ms), bare ${a.runs.join('/')}, ` +
          (c ? `node:http + calls ${c.runs.join('/')} (p99 ${c.p99} ms), ` : '') +
          `loop ${b.runs.join('/')}; ` +
          `load ${loadAverage()}, rss ${Math.round(rssMb(server.pid))} MB`,
      );
    }
    await loop.quit();
  } catch (error) {
    log(serverOutput);
    throw error;
  } finally {
    if (sampler) clearInterval(sampler);
    for (const child of children.reverse()) await stop(child);
    if (loopCopy) rmSync(loopCopy, { recursive: true, force: true });
  }

  const report: BenchReport = {
    when: new Date().toISOString(),
    database: options.target.kind,
    products: fx.products,
    machine: { cpus: os.availableParallelism(), pinned: pin, loadAverageBefore: loadBefore, loadAverageAfter: loadAverage() },
    settings: {
      connections: options.connections,
      durationSec: options.durationSec,
      warmupSec: options.warmupSec,
      runs: options.runs,
      cacheTtlMs: ttlMs,
    },
    startupMs: Math.round(startupMs),
    maxServerRssMb: Math.round(maxRss),
    endpoints: rows,
    targets: targets(options.target.kind, rows, startupMs, maxRss),
  };
  const outFile = options.outFile ?? path.join(resultsDir, 'latest.json');
  writeFileSync(outFile, `${JSON.stringify(report, null, 2)}\n`);
  log(formatTable(report));
  log(`results written to ${path.relative(process.cwd(), outFile)}`);
  return report;
}

type LoopTarget = { kind: 'postgres'; url: string; poolSize: number } | { kind: 'pglite'; dataDir: string };

interface LoopAnswer {
  ready?: boolean;
  error?: string;
  opsPerSecond?: number;
  errors?: number;
}

/** The query loop (b) as a child on the server's core, asked for one timed run at a time over IPC. */
async function startLoop(configFile: string, core: number | undefined, log: (line: string) => void) {
  const args = ['--import', 'tsx', path.join(here, 'query-loop.ts'), configFile];
  const [file, argv] =
    core !== undefined ? ['taskset', ['-c', String(core), process.execPath, ...args]] : [process.execPath, args];
  const child = spawn(file, argv, { cwd: root, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  let err = '';
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
  child.stdout?.on('data', (chunk: Buffer) => log(chunk.toString().trimEnd()));
  const next = () =>
    new Promise<LoopAnswer>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`query loop exited (${code}): ${err}`));
      child.once('exit', onExit);
      child.once('message', (message: LoopAnswer) => {
        child.off('exit', onExit);
        if (message.error) reject(new Error(message.error));
        else resolve(message);
      });
    });
  await next();
  return {
    child,
    run: async (name: string, durationSec: number): Promise<Measured> => {
      const answer = next();
      child.send({ name, ms: durationSec * 1000 });
      const { opsPerSecond = 0, errors = 0 } = await answer;
      return { reqPerSec: opsPerSecond, p50: 0, p99: 0, errors, runs: [Math.round(opsPerSecond)] };
    },
    quit: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ quit: true });
      await exited;
    },
  };
}

function targets(kind: Target['kind'], rows: EndpointResult[], startupMs: number, rssMb: number): BenchReport['targets'] {
  const result: BenchReport['targets'] = [];
  const p99Limit = kind === 'postgres' ? 50 : 100;
  for (const row of rows) {
    result.push({
      name: `${row.name}: p99 < ${p99Limit} ms`,
      met: row.server.p99 < p99Limit && row.server.errors === 0,
      detail: `p99 ${row.server.p99} ms, errors ${row.server.errors}`,
    });
    if (kind !== 'postgres') continue;
    if (row.cached) {
      // Issue 21: the home page's cached calls ≥ 0.75 of bare node:http answering the same bytes.
      const share = row.name.startsWith('home:') ? 0.75 : 0.5;
      result.push({
        name: `${row.name}: ≥ ${share} of bare node:http`,
        met: row.ratioToBareHttp >= share,
        detail: row.ratioToBareHttp.toFixed(2),
      });
    }
    else
      result.push({
        name: `${row.name}: ≥ 0.6 of its query loop`,
        met: row.ratioToQueryLoop >= 0.6,
        detail: row.ratioToQueryLoop.toFixed(2),
      });
  }
  const deep = rows.find((row) => row.name.startsWith('deep page'));
  const first = rows.find((row) => row.name === 'allProducts page 1');
  if (deep && first) {
    // Page 1 is served from the response cache; the fair comparison is the same query at page 1 in the loop.
    const ratio =
      deep.queryLoop.opsPerSec > 0 && first.queryLoop.opsPerSec > 0
        ? first.queryLoop.opsPerSec / deep.queryLoop.opsPerSec
        : Infinity;
    result.push({
      name: 'deep page within 2x of page 1 (query loop, no caches of answers)',
      met: ratio <= 2,
      detail: `page 1 / page 2000 = ${ratio.toFixed(2)}`,
    });
  }
  result.push({ name: 'server healthy within 5 s of start', met: startupMs < 5_000, detail: `${Math.round(startupMs)} ms` });
  result.push({ name: 'server RSS under load ≤ 300 MB', met: rssMb <= 300, detail: `${Math.round(rssMb)} MB max` });
  return result;
}

export function formatTable(report: BenchReport): string {
  const header = [
    'endpoint',
    'req/s',
    'p50 ms',
    'p99 ms',
    'errors',
    'bare http',
    '÷ (a)',
    'query loop',
    '÷ (b)',
    'http + calls',
    '÷ (c)',
  ];
  const lines = report.endpoints.map((row) => [
    row.name + (row.cached ? ' *' : ''),
    Math.round(row.server.reqPerSec).toString(),
    row.server.p50.toString(),
    row.server.p99.toString(),
    row.server.errors.toString(),
    Math.round(row.bareHttp.reqPerSec).toString(),
    row.ratioToBareHttp.toFixed(2),
    Math.round(row.queryLoop.opsPerSec).toString(),
    row.ratioToQueryLoop.toFixed(2),
    row.plainHttp ? Math.round(row.plainHttp.reqPerSec).toString() : '—',
    row.ratioToPlainHttp?.toFixed(2) ?? '—',
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]!.length)));
  const format = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
  const table = [
    format(header),
    `|${widths.map((w, i) => (i === 0 ? ':' : '') + '-'.repeat(w + 1) + (i === 0 ? '' : ':')).join('|')}|`,
    ...lines.map(format),
  ];
  const s = report.settings;
  return [
    '',
    `${report.database}, ${report.products.toLocaleString('en')} products; ${s.connections} connections × ${s.durationSec} s, median of ${s.runs} after ${s.warmupSec} s warm-up; ` +
      `server and load generator ${report.machine.pinned ? 'pinned to different cores' : 'NOT pinned'}; load average ${report.machine.loadAverageBefore} before, ${report.machine.loadAverageAfter} after`,
    '* answered from the in-process cache (judged against (a) bare node:http; the others against (b) their query loop)',
    "(c) http + calls: the query loop's calls answered by plain node:http (no framework), for the database-bound endpoints",
    ...table,
    `server start → healthy: ${report.startupMs} ms; max server RSS under load: ${report.maxServerRssMb} MB`,
    ...report.targets.map((t) => `${t.met ? 'MET    ' : 'NOT MET'} ${t.name} (${t.detail})`),
    '',
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = parseArgs();
  runApiBench({
    target: targetFrom(args),
    connections: intArg(args, 'connections', 50),
    durationSec: Number(args.get('duration') ?? 10),
    warmupSec: Number(args.get('warmup') ?? 3),
    runs: intArg(args, 'runs', 3),
    port: intArg(args, 'port', 3900),
    only: args.get('only')?.split(','),
    poolSize: intArg(args, 'pool', DEFAULT_POOL_SIZE),
    cacheTtlMs: intArg(args, 'cache-ttl', DEFAULT_TTL_MS),
  }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
