// npm run bench:orders [-- --rate 200] [--duration 30] [--warmup 5] [--connections 64] [--timeout 10]
//                         [--limit 50] [--pool 10] [--port 3951] [--no-pin] [--base http://127.0.0.1:PORT]
// Issue 24's figure: the order page (GET /api/orders/:id) and the seller's bookings list
// (GET /api/orders/selling) at a fixed offered rate, open model (bench/src/open-load/schedule.ts),
// against the built server on the bench's PostgreSQL database with 100,000 orders
// (npm run bench:seed-orders). Prints p50/p95/p99 per endpoint; exit code 1 when p99 > 50 ms.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Pool } from 'undici';
import { intArg, parseArgs } from './args.ts';
import { startBenchServer, type BenchServer } from './open-load/server.ts';
import { runOpenSchedule } from './open-load/schedule.ts';
import { Tally, type Figures } from './open-load/tally.ts';
import { describeErrors } from './open-load/targets.ts';
import { canPin, cpuTimeMs, loadAverage, pinSelf } from './processes.ts';
import { ORDER_BUYER_PREFIX, orderBenchTokens } from './seed-orders.ts';

const TARGET = { ratePerSec: 200, p99Ms: 50, orders: 100_000 };
const SERVER_CORE = 0;
const LOAD_CORE = 1;
/** Orders and sellers the run takes turns over (sellers drawn through orders: busy shops come up often). */
const SAMPLE = 4_000;

interface Call {
  path: string;
  token: string;
}

interface Fixtures {
  orders: number;
  orderPages: Call[];
  sellerLists: Call[];
  /** Bookings on the busiest seller's phones, and on the median seller's. */
  busiest: number;
  median: number;
}

/** What the run asks for, read from the database the seed wrote (the tokens are the seed's own). */
async function fixtures(url: string, limit: number): Promise<Fixtures> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: counts } = await client.query<{ n: number }>('select count(*)::int as n from bookings');
    const { rows: sample } = await client.query<{ id: string; buyer_id: string; seller_id: string }>(
      `select b.id, b.buyer_id, p.seller_id from bookings b join products p on p.id = b.product_id
       where b.buyer_id like $1 order by md5(b.id::text) limit $2`,
      [`${ORDER_BUYER_PREFIX}%`, SAMPLE],
    );
    if (sample.length === 0) throw new Error('no bench orders: run npm run bench:seed-orders first');
    const { rows: perSeller } = await client.query<{ n: number }>(
      `select count(*)::int as n from bookings b join products p on p.id = b.product_id group by p.seller_id order by n desc`,
    );
    // The order page is read by its buyer three times in four (the code, the timeline), else its seller.
    const orderPages = sample.map((row, i) => ({
      path: `/api/orders/${row.id}`,
      token: i % 4 === 3 ? orderBenchTokens.seller(row.seller_id) : orderBenchTokens.buyer(row.buyer_id),
    }));
    // The list's first page as the bookings page asks for it; --limit 0 asks without paging (the newest 500).
    const listPath = limit > 0 ? `/api/orders/selling?limit=${limit}` : '/api/orders/selling';
    const sellerLists = sample.map((row) => ({ path: listPath, token: orderBenchTokens.seller(row.seller_id) }));
    return {
      orders: counts[0]!.n,
      orderPages,
      sellerLists,
      busiest: perSeller[0]?.n ?? 0,
      median: perSeller[Math.floor(perSeller.length / 2)]?.n ?? 0,
    };
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const args = parseArgs();
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/phonehaat_bench';
  const ratePerSec = intArg(args, 'rate', TARGET.ratePerSec);
  const durationSec = intArg(args, 'duration', 30);
  const warmupSec = intArg(args, 'warmup', 5);
  const connections = intArg(args, 'connections', 64);
  const timeoutMs = intArg(args, 'timeout', 10) * 1000;
  const limit = intArg(args, 'limit', 50);
  const pin = !args.has('base') && !args.has('no-pin') && canPin;
  if (pin) pinSelf(LOAD_CORE);

  const f = await fixtures(url, limit);
  console.log(
    `${f.orders.toLocaleString('en')} orders; bookings on the busiest seller's phones ${f.busiest.toLocaleString('en')}, on the median seller's ${f.median}`,
  );
  const before = loadAverage();
  let server: BenchServer | undefined;
  try {
    if (!args.has('base')) {
      server = await startBenchServer({
        target: { kind: 'postgres', url },
        port: intArg(args, 'port', 3951),
        ...(pin && { core: SERVER_CORE }),
        poolSize: intArg(args, 'pool', 10),
      });
      console.log(`server healthy ${Math.round(server.startupMs)} ms after spawn`);
    }
    const base = args.get('base') ?? server!.base;
    const pool = new Pool(base, { connections, headersTimeout: timeoutMs, bodyTimeout: timeoutMs });
    const kinds = [
      { name: 'order page GET /api/orders/:id', calls: f.orderPages },
      { name: `seller list GET /api/orders/selling${limit > 0 ? `?limit=${limit}` : ''}`, calls: f.sellerLists },
    ];
    const names = kinds.map((k) => k.name);
    const send = async (index: number) => {
      const kind = kinds[index % kinds.length]!;
      const call = kind.calls[Math.floor(index / kinds.length) % kind.calls.length]!;
      const { statusCode, body } = await pool.request({
        method: 'GET',
        path: call.path,
        headers: { authorization: `Bearer ${call.token}`, 'accept-encoding': 'gzip, deflate, br' },
      });
      await body.arrayBuffer();
      return statusCode;
    };
    const run = (seconds: number, tally: Tally) =>
      runOpenSchedule({
        ratePerSec,
        durationSec: seconds,
        maxInFlight: Math.max(100, Math.ceil((ratePerSec * timeoutMs) / 1000)),
        send,
        onOutcome: (index, outcome) => tally.record(index % kinds.length, outcome),
      });
    try {
      if (warmupSec > 0) {
        const warm = new Tally(names);
        const { elapsedMs } = await run(warmupSec, warm);
        console.log(`warm-up ${warmupSec} s: p99 ${warm.figures(ratePerSec, elapsedMs).overall.p99} ms`);
      }
      const tally = new Tally(names);
      console.log(`measuring ${durationSec} s at ${ratePerSec} req/s (half order pages, half seller lists)…`);
      const cpuBefore = cpuTimeMs(server?.pid);
      const { elapsedMs } = await run(durationSec, tally);
      const cpuAfter = cpuTimeMs(server?.pid);
      // The server's own CPU per request: what the machine's load does not change much, unlike latency.
      const serverCpuMsPerRequest =
        cpuBefore !== null && cpuAfter !== null
          ? Math.round(((cpuAfter - cpuBefore) / (ratePerSec * durationSec)) * 100) / 100
          : null;
      const figures = tally.figures(ratePerSec, Math.max(elapsedMs, durationSec * 1000));
      const rows = [...figures.endpoints, figures.overall];
      const pass = figures.overall.p99 <= TARGET.p99Ms && figures.overall.errors === 0;
      console.log(table(rows));
      console.log(
        `load generator send lag p99 ${figures.sendLag.p99} ms; load average ${before} before, ${loadAverage()} after` +
          (serverCpuMsPerRequest === null ? '' : `; server CPU ${serverCpuMsPerRequest} ms per request`),
      );
      console.log(
        `${pass ? 'PASS' : 'FAIL'} p99 ≤ ${TARGET.p99Ms} ms and 0 errors (p99 ${figures.overall.p99} ms, errors ${describeErrors(figures.overall)})` +
          (ratePerSec < TARGET.ratePerSec || f.orders < TARGET.orders
            ? ` — indicative only: the target is ${TARGET.ratePerSec} req/s on ${TARGET.orders.toLocaleString('en')} orders`
            : ''),
      );
      const outFile = path.join(path.dirname(fileURLToPath(import.meta.url)), '../results/orders-latest.json');
      mkdirSync(path.dirname(outFile), { recursive: true });
      writeFileSync(
        outFile,
        `${JSON.stringify({ when: new Date().toISOString(), ratePerSec, durationSec, connections, limit, pinned: pin, fixtures: { orders: f.orders, busiest: f.busiest, median: f.median }, serverCpuMsPerRequest, loadAverage: { before, after: loadAverage() }, ...figures, pass }, null, 2)}\n`,
      );
      if (!pass) process.exitCode = 1;
    } finally {
      await pool.close();
    }
  } catch (error) {
    if (server) console.error(server.output());
    throw error;
  } finally {
    await server?.stop();
  }
}

function table(rows: Figures[]): string {
  const header = ['endpoint', 'achieved/s', 'p50 ms', 'p95 ms', 'p99 ms', 'p99.9 ms', 'max ms', 'errors'];
  const cells = rows.map((f) => [
    f.name,
    f.achievedPerSec.toFixed(1),
    f.p50.toFixed(1),
    f.p95.toFixed(1),
    f.p99.toFixed(1),
    f.p999.toFixed(1),
    f.max.toFixed(1),
    describeErrors(f),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    `| ${c.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
  return [
    '',
    line(header),
    `|${widths.map((w, i) => (i === 0 ? ':' + '-'.repeat(w + 1) : '-'.repeat(w + 1) + ':')).join('|')}|`,
    ...cells.map(line),
    '',
  ].join('\n');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
