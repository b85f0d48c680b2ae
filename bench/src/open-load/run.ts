import { Pool } from 'undici';
import { z } from 'zod';
import { API_PREFIX, CATEGORIES_PATH } from '@phonehaat/contract';
import { benchIdentity } from '../bench-identity.ts';
import { cpuTimeMs, runQueueWaitMs } from '../processes.ts';
import { highCardinalityMix } from './high-cardinality-mix.ts';
import { facetsMix, planRequests, publicMix, type MixEntry, type MixFixtures } from './mix.ts';
import { runOpenSchedule } from './schedule.ts';
import { scrapeMetrics, summariseRun, type ServerMetrics } from './server-metrics.ts';
import { SecondTally, type SlowSecond } from './slow-seconds.ts';
import type { OpenMix } from './targets.ts';
import { Tally, type Figures } from './tally.ts';

export interface OpenRunOptions {
  /** A server on this machine, e.g. http://127.0.0.1:3950: the bench measures over loopback only. */
  base: string;
  ratePerSec: number;
  durationSec: number;
  /** At the same rate before the measured run; its figures are only logged. */
  warmupSec: number;
  /** Keep-alive connections the load generator opens (requests beyond them wait, and that wait counts). */
  connections: number;
  /** A request unanswered after this long is an error. */
  timeoutSec: number;
  /** Default: the offered rate × the timeout, so that only a server that stopped answering drops requests. */
  maxInFlight?: number;
  /**
   * `high`: issue 40's high-cardinality public mix (default); `cached`: issue 21's cache-friendly one;
   * `facets`: the filter panel's counts alone (decision 0042).
   */
  mix?: OpenMix;
  /** Listed product ids for the high mix's product pages, read from the database; else asked over HTTP. */
  productIds?: string[];
  /** The server's METRICS_TOKEN: its /metrics is scraped right before and after the measured run. */
  metricsToken?: string;
  /** The server's process on this machine: its CPU time and its wait for a CPU over the measured run. */
  serverPid?: number;
  log?: (line: string) => void;
}

export interface OpenRunResult {
  base: string;
  listed: number;
  mix: { name: string; weight: number; paths: number }[];
  /** Distinct URLs the mix can ask, and how many of them the measured run asked. */
  distinctUrls: { mix: number; asked: number };
  /** The server's own figures over the measured run (with a metrics token). */
  server?: ServerMetrics;
  /** The server process over the measured run (with its pid): CPU share of one core, time runnable but waiting for a CPU. */
  serverProcess?: { cpuShare: number; runQueueWaitMs: number };
  settings: { ratePerSec: number; durationSec: number; warmupSec: number; connections: number; timeoutSec: number };
  elapsedMs: number;
  endpoints: Figures[];
  overall: Figures;
  /** How late the load generator sent requests (their latency counts from the due time regardless). */
  sendLag: { p99: number; max: number };
  /** The load generator's CPU time over the measured run, as a share of one core. */
  generatorCpuShare: number;
  /** The measured run's slowest seconds (by due time): when a stall happened, and whether the generator was late then too. */
  slowestSeconds: SlowSecond[];
}

/** What browsers send; the server's compression is part of what users wait for. */
const ACCEPT_ENCODING = 'gzip, deflate, br';
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export async function runOpenLoad(options: OpenRunOptions): Promise<OpenRunResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  if (!LOOPBACK.has(new URL(options.base).hostname))
    throw new Error(`the open bench runs over loopback only, not ${options.base}`);
  const timeoutMs = options.timeoutSec * 1000;
  const pool = new Pool(options.base, { connections: options.connections, headersTimeout: timeoutMs, bodyTimeout: timeoutMs });
  try {
    const buyer = { email: benchIdentity.buyerEmail, token: benchIdentity.buyerToken };
    const mixName = options.mix ?? 'high';
    const fixtures = await discover(pool, buyer, mixName === 'high' ? (options.productIds ?? PRODUCT_POOL) : undefined);
    const mix =
      mixName === 'facets' ? facetsMix(fixtures) : mixName === 'cached' ? publicMix(fixtures) : highCardinalityMix(fixtures);
    const names = mix.map((entry) => entry.name);
    // The warm-up draws its own sequence (seed 2): the measured run does not replay what it just kept.
    const planOf = (durationSec: number, seed: number) => planRequests(mix, Math.round(options.ratePerSec * durationSec), seed);
    const run = (plan: ReturnType<typeof planRequests>, durationSec: number, tally: Tally, seconds?: SecondTally) => {
      return runOpenSchedule({
        ratePerSec: options.ratePerSec,
        durationSec,
        maxInFlight: options.maxInFlight ?? Math.max(100, Math.ceil(options.ratePerSec * options.timeoutSec)),
        send: (index) => get(pool, plan[index]!.path, mix[plan[index]!.entry]!),
        onOutcome: (index, outcome) => {
          tally.record(plan[index]!.entry, outcome);
          seconds?.record(Math.floor(index / options.ratePerSec), outcome);
        },
      });
    };

    const plan = planOf(options.durationSec, 1);
    const distinctUrls = {
      mix: new Set(mix.flatMap((entry) => entry.paths)).size,
      asked: new Set(plan.map((planned) => planned.path)).size,
    };
    log(`${fixtures.listed.toLocaleString('en')} listed products; mix: ${mix.map((e) => `${e.name} ${e.weight}/20`).join(', ')}`);
    log(
      `${mixName} mix: ${distinctUrls.mix.toLocaleString('en')} distinct URLs; the measured run asks ${distinctUrls.asked.toLocaleString('en')} ` +
        `distinct of ${plan.length.toLocaleString('en')} requests`,
    );
    if (options.warmupSec > 0) {
      const warm = new Tally(names);
      const { elapsedMs } = await run(planOf(options.warmupSec, 2), options.warmupSec, warm);
      const { overall } = warm.figures(options.ratePerSec, elapsedMs);
      log(`warm-up ${options.warmupSec} s at ${options.ratePerSec} req/s: p99 ${overall.p99} ms, ${overall.errors} errors`);
    }
    const tally = new Tally(names);
    log(`measuring ${options.durationSec} s at ${options.ratePerSec} req/s…`);
    const metricsBefore = options.metricsToken ? await scrapeMetrics(options.base, options.metricsToken) : undefined;
    const serverBefore = { cpuMs: cpuTimeMs(options.serverPid), waitMs: runQueueWaitMs(options.serverPid) };
    const cpuBefore = process.cpuUsage();
    const startedAt = Date.now();
    const seconds = new SecondTally();
    const { elapsedMs } = await run(plan, options.durationSec, tally, seconds);
    const cpu = process.cpuUsage(cpuBefore);
    const serverAfter = { cpuMs: cpuTimeMs(options.serverPid), waitMs: runQueueWaitMs(options.serverPid) };
    const serverProcess =
      serverBefore.cpuMs !== null && serverAfter.cpuMs !== null && serverBefore.waitMs !== null && serverAfter.waitMs !== null
        ? {
            cpuShare: (serverAfter.cpuMs - serverBefore.cpuMs) / elapsedMs,
            runQueueWaitMs: Math.round(serverAfter.waitMs - serverBefore.waitMs),
          }
        : undefined;
    const server =
      metricsBefore && options.metricsToken
        ? summariseRun(metricsBefore, await scrapeMetrics(options.base, options.metricsToken))
        : undefined;
    // Achieved rate over the scheduled window, or longer when the last answers came after it.
    const figures = tally.figures(options.ratePerSec, Math.max(elapsedMs, options.durationSec * 1000));
    return {
      base: options.base,
      listed: fixtures.listed,
      mix: mix.map((entry) => ({ name: entry.name, weight: entry.weight, paths: entry.paths.length })),
      distinctUrls,
      ...(server && { server }),
      ...(serverProcess && { serverProcess }),
      slowestSeconds: seconds.slowest(startedAt, SLOWEST_SECONDS),
      settings: {
        ratePerSec: options.ratePerSec,
        durationSec: options.durationSec,
        warmupSec: options.warmupSec,
        connections: options.connections,
        timeoutSec: options.timeoutSec,
      },
      elapsedMs: Math.round(elapsedMs),
      ...figures,
      generatorCpuShare: (cpu.user + cpu.system) / 1000 / elapsedMs,
    };
  } finally {
    await pool.close();
  }
}

/** Sends one GET and reads its whole answer: the latency is until the last byte. */
export async function get(pool: Pool, path: string, entry: MixEntry): Promise<number> {
  const { statusCode, body } = await pool.request({
    method: 'GET',
    path,
    headers: { 'accept-encoding': ACCEPT_ENCODING, ...entry.headers },
  });
  await body.arrayBuffer();
  return statusCode;
}

const categoriesAnswer = z.array(z.object({ name: z.string() }));
const productsAnswer = z.array(z.object({ _id: z.string() }));
const PROBE_PAGE_SIZE = 100;
/** Slowest seconds of the measured run kept in its result. */
const SLOWEST_SECONDS = 5;
/** Product ids the high mix's product pages are drawn from (issue 40: at least 20,000). */
export const PRODUCT_POOL = 25_000;

/**
 * The brands, product ids and the catalogue's size, asked of the server as the web app would. The
 * high mix's ids are `productIds` when given (read from the database), else the first `productIds`
 * listed ones, page by page; the other mixes take two pages' worth.
 */
export async function discover(
  pool: Pool,
  buyer: { email: string; token: string },
  productIds?: string[] | number,
): Promise<MixFixtures> {
  const json = async (path: string, headers: Record<string, string> = {}) => {
    const { statusCode, headers: answerHeaders, body } = await pool.request({ method: 'GET', path, headers });
    const text = await body.text();
    if (statusCode !== 200) throw new Error(`GET ${path} answered ${statusCode}: ${text.slice(0, 200)}`);
    return { body: JSON.parse(text) as unknown, headers: answerHeaders };
  };
  const brands = categoriesAnswer.parse((await json(API_PREFIX + CATEGORIES_PATH)).body).map((c) => c.name);
  const first = await json(`${API_PREFIX}/allProducts?page=1&limit=${PROBE_PAGE_SIZE}`);
  const listed = Number(first.headers['x-total-count']);
  if (!Number.isInteger(listed)) throw new Error('GET /api/allProducts sent no X-Total-Count');
  // A second page further in, so that product pages are not all the newest (and cached) ones.
  const laterPage = Math.min(50, Math.max(1, Math.ceil(listed / PROBE_PAGE_SIZE)));
  const later = laterPage > 1 ? await json(`${API_PREFIX}/allProducts?page=${laterPage}&limit=${PROBE_PAGE_SIZE}`) : first;
  const ids = Array.isArray(productIds)
    ? productIds
    : productIds !== undefined
      ? await listedIds(productIds)
      : [...new Set([...productsAnswer.parse(first.body), ...productsAnswer.parse(later.body)].map((p) => p._id))];
  // The seed's bearer session must exist, or every bookings call would fail: say so before the run.
  await json(`${API_PREFIX}/bookingProduct?email=${encodeURIComponent(buyer.email)}`, {
    authorization: `Bearer ${buyer.token}`,
  }).catch((error: unknown) => {
    throw new Error(`the bench buyer cannot read their bookings (seed with npm run bench:seed): ${(error as Error).message}`);
  });
  return { brands, productIds: ids, listed, buyerEmail: buyer.email, buyerToken: buyer.token };

  async function listedIds(wanted: number): Promise<string[]> {
    const found = new Set<string>();
    for (let page = 1; found.size < Math.min(wanted, listed); page += 1) {
      const answer = productsAnswer.parse((await json(`${API_PREFIX}/allProducts?page=${page}&limit=${PROBE_PAGE_SIZE}`)).body);
      const before = found.size;
      for (const product of answer) found.add(product._id);
      // The list ended, or it repeats itself (the stand-in answers every page alike).
      if (found.size === before) break;
    }
    return [...found].slice(0, wanted);
  }
}
