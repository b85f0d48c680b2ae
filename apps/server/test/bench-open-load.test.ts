// The open-model bench (npm run bench:open): its schedule on fake timers, its mix, and a short smoke run
// against the built server on a tiny PGlite catalogue. Nothing here measures the server.
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runOpenBench } from '../../../bench/src/open-load.ts';
import { highCardinalityMix } from '../../../bench/src/open-load/high-cardinality-mix.ts';
import { planRequests, publicMix, zipfSampler, type MixEntry } from '../../../bench/src/open-load/mix.ts';
import { runOpenSchedule, type Clock, type Outcome } from '../../../bench/src/open-load/schedule.ts';
import { parseMetrics, summariseRun } from '../../../bench/src/open-load/server-metrics.ts';
import type { Figures } from '../../../bench/src/open-load/tally.ts';
import { cachedTargets, highTargets, judge } from '../../../bench/src/open-load/targets.ts';
import { seed } from '../../../bench/src/seed.ts';
import { migratedDataDir } from './support/server-process.ts';

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

const fixtures = {
  brands: ['Apple', 'Samsung', 'Xiaomi', 'Realme', 'OnePlus', 'Google Pixel', 'Oppo', 'Vivo'],
  productIds: Array.from({ length: 20_000 }, (_, i) => `id-${i}`),
  listed: 950_000,
  buyerEmail: 'buyer@bench.phonehaat.test',
  buyerToken: 'token',
};
const entryNamed = (mix: MixEntry[], name: string) => mix.find((entry) => entry.name === name)!;

describe('high-cardinality mix', () => {
  const mix = highCardinalityMix(fixtures);

  it('is the same mix for the same seed, and another for another seed', () => {
    expect(highCardinalityMix(fixtures)).toEqual(mix);
    expect(planRequests(mix, 2_000, 7)).toEqual(planRequests(highCardinalityMix(fixtures), 2_000, 7));
    expect(entryNamed(highCardinalityMix(fixtures, 41), 'search').paths).not.toEqual(entryNamed(mix, 'search').paths);
  });

  it('draws from pools of thousands of distinct URLs, in the web app’s parameter order', () => {
    for (const name of ['search', 'filtered list', 'facet counts']) {
      const paths = entryNamed(mix, name).paths;
      expect(paths.length, name).toBeGreaterThan(2_000);
      expect(new Set(paths).size, name).toBe(paths.length);
    }
    expect(entryNamed(mix, 'product page').paths).toHaveLength(20_000);
    const order = [
      'q',
      'brand',
      'minPrice',
      'maxPrice',
      'sort',
      'page',
      'division',
      'district',
      'condition',
      'storageGb',
      'variant',
      'batteryMin',
      'limit',
    ];
    for (const path of [...entryNamed(mix, 'search').paths, ...entryNamed(mix, 'filtered list').paths]) {
      const names = [...new URL(path, 'http://x').searchParams.keys()];
      expect(names, path).toEqual(order.filter((name) => names.includes(name)));
      expect(names.at(-1), path).toBe('limit');
    }
    const searches = entryNamed(mix, 'search').paths.map((path) => new URL(path, 'http://x').searchParams.get('q')!);
    // Bangla script, Bangla digits, storage and price words, and sounded-out spellings are all there.
    expect(searches.some((q) => /[\u0980-\u09FF]/u.test(q))).toBe(true);
    expect(searches.some((q) => /জিবি/u.test(q))).toBe(true);
    expect(searches.some((q) => /হাজার/u.test(q))).toBe(true);
    expect(searches.some((q) => /^(ayfon|aifon) /u.test(q))).toBe(true);
    expect(searches.some((q) => /\d+ ?gb$/iu.test(q))).toBe(true);
    expect(searches.some((q) => /^under \d+$|\d+k$/u.test(q.split(' ').slice(-2).join(' ')))).toBe(true);
    // Facet counts never carry paging or order (the filter panel leaves them out).
    expect(entryNamed(mix, 'facet counts').paths.some((path) => /[?&](page|limit|sort)=/.test(path))).toBe(false);
  });

  it('asks popular URLs often and most rarely: Zipf with exponent 1', () => {
    const sample = zipfSampler(1_000, 1);
    const counts = new Array<number>(1_000).fill(0);
    const random = (() => {
      let i = 0;
      return () => (i++ + 0.5) / 100_000;
    })();
    for (let i = 0; i < 100_000; i += 1) counts[sample(random())]! += 1;
    // P(rank r) ∝ 1/(r+1): the first is asked twice as often as the second and ten times the tenth.
    expect(counts[0]! / counts[1]!).toBeCloseTo(2, 1);
    expect(counts[0]! / counts[9]!).toBeCloseTo(10, 0);
    expect(counts[0]! / 100_000).toBeCloseTo(1 / 7.485, 2);

    const plan = planRequests(mix, 9_000);
    const searchEntry = mix.findIndex((entry) => entry.name === 'search');
    const searches = plan.filter((planned) => planned.entry === searchEntry).map((planned) => planned.path);
    const times = new Map<string, number>();
    for (const path of searches) times.set(path, (times.get(path) ?? 0) + 1);
    // A share repeats and a share is asked once: neither one URL nor all distinct.
    expect(times.size).toBeGreaterThan(searches.length * 0.2);
    expect(times.size).toBeLessThan(searches.length * 0.6);
    expect(times.get(entryNamed(mix, 'search').paths[0]!)).toBe(Math.max(...times.values()));
  });

  it('still gives each kind exactly its share', () => {
    const plan = planRequests(mix, 400);
    expect(mix.map((_, i) => plan.filter((p) => p.entry === i).length)).toEqual(mix.map((entry) => entry.weight * 20));
  });
});

describe('open-model verdict', () => {
  const overall = (p99: number, p999: number, errors = 0): Figures => ({
    name: 'overall',
    requests: 1000,
    ok: 1000 - errors,
    errors,
    errorKinds: errors > 0 ? { 'status 500': errors } : {},
    offeredPerSec: 300,
    achievedPerSec: 300,
    p50: 5,
    p95: 20,
    p99,
    p999,
    max: p999,
  });

  it('judges the high mix on p99, p99.9, errors and the server RSS', () => {
    const met = judge(highTargets.postgres, overall(90, 240), 950_000, 300, { rssMb: 280 });
    expect(met.checks.map((check) => [check.name, check.met])).toEqual([
      ['p99 ≤ 100 ms', true],
      ['p99.9 ≤ 250 ms', true],
      ['0 errors', true],
      ['server RSS ≤ 300 MB', true],
    ]);
    expect(met).toMatchObject({ pass: true, targetConfiguration: true });
    const heavy = judge(highTargets.postgres, overall(90, 240), 950_000, 300, { rssMb: 512 });
    expect(heavy.pass).toBe(false);
    expect(heavy.checks.find((check) => !check.met)).toEqual({ name: 'server RSS ≤ 300 MB', met: false, detail: '512 MB' });
    expect(judge(highTargets.pglite, overall(160, 300), 95_000, 100, { rssMb: 200 }).pass).toBe(false);
  });

  it('fails the cached mix on a pause of the process longer than 50 ms, even with the latencies met', () => {
    const paused = judge(cachedTargets.postgres, overall(40, 140), 950_000, 1_000, { rssMb: 250, eventLoopMaxMs: 480 });
    expect(paused.pass).toBe(false);
    expect(paused.checks.at(-1)).toEqual({
      name: 'no pause of the process > 50 ms',
      met: false,
      detail: 'longest event-loop delay 480 ms',
    });
    expect(judge(cachedTargets.postgres, overall(40, 140), 950_000, 1_000, { rssMb: 250, eventLoopMaxMs: 30 }).pass).toBe(true);
  });

  it("reads the server's figures over the run from two scrapes of /metrics", () => {
    const before = parseMetrics(
      [
        '# HELP phonehaat_read_cache_lookups_total Lookups',
        'phonehaat_read_cache_lookups_total{store="answer_bytes",result="hit"} 100',
        'phonehaat_read_cache_lookups_total{store="answer_bytes",result="miss"} 50',
        'phonehaat_gc_pause_seconds_total 1.5',
        'nodejs_gc_duration_seconds_count{kind="minor"} 10',
        'nodejs_eventloop_lag_max_seconds 0.9',
      ].join('\n'),
    );
    const after = parseMetrics(
      [
        'phonehaat_read_cache_lookups_total{store="answer_bytes",result="hit"} 400',
        'phonehaat_read_cache_lookups_total{store="answer_bytes",result="miss"} 150',
        'phonehaat_read_cache_lookups_total{store="answers",result="miss"} 4',
        'phonehaat_gc_pause_seconds_total 1.75',
        'phonehaat_gc_pause_max_seconds 0.012',
        'nodejs_gc_duration_seconds_count{kind="minor"} 30',
        'nodejs_gc_duration_seconds_count{kind="major"} 2',
        'nodejs_eventloop_lag_max_seconds 0.062',
        'process_resident_memory_bytes 268435456',
      ].join('\n'),
    );
    expect(summariseRun(before, after)).toEqual({
      answerCacheHitRatio: 0.75,
      readCacheHitRatios: { answers: 0 },
      eventLoopMaxMs: 62,
      gc: { pauses: 22, totalMs: 250, maxMs: 12 },
      rssMb: 256,
    });
  });
});

describe('open-model bench (smoke)', () => {
  // The run's migrated template: the seed adds its rows without running every migration first.
  const scratch = migratedDataDir('phonehaat-open-smoke-');
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  const database = { kind: 'pglite', dataDir: path.join(scratch, 'pglite') } as const;

  it(
    'runs the high mix 2 s at 20 req/s against the built server on PGlite and reports every request',
    { timeout: 90_000 },
    async () => {
      if (!existsSync(path.join(serverDir, 'dist/main.js'))) execFileSync(process.execPath, ['build.mjs'], { cwd: serverDir });
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
      // The high mix: product ids read from the database, every listed one (285 of 300) in its pool.
      expect(report.mix.map((entry) => entry.name)).toContain('filtered list');
      expect(report.mix.find((entry) => entry.name === 'product page')?.paths).toBeGreaterThan(250);
      expect(report.distinctUrls.mix).toBeGreaterThan(5_000);
      // The server's own figures, from its /metrics before and after the run.
      expect(report.server?.answerCacheHitRatio).toBeGreaterThanOrEqual(0);
      expect(report.server?.rssMb).toBeGreaterThan(20);
      expect(report.serverRssMb).toBeGreaterThan(20);
      expect(report.verdict.checks.map((check) => check.name)).toContain('server RSS ≤ 300 MB');
    },
  );

  it('runs the cached mix of issue 21 on the same catalogue', { timeout: 60_000 }, async () => {
    const report = await runOpenBench({
      system: { database },
      mix: 'cached',
      ratePerSec: 20,
      durationSec: 1,
      warmupSec: 0,
      connections: 8,
      timeoutSec: 10,
      port: 3960 + Math.floor(Math.random() * 30),
      pin: false,
      outFile: path.join(scratch, 'open-cached.json'),
      log: () => {},
    });

    expect(report.overall).toMatchObject({ requests: 20, ok: 20, errors: 0 });
    expect(report.mix.map((entry) => entry.name)).toContain('brand + price');
    // 25 list and home URLs, and the product pages of two list pages.
    expect(report.distinctUrls.mix).toBeLessThan(300);
    // Most of a cached run's answers come from the kept bytes.
    expect(report.server?.answerCacheHitRatio).toBeGreaterThan(0.3);
  });

  it('measures the stand-in API at the PGlite target rate of the high mix, as that target (the generator and machine alone)', async () => {
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

    expect(report.settings.ratePerSec).toBe(100);
    expect(report.overall).toMatchObject({ requests: 100, ok: 100, errors: 0 });
    expect(report.listed).toBe(95_000);
    expect(report.verdict.targetConfiguration).toBe(true);
    // Its product ids were paged over HTTP (the stand-in answers every page with the same 100).
    expect(report.mix.find((entry) => entry.name === 'product page')?.paths).toBe(100);
    // No /metrics on the stand-in, so no pause is judged; its RSS is.
    expect(report.server).toBeUndefined();
    expect(report.verdict.checks.map((check) => check.name)).toContain('server RSS ≤ 300 MB');
  });
});
