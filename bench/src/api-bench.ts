// npm run bench [-- --pglite-dir DIR] [--duration 10] [--connections 50] [--runs 3] [--warmup 3]
// The API under load next to its two limits: bare node:http (a) and the routes' queries in a loop (b).
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import { intArg, parseArgs } from './args.ts';
import { endpoints, type Endpoint, type Fixtures } from './endpoints.ts';
import { canPin, loadAverage, pinSelf, rssMb, spawnPinned, stop, waitForHttp } from './processes.ts';
import { benchIdentity } from './seed.ts';
import { connect, targetFrom, type Target } from './sql-client.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const SERVER_CORE = 0;
const LOAD_CORE = 1;
const TTL_MS = 5_000;

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
  /** Pin server and load generator to different cores (default true; the smoke test turns it off). */
  pin?: boolean;
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
  ratioToBareHttp: number;
  ratioToQueryLoop: number;
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

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

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

async function load(base: string, endpoint: Endpoint, options: BenchOptions): Promise<Measured> {
  const headers: Record<string, string> = endpoint.auth ? { authorization: `Bearer ${benchIdentity.buyerToken}` } : {};
  const run = (duration: number): Promise<Result> =>
    autocannon({ url: base + endpoint.path, connections: options.connections, duration, headers });
  if (options.warmupSec > 0) await run(options.warmupSec);
  const results: Result[] = [];
  for (let i = 0; i < options.runs; i += 1) results.push(await run(options.durationSec));
  const byThroughput = [...results].sort((a, b) => a.requests.average - b.requests.average);
  const mid = byThroughput[Math.floor(byThroughput.length / 2)]!;
  return {
    reqPerSec: mid.requests.average,
    p50: mid.latency.p50,
    p99: mid.latency.p99,
    errors: results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
    runs: results.map((r) => Math.round(r.requests.average)),
  };
}

export async function runApiBench(options: BenchOptions): Promise<BenchReport> {
  const log = options.log ?? ((line: string) => console.log(line));
  const port = options.port ?? 3900;
  const base = `http://127.0.0.1:${port}`;
  const loadBefore = loadAverage();
  const pin = (options.pin ?? true) && canPin;
  const serverCore = pin ? SERVER_CORE : undefined;
  if (pin) pinSelf(LOAD_CORE);
  const fx = await fixtures(options.target);
  const list = endpoints(fx).filter(
    (endpoint) => !options.only || options.only.some((prefix) => endpoint.name.startsWith(prefix)),
  );
  const resultsDir = path.join(here, '../results');
  mkdirSync(resultsDir, { recursive: true });

  // 1. The real server.
  const env =
    options.target.kind === 'postgres'
      ? { DATABASE_URL: options.target.url }
      : { DATA_DIR: path.dirname(options.target.dataDir) };
  if (options.target.kind === 'pglite' && path.basename(options.target.dataDir) !== 'pglite') {
    throw new Error('--pglite-dir must be <DATA_DIR>/pglite, the directory the server opens');
  }
  const server = spawnPinned(serverCore, process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    AUTH_SECRET: 'bench-secret-'.padEnd(40, 'x'),
    CATALOGUE_CACHE_TTL_MS: String(TTL_MS),
  });
  let serverOutput = '';
  server.stderr?.on('data', (chunk: Buffer) => (serverOutput += chunk.toString()));
  let maxRss = 0;
  const sampler = setInterval(() => (maxRss = Math.max(maxRss, rssMb(server.pid))), 200);
  const measuredServer = new Map<string, Measured>();
  const captured: Record<string, { status: number; headers: Record<string, string>; body: string }> = {};
  let startupMs = 0;
  try {
    startupMs = await waitForHttp(`${base}/api/health`, 30_000, server);
    log(`server healthy ${Math.round(startupMs)} ms after spawn (pid ${server.pid})`);
    for (const endpoint of list) {
      const response = await fetch(base + endpoint.path, {
        headers: endpoint.auth ? { authorization: `Bearer ${benchIdentity.buyerToken}` } : {},
      });
      const body = Buffer.from(await response.arrayBuffer());
      if (response.status !== 200)
        throw new Error(`${endpoint.path} answered ${response.status}: ${body.toString().slice(0, 200)}`);
      const headers: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        if (!['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'].includes(name)) headers[name] = value;
      });
      captured[endpoint.path] = { status: 200, headers, body: body.toString('base64') };
    }
    for (const endpoint of list) {
      const measured = await load(base, endpoint, options);
      measuredServer.set(endpoint.name, measured);
      log(
        `  server ${endpoint.name}: ${Math.round(measured.reqPerSec)} req/s, p99 ${measured.p99} ms, rss ${Math.round(rssMb(server.pid))} MB`,
      );
    }
  } catch (error) {
    log(serverOutput);
    throw error;
  } finally {
    clearInterval(sampler);
    await stop(server);
  }

  // 2. The HTTP limit: the same bytes from bare node:http on the same core.
  const responsesFile = path.join(resultsDir, 'bare-responses.json');
  writeFileSync(responsesFile, JSON.stringify(captured));
  const bare = spawnPinned(serverCore, process.execPath, [path.join(here, 'bare-server.mjs'), responsesFile, String(port + 1)]);
  const measuredBare = new Map<string, Measured>();
  try {
    await waitForHttp(`http://127.0.0.1:${port + 1}${list[0]!.path}`, 10_000, bare);
    for (const endpoint of list) {
      const measured = await load(`http://127.0.0.1:${port + 1}`, endpoint, options);
      measuredBare.set(endpoint.name, measured);
      log(`  bare http ${endpoint.name}: ${Math.round(measured.reqPerSec)} req/s`);
    }
  } finally {
    await stop(bare);
  }

  // 3. The database limit: the routes' service calls in a loop, same driver, same core, no HTTP.
  const loopConfig = path.join(resultsDir, 'loop-config.json');
  writeFileSync(
    loopConfig,
    JSON.stringify({
      target: options.target.kind === 'postgres' ? { ...options.target, poolSize: 10 } : options.target,
      endpoints: list,
      fixtures: fx,
      connections: options.connections,
      durationMs: options.durationSec * 1000,
      warmupMs: options.warmupSec * 1000,
      runs: options.runs,
      ttlMs: TTL_MS,
    }),
  );
  const loop = await runLoop(loopConfig, log, serverCore);

  const rows: EndpointResult[] = list.map((endpoint) => {
    const s = measuredServer.get(endpoint.name)!;
    const a = measuredBare.get(endpoint.name)!;
    const b = loop[endpoint.name] ?? { runs: [0], errors: 0 };
    const loopOps = median(b.runs);
    return {
      name: endpoint.name,
      path: endpoint.path,
      cached: endpoint.cached,
      server: s,
      bareHttp: a,
      queryLoop: { opsPerSec: loopOps, runs: b.runs.map(Math.round), errors: b.errors },
      ratioToBareHttp: a.reqPerSec > 0 ? s.reqPerSec / a.reqPerSec : 0,
      ratioToQueryLoop: loopOps > 0 ? s.reqPerSec / loopOps : 0,
    };
  });

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
      cacheTtlMs: TTL_MS,
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

function runLoop(
  configFile: string,
  log: (line: string) => void,
  core: number | undefined,
): Promise<Record<string, { runs: number[]; errors: number }>> {
  return new Promise((resolve, reject) => {
    const tsx = path.join(root, 'node_modules/.bin/tsx');
    const args = [path.join(here, 'query-loop.ts'), configFile];
    const child = core !== undefined ? spawn('taskset', ['-c', String(core), tsx, ...args]) : spawn(tsx, args);
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
      for (const line of chunk.toString().split('\n').filter(Boolean)) log(line);
    });
    child.on('exit', (code) => {
      if (code === 0) resolve(JSON.parse(out) as Record<string, { runs: number[]; errors: number }>);
      else reject(new Error(`query loop failed (${code}): ${err}`));
    });
  });
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
    if (row.cached)
      result.push({
        name: `${row.name}: ≥ 0.5 of bare node:http`,
        met: row.ratioToBareHttp >= 0.5,
        detail: row.ratioToBareHttp.toFixed(2),
      });
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
  const header = ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'bare http', '÷ (a)', 'query loop', '÷ (b)'];
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
  }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
