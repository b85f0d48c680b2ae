// npm run bench:uncached [-- --per-kind 300] [--pglite-dir DIR] [--port 3951] [--no-pin]
// Issue 40's single-request target: any one uncached search, filtered list or facet count, asked alone
// on an idle server, in a median ≤ 15 ms and a p99 ≤ 50 ms. Asks URLs of the high-cardinality mix's
// pools (spread over their whole popularity, the long tail included), each once, one at a time, over
// HTTP to the built server; prints each kind's figures and the slowest URLs (`bench:explain` shows
// the plans behind them).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Pool } from 'undici';
import { benchIdentity } from './bench-identity.ts';
import { intArg, parseArgs } from './args.ts';
import { highCardinalityMix } from './open-load/high-cardinality-mix.ts';
import { listedIdsFromDatabase } from './open-load/listed-ids.ts';
import { discover, get } from './open-load/run.ts';
import { startBenchServer } from './open-load/server.ts';
import { canPin, pinSelf } from './processes.ts';
import { targetFrom } from './target.ts';
import { nearestRank, spreadOverRanks } from './uncached-figures.ts';

const KINDS = ['search', 'filtered list', 'facet counts'] as const;
const TARGET = { medianMs: 15, p99Ms: 50 };
/** URLs asked before measuring (their own, not measured): connections, JIT and the server's first summaries. */
const WARM_UP_PER_KIND = 40;
const SLOWEST_SHOWN = 12;

interface Asked {
  kind: (typeof KINDS)[number];
  path: string;
  ms: number;
  status: number;
}

async function main() {
  const args = parseArgs();
  const perKind = intArg(args, 'per-kind', 300);
  const target = targetFrom(args);
  const pin = !args.has('no-pin') && canPin;
  if (pin) pinSelf(1);
  const productIds = await listedIdsFromDatabase(target, 100);
  const server = await startBenchServer({ target, port: intArg(args, 'port', 3951), ...(pin && { core: 0 }) });
  const pool = new Pool(server.base, { connections: 1 });
  const asked: Asked[] = [];
  let listed = 0;
  try {
    const fixtures = await discover(pool, { email: benchIdentity.buyerEmail, token: benchIdentity.buyerToken }, productIds);
    listed = fixtures.listed;
    const mix = highCardinalityMix(fixtures);
    const entryOf = (kind: string) => mix.find((entry) => entry.name === kind)!;
    // Measured and warm-up URLs are disjoint: every measured URL is the server's first sight of it.
    const plans = KINDS.map((kind) => {
      const { measured, warmUp } = spreadOverRanks(entryOf(kind).paths, perKind, WARM_UP_PER_KIND);
      return { kind, measured, warmUp };
    });
    for (const plan of plans) for (const p of plan.warmUp) await get(pool, p, entryOf(plan.kind));
    // Kinds interleaved, so that the server's periodic work falls on all three alike.
    for (let i = 0; i < perKind; i += 1) {
      for (const plan of plans) {
        const p = plan.measured[i];
        if (p === undefined) continue;
        const started = performance.now();
        const status = await get(pool, p, entryOf(plan.kind));
        asked.push({ kind: plan.kind, path: p, ms: performance.now() - started, status });
      }
    }
  } finally {
    await pool.close();
    await server.stop();
  }

  const rows = KINDS.map((kind) => {
    const times = asked.filter((a) => a.kind === kind && a.status === 200).map((a) => a.ms);
    const errors = asked.filter((a) => a.kind === kind && a.status !== 200).length;
    const p50 = nearestRank(times, 0.5);
    const p99 = nearestRank(times, 0.99);
    const met = errors === 0 && p50 <= TARGET.medianMs && p99 <= TARGET.p99Ms;
    return { kind, n: times.length, p50, p90: nearestRank(times, 0.9), p99, max: Math.max(...times), errors, met };
  });
  console.log(
    `\n${target.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${listed.toLocaleString('en')} listed — one request at a time, each URL asked once`,
  );
  console.log('| kind | asked | p50 ms | p90 ms | p99 ms | max ms | errors | median ≤ 15, p99 ≤ 50 |');
  console.log('|:--|--:|--:|--:|--:|--:|--:|:--|');
  for (const r of rows)
    console.log(
      `| ${r.kind} | ${r.n} | ${r.p50.toFixed(1)} | ${r.p90.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.max.toFixed(1)} | ${r.errors} | ${r.met ? 'PASS' : 'FAIL'} |`,
    );
  const slowest = [...asked].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_SHOWN);
  console.log('\nslowest:');
  for (const a of slowest) console.log(`  ${a.ms.toFixed(1).padStart(7)} ms  ${a.status}  ${decodeURIComponent(a.path)}`);
  const pass = rows.every((r) => r.met);
  console.log(
    `\n${pass ? 'PASS' : 'FAIL'} any single uncached search, filtered list or facet count: median ≤ 15 ms, p99 ≤ 50 ms`,
  );
  const outFile = path.join(path.dirname(fileURLToPath(import.meta.url)), '../results/uncached-latest.json');
  mkdirSync(path.dirname(outFile), { recursive: true });
  writeFileSync(
    outFile,
    `${JSON.stringify({ when: new Date().toISOString(), database: target.kind, rows, slowest, pass, asked }, null, 2)}\n`,
  );
  process.exitCode = pass ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 2;
});
