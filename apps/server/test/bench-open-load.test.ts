// The open-model bench (npm run bench:open): its schedule on fake timers, its mix, and a short smoke run
// against the built server on a tiny PGlite catalogue. Nothing here measures the server.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runOpenBench } from '../../../bench/src/open-load.ts';
import { planRequests, publicMix } from '../../../bench/src/open-load/mix.ts';
import { runOpenSchedule, type Clock, type Outcome } from '../../../bench/src/open-load/schedule.ts';
import { seed } from '../../../bench/src/seed.ts';

const serverDir = path.resolve(import.meta.dirname, '..');
const fakeClock = (sleepFor: (ms: number) => number = (ms) => ms): Clock => ({
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, sleepFor(ms))),
});
const answerAfter = (ms: number, status = 200) => new Promise<number>((resolve) => setTimeout(() => resolve(status), ms));

describe('open-model schedule', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it('sends on schedule while earlier requests are unanswered and counts non-2xx as errors', async () => {
    const sentAt: number[] = [];
    const outcomes = new Map<number, Outcome>();
    const done = runOpenSchedule({
      ratePerSec: 10,
      durationSec: 1,
      maxInFlight: 100,
      clock: fakeClock(),
      send: (index) => {
        sentAt.push(Date.now());
        return answerAfter(index === 0 ? 950 : 5, index === 3 ? 503 : 200);
      },
      onOutcome: (index, outcome) => outcomes.set(index, outcome),
    });
    await vi.advanceTimersByTimeAsync(2_000);
    const result = await done;

    expect(sentAt).toEqual([0, 100, 200, 300, 400, 500, 600, 700, 800, 900]);
    expect(outcomes.get(0)).toEqual({ ok: true, latencyMs: 950, sendLagMs: 0 });
    expect(outcomes.get(1)).toEqual({ ok: true, latencyMs: 5, sendLagMs: 0 });
    expect(outcomes.get(3)).toEqual({ ok: false, latencyMs: 5, sendLagMs: 0, error: 'status 503' });
    expect(result).toEqual({ scheduled: 10, dropped: 0, elapsedMs: 950 });
  });

  it('measures from the due time when the load generator falls behind (no coordinated omission)', async () => {
    let stalls = 1;
    const outcomes = new Map<number, Outcome>();
    const done = runOpenSchedule({
      ratePerSec: 10,
      durationSec: 1,
      maxInFlight: 100,
      // The generator's first wait lasts 450 ms instead of 100 (a GC pause, a busy core).
      clock: fakeClock((ms) => (stalls-- > 0 ? 450 : ms)),
      send: () => answerAfter(5),
      onOutcome: (index, outcome) => outcomes.set(index, outcome),
    });
    await vi.advanceTimersByTimeAsync(2_000);
    await done;

    // Requests 1–4 were due at 100–400 ms and left together at 450 ms.
    expect([1, 2, 3, 4].map((i) => outcomes.get(i)?.latencyMs)).toEqual([355, 255, 155, 55]);
    expect([1, 2, 3, 4].map((i) => outcomes.get(i)?.sendLagMs)).toEqual([350, 250, 150, 50]);
    expect(outcomes.get(5)).toEqual({ ok: true, latencyMs: 5, sendLagMs: 0 });
  });

  it('drops requests past the in-flight bound as errors instead of queueing without end', async () => {
    const outcomes: Outcome[] = [];
    const done = runOpenSchedule({
      ratePerSec: 10,
      durationSec: 1,
      maxInFlight: 2,
      clock: fakeClock(),
      send: () => answerAfter(1_000),
      onOutcome: (_, outcome) => outcomes.push(outcome),
    });
    await vi.advanceTimersByTimeAsync(3_000);
    const result = await done;

    expect(result.dropped).toBe(8);
    expect(outcomes.filter((o) => o.error === 'dropped')).toHaveLength(8);
    expect(outcomes.filter((o) => o.ok)).toHaveLength(2);
  });
});

describe('open-model mix', () => {
  it('gives each kind of request exactly its share and rotates its paths', () => {
    const mix = publicMix({
      brands: ['Samsung', 'Apple'],
      productIds: ['p1', 'p2', 'p3'],
      listed: 100_000,
      buyerEmail: 'buyer@bench.phonehaat.test',
      buyerToken: 'token',
    });
    const plan = planRequests(mix, 400);
    const counts = mix.map((_, i) => plan.filter((p) => p.entry === i).length);

    expect(counts).toEqual(mix.map((entry) => entry.weight * 20));
    const products = mix.findIndex((entry) => entry.name === 'product page');
    expect(
      plan
        .filter((p) => p.entry === products)
        .slice(0, 4)
        .map((p) => p.path),
    ).toEqual(['/api/products/p1', '/api/products/p2', '/api/products/p3', '/api/products/p1']);
    expect(mix.find((entry) => entry.name.startsWith('deep page'))?.paths).toEqual(['/api/allProducts?page=2000&limit=12']);
    expect(mix.find((entry) => entry.name === 'search')?.paths[0]).toBe('/api/allProducts?q=iphone+13&page=1&limit=12');
  });
});

describe('open-model bench (smoke)', () => {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'phonehaat-open-smoke-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('runs 2 s at 20 req/s against the built server on PGlite and reports every request', { timeout: 90_000 }, async () => {
    if (!existsSync(path.join(serverDir, 'dist/main.js'))) execFileSync(process.execPath, ['build.mjs'], { cwd: serverDir });
    const database = { kind: 'pglite', dataDir: path.join(scratch, 'pglite') } as const;
    await seed(database, { products: 300, bookings: 5, log: () => {} });

    const report = await runOpenBench({
      system: { database },
      ratePerSec: 20,
      durationSec: 2,
      warmupSec: 0,
      connections: 8,
      timeoutSec: 10,
      port: 3960 + Math.floor(Math.random() * 30),
      pin: false,
      outFile: path.join(scratch, 'open.json'),
      log: () => {},
    });

    expect(report.overall).toMatchObject({ requests: 40, ok: 40, errors: 0 });
    expect(report.overall.p50).toBeGreaterThan(0);
    expect(report.overall.max).toBeGreaterThanOrEqual(report.overall.p99);
    expect(report.endpoints.map((row) => row.name)).toEqual(report.mix.map((entry) => entry.name));
    for (const row of report.endpoints) expect(row.ok, row.name).toBeGreaterThan(0);
    expect(report.endpoints.find((row) => row.name === 'bookings (signed in)')?.ok).toBe(2);
    expect(report.verdict.checks.find((check) => check.name === '0 errors')?.met).toBe(true);
    // 300 products at 20 req/s is not the target's configuration, whatever the latencies.
    expect(report.verdict.targetConfiguration).toBe(false);
  });

  it('measures the stand-in API at the PGlite target rate, as that target (the generator and machine alone)', async () => {
    const report = await runOpenBench({
      system: { standIn: 'pglite' },
      durationSec: 1,
      warmupSec: 0,
      connections: 8,
      timeoutSec: 10,
      port: 3960 + Math.floor(Math.random() * 30),
      pin: false,
      outFile: path.join(scratch, 'stand-in.json'),
      log: () => {},
    });

    expect(report.settings.ratePerSec).toBe(300);
    expect(report.overall).toMatchObject({ requests: 300, ok: 300, errors: 0 });
    expect(report.listed).toBe(95_000);
    expect(report.verdict.targetConfiguration).toBe(true);
  });
});
