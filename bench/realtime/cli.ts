/**
 * npm run bench:realtime -- [--connections 500] [--rate 50] [--seconds 20] [--redis] [--database postgres://…]
 *
 * Issue 39 §2's performance: two built servers (apps/server/dist/main.js, NODE_ENV=production) on one
 * throwaway PostgreSQL database, on loopback. `--connections` buyers each hold one real-time stream
 * (GET /api/events) on instance A; their sellers answer through instance B (POST
 * /api/conversations/:id/messages) at `--rate` messages a second for `--seconds`, at a constant
 * arrival rate. For each message: from just before its POST to its `message` event on the buyer's
 * stream on A. Prints p50/p95/p99, lost and duplicated events, and A's resident memory. `--redis` runs
 * the instances with REDIS_URL (TEST_REDIS_URL, else redis://127.0.0.1:6379): their signal crosses
 * Redis instead of PostgreSQL's LISTEN. The database comes from --database, else TEST_DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/test; it is created there and dropped afterwards.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase, runMigrations } from '@phonehaat/server/db';
import { benchSecrets } from '../src/production-secrets.ts';
import { rssMb, spawnPinned, stop, waitForHttp } from '../src/processes.ts';
import { openMessageStream, type Arrivals, type OpenStream } from './event-streams.ts';
import { seedRealtime, type BenchPerson } from './seed.ts';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '500' },
    rate: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '20' },
    redis: { type: 'boolean', default: false },
    database: { type: 'string' },
  },
});
const connections = Number(values.connections);
const rate = Number(values.rate);
const seconds = Number(values.seconds);
for (const [name, value, most] of [
  ['connections', connections, 5_000],
  ['rate', rate, 500],
  ['seconds', seconds, 120],
] as const) {
  if (!Number.isInteger(value) || value < 1 || value > most)
    throw new Error(`--${name} must be a whole number from 1 to ${most}`);
}
const total = rate * seconds;
// A person may send 20 messages a minute (contract messagingLimits): 15 each at most, spread over enough sellers.
const sellerCount = Math.min(connections, Math.max(1, Math.ceil(total / 15)));
const adminUrl = values.database ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = values.redis ? (process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379') : undefined;
// Both instances on one channel of this run's own: another run on the same Redis never reaches them.
const redisChannel = `phonehaat:user-events:bench-${randomUUID()}`;
const root = path.resolve(import.meta.dirname, '../..');
const log = (line: string) => process.stdout.write(`${line}\n`);

interface Server {
  base: string;
  child: ChildProcess;
}

/** A loopback port nothing listens on now (the system's choice). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(databaseUrl: string): Promise<Server> {
  const port = await freePort();
  const child = spawnPinned(undefined, process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    NODE_ENV: 'production',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    ...benchSecrets,
    ...(redisUrl && { REDIS_URL: redisUrl, REALTIME_REDIS_CHANNEL: redisChannel }),
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${base}/api/health`, 60_000, child);
  } catch (error) {
    await stop(child);
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return { base, child };
}

async function post(base: string, url: string, person: BenchPerson, body: unknown): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${person.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

/** Runs `work` over `items`, `width` at a time. */
async function inParallel<T>(items: readonly T[], width: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index]!, index);
      }
    }),
  );
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const mb = (value: number) => `${value.toFixed(0)} MB`;

async function main(): Promise<void> {
  log('building the server (apps/server/dist)…');
  const built = spawnSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: root, stdio: 'ignore' });
  if (built.status !== 0) throw new Error('npm run build -w apps/server failed');

  const name = `phonehaat_bench_realtime_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const servers: Server[] = [];
  const streams: OpenStream[] = [];
  try {
    const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
    await runMigrations(database);
    const seed = await seedRealtime(database.db, { buyers: connections, sellers: sellerCount });
    await database.close();

    // One after the other: two first starts on a new database race to create pg-boss's queues.
    const a = await startServer(url.toString());
    servers.push(a);
    const b = await startServer(url.toString());
    servers.push(b);
    log(`instances A ${a.base} and B ${b.base} on PostgreSQL${redisUrl ? ` with Redis (${redisUrl})` : ' (LISTEN/NOTIFY)'}`);

    // Each buyer asks one seller about their phone (through B): the conversations the sellers answer in.
    const threads: { conversationId: string; seller: BenchPerson }[] = [];
    await inParallel(seed.buyers, 20, async (buyer, index) => {
      const seller = seed.sellers[index % seed.sellers.length]!;
      const opened = await post(b.base, '/api/conversations', buyer, {
        productId: seller.productId,
        text: 'Is it still available?',
      });
      if (opened.status !== 201)
        throw new Error(`POST /api/conversations answered ${opened.status}: ${JSON.stringify(opened.json)}`);
      threads[index] = { conversationId: (opened.json as { conversationId: string }).conversationId, seller };
    });

    const idleRss = rssMb(a.child.pid);
    const arrivals: Arrivals = new Map();
    const opening = performance.now();
    await inParallel(seed.buyers, 50, async (buyer) => {
      streams.push(await openMessageStream(a.base, buyer.token, arrivals));
    });
    const openMs = performance.now() - opening;
    // A bench, not a test: another process's memory settles in its own time (no clock of ours to move), so
    // the figure is read after a pause, as an operator would read it.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const openRss = rssMb(a.child.pid);
    log(
      `${streams.length} streams open on A in ${Math.round(openMs)} ms; A's RSS ${mb(idleRss)} before, ${mb(openRss)} with them`,
    );

    // Constant arrival: message k leaves at start + k / rate, whether or not the earlier ones were answered.
    const sent = new Map<string, number>();
    const answered: number[] = [];
    const failures = new Map<number, number>();
    let peakRss = openRss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(a.child.pid))), 250);
    const start = performance.now();
    const sends: Promise<void>[] = [];
    for (let k = 0; k < total; k += 1) {
      const due = start + (k * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const thread = threads[k % threads.length]!;
      const at = performance.now();
      sends.push(
        post(b.base, `/api/conversations/${thread.conversationId}/messages`, thread.seller, { text: `Yes, it is (${k})` }).then(
          ({ status, json }) => {
            answered.push(performance.now() - at);
            if (status === 201) sent.set((json as { id: string }).id, at);
            else failures.set(status, (failures.get(status) ?? 0) + 1);
          },
          () => void failures.set(0, (failures.get(0) ?? 0) + 1),
        ),
      );
    }
    await Promise.all(sends);
    const sendingS = (performance.now() - start) / 1000;
    // Stragglers: up to 5 s for the last events.
    const deadline = performance.now() + 5_000;
    while (performance.now() < deadline && [...sent.keys()].some((id) => !arrivals.has(id)))
      await new Promise((resolve) => setTimeout(resolve, 50));
    clearInterval(sampler);
    const afterRss = rssMb(a.child.pid);

    const latencies: number[] = [];
    let lost = 0;
    let duplicated = 0;
    for (const [id, at] of sent) {
      const times = arrivals.get(id);
      if (!times) lost += 1;
      else {
        latencies.push(times[0]! - at);
        if (times.length > 1) duplicated += times.length - 1;
      }
    }
    latencies.sort((x, y) => x - y);
    answered.sort((x, y) => x - y);
    const p99 = percentile(latencies, 99);
    log(
      `\n${total} messages through B at ${rate}/s (sent in ${sendingS.toFixed(1)} s by ${sellerCount} sellers), received on A:`,
    );
    log(
      `  POST → event on the buyer's stream: p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, p99 ${ms(p99)}, max ${ms(latencies.at(-1) ?? NaN)}`,
    );
    log(
      `  POST answered by B: p50 ${ms(percentile(answered, 50))}, p99 ${ms(percentile(answered, 99))}; sent ${sent.size}, refused ${[...failures].map(([status, n]) => `${n}×${status || 'network'}`).join(', ') || 'none'}; lost ${lost}, duplicated ${duplicated}`,
    );
    log(
      `  A's RSS: ${mb(idleRss)} idle, ${mb(openRss)} with ${streams.length} streams, peak ${mb(peakRss)}, ${mb(afterRss)} after`,
    );
    const met =
      streams.length === connections && sent.size === total && lost === 0 && duplicated === 0 && p99 <= 1_000 && peakRss <= 300;
    log(
      `issue 39 §2 (${connections} streams on one instance, p99 ≤ 1 s across two at ${rate}/s, none lost or twice, RSS ≤ 300 MB): ${met ? 'MET' : 'NOT MET'}`,
    );
    if (!met) process.exitCode = 1;
  } finally {
    for (const stream of streams) stream.close();
    await Promise.all(servers.map((server) => stop(server.child)));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  // A failed query's own message is its cause; drizzle's repeats the whole statement.
  const cause = error instanceof Error && error.cause instanceof Error ? `\ncaused by: ${error.cause.message}` : '';
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message).slice(0, 2_000) : String(error)}${cause}\n`);
  process.exit(1);
});
