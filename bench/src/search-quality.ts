// npm run bench:search [-- --pglite] [--products 20000] [--port 3960] [--no-seed-log]
// The search-quality bench (issue 40, items 4 and 5): a judged set of what buyers really type, run
// against the built server (apps/server/dist/main.js; `npm run build -w apps/server` first) on a fresh
// throwaway catalogue seeded by the bench seed, over HTTP only. Prints recall@24 and nDCG@10 per failing
// query and on average, the latency of GET /api/search/suggestions where the server has it, PASS/FAIL
// against the targets, and writes results/search-latest.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { z } from 'zod';
import { openDatabase } from '@phonehaat/server/db';
import { refreshListingSummaries } from '@phonehaat/server/services';
import { intArg, parseArgs } from './args.ts';
import { startBenchServer, type BenchServer } from './open-load/server.ts';
import { gradeOf, judgedQueries, type JudgedListing, type JudgedQuery } from './search-quality/judged-queries.ts';
import { ndcgAt, quantile, recallAt } from './search-quality/metrics.ts';
import { seed } from './seed.ts';
import { connect } from './sql-client.ts';
import type { Target } from './target.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const SEARCH_TARGETS = { recallAt24: 0.95, ndcgAt10: 0.85, suggestionsP99Ms: 10 } as const;
const PAGE = 24;

/** What the bench reads of GET /api/allProducts's items (packages/contract product). */
const returnedItem = z.object({
  productName: z.string(),
  brandName: z.string(),
  model: z.string().nullable().optional(),
  storageGb: z.number().nullable().optional(),
  selling: z.number(),
});
const returnedPage = z.array(returnedItem);

export interface QueryResult {
  q: string;
  group: JudgedQuery['group'];
  relevantInCatalogue: number;
  recallAt24: number;
  ndcgAt10: number;
  ms: number;
  top5: string[];
}

export interface SearchQualityReport {
  when: string;
  database: Target['kind'];
  products: number;
  listed: number;
  queries: QueryResult[];
  meanRecallAt24: number;
  meanNdcgAt10: number;
  byGroup: Record<string, { recallAt24: number; ndcgAt10: number; queries: number }>;
  suggestions: { available: false } | { available: true; requests: number; p50Ms: number; p99Ms: number };
  verdict: { recall: boolean; ndcg: boolean; suggestions: boolean | null };
  seedMs: number;
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

/** Every listed listing's judged fields, read straight from the database. */
async function listedCatalogue(target: Target): Promise<JudgedListing[]> {
  const client = await connect(target);
  try {
    const { rows } = await client.query<{ brand_name: string; model: string | null; storage_gb: number | null; selling: number }>(
      'select brand_name, model, storage_gb, selling from products where is_listed',
    );
    return rows.map((row) => ({
      brand: row.brand_name,
      model: row.model ?? '',
      storageGb: row.storage_gb ?? 0,
      selling: row.selling,
    }));
  } finally {
    await client.close();
  }
}

const listingOf = (item: z.infer<typeof returnedItem>): JudgedListing => ({
  brand: item.brandName,
  model: item.model ?? '',
  storageGb: item.storageGb ?? 0,
  selling: item.selling,
});

/** Runs the judged set against a server at `base` and judges its answers against `catalogue`. */
export async function judgeSearch(base: string, catalogue: readonly JudgedListing[]): Promise<QueryResult[]> {
  const results: QueryResult[] = [];
  for (const query of judgedQueries) {
    const started = performance.now();
    const response = await fetch(
      `${base}/api/allProducts?${new URLSearchParams({ q: query.q, page: '1', limit: String(PAGE) })}`,
    );
    const ms = performance.now() - started;
    if (!response.ok) throw new Error(`GET /api/allProducts?q=${query.q} answered ${response.status}: ${await response.text()}`);
    const items = returnedPage.parse(await response.json());
    const grades = items.map((item) => gradeOf(query.rule, listingOf(item)));
    const catalogueGrades = catalogue.map((listing) => gradeOf(query.rule, listing));
    results.push({
      q: query.q,
      group: query.group,
      relevantInCatalogue: catalogueGrades.filter((grade) => grade >= 1).length,
      recallAt24: recallAt(PAGE, grades, catalogueGrades),
      ndcgAt10: ndcgAt(10, grades, catalogueGrades),
      ms,
      top5: items.slice(0, 5).map((item) => `${item.productName} (${item.selling})`),
    });
  }
  return results;
}

/** Each query's prefixes (2..n characters) against GET /api/search/suggestions; undefined on 404. */
async function measureSuggestions(base: string): Promise<number[] | undefined> {
  const url = (q: string) => `${base}/api/search/suggestions?${new URLSearchParams({ q })}`;
  const probe = await fetch(url('ip'));
  await probe.arrayBuffer();
  if (probe.status === 404) return undefined;
  if (!probe.ok) throw new Error(`GET /api/search/suggestions answered ${probe.status}`);
  // Twice: the first pass warms the server (its compiled code, as a running site's is); the second is measured.
  let samples: number[] = [];
  for (let pass = 0; pass < 2; pass += 1) {
    samples = [];
    for (const { q } of judgedQueries) {
      const characters = [...q];
      for (let length = 2; length <= characters.length; length += 1) {
        const started = performance.now();
        const response = await fetch(url(characters.slice(0, length).join('')));
        await response.arrayBuffer();
        samples.push(performance.now() - started);
        if (!response.ok) throw new Error(`GET /api/search/suggestions answered ${response.status}`);
      }
    }
  }
  return samples;
}

/**
 * Builds the listing summaries (the counts, search's words) in the database before the server starts, as a
 * running site has them: the server reads search's vocabulary from them at its first search, so nothing
 * waits on its own first rebuild in the background.
 */
async function buildSummaries(target: Target): Promise<void> {
  const database = await openDatabase(
    target.kind === 'postgres' ? { kind: 'postgres', url: target.url, poolSize: 2 } : { kind: 'pglite', dataDir: target.dataDir },
  );
  try {
    await refreshListingSummaries(database.db, new Date(), { words: true });
  } finally {
    await database.close();
  }
}

function failures(results: QueryResult[]): QueryResult[] {
  return results.filter((result) => result.recallAt24 < 1 || result.ndcgAt10 < SEARCH_TARGETS.ndcgAt10);
}

export function formatSearchReport(report: SearchQualityReport): string {
  const lines = [
    `search quality: ${report.queries.length} judged queries, ${report.listed} listed of ${report.products} (${report.database})`,
  ];
  const failed = failures(report.queries);
  lines.push(`failures (recall@24 < 1 or nDCG@10 < ${SEARCH_TARGETS.ndcgAt10}): ${failed.length}`);
  for (const result of failed) {
    lines.push(
      `  ${JSON.stringify(result.q)} [${result.group}] recall@24 ${result.recallAt24.toFixed(2)} nDCG@10 ${result.ndcgAt10.toFixed(2)} (relevant in catalogue ${result.relevantInCatalogue})`,
      `    top 5: ${result.top5.length ? result.top5.join(' | ') : '(nothing)'}`,
    );
  }
  lines.push('by group:');
  for (const [group, figures] of Object.entries(report.byGroup)) {
    lines.push(
      `  ${group.padEnd(15)} recall@24 ${figures.recallAt24.toFixed(3)}  nDCG@10 ${figures.ndcgAt10.toFixed(3)}  (${figures.queries} queries)`,
    );
  }
  const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');
  lines.push(
    `mean recall@24 ${report.meanRecallAt24.toFixed(3)} (target ≥ ${SEARCH_TARGETS.recallAt24}) ${verdict(report.verdict.recall)}`,
    `mean nDCG@10   ${report.meanNdcgAt10.toFixed(3)} (target ≥ ${SEARCH_TARGETS.ndcgAt10}) ${verdict(report.verdict.ndcg)}`,
    `search latency p50 ${quantile(
      report.queries.map((result) => result.ms),
      0.5,
    ).toFixed(
      1,
    )} ms, max ${Math.max(...report.queries.map((result) => result.ms)).toFixed(1)} ms (one request at a time, not a target)`,
  );
  lines.push(
    report.suggestions.available
      ? `suggestions: ${report.suggestions.requests} prefixes, p50 ${report.suggestions.p50Ms.toFixed(1)} ms, p99 ${report.suggestions.p99Ms.toFixed(1)} ms (target ≤ ${SEARCH_TARGETS.suggestionsP99Ms} ms) ${verdict(report.verdict.suggestions === true)}`
      : 'suggestions: not available (GET /api/search/suggestions answered 404)',
  );
  return lines.join('\n');
}

export interface SearchBenchOptions {
  kind: Target['kind'];
  products: number;
  port: number;
  outFile?: string;
  log?: (line: string) => void;
}

/** A throwaway catalogue, seeded, searched and dropped. */
export async function runSearchBench(options: SearchBenchOptions): Promise<SearchQualityReport> {
  const log = options.log ?? ((line: string) => console.log(line));
  const { target, dispose } = throwawayTarget(options.kind);
  let server: BenchServer | undefined;
  try {
    const seedStarted = performance.now();
    await seed(target, { products: options.products, reset: true, log: () => undefined });
    const seedMs = performance.now() - seedStarted;
    log(`seeded ${options.products} listings in ${(seedMs / 1000).toFixed(1)} s`);
    const catalogue = await listedCatalogue(target);
    await buildSummaries(target);
    log('built the listing summaries (counts, search words)');
    server = await startBenchServer({ target, port: options.port });
    const queries = await judgeSearch(server.base, catalogue);
    const suggestionSamples = await measureSuggestions(server.base);
    const groups = [...new Set(queries.map((result) => result.group))];
    const byGroup = Object.fromEntries(
      groups.map((group) => {
        const ofGroup = queries.filter((result) => result.group === group);
        return [
          group,
          {
            recallAt24: mean(ofGroup.map((r) => r.recallAt24)),
            ndcgAt10: mean(ofGroup.map((r) => r.ndcgAt10)),
            queries: ofGroup.length,
          },
        ];
      }),
    );
    const suggestions: SearchQualityReport['suggestions'] = suggestionSamples
      ? {
          available: true,
          requests: suggestionSamples.length,
          p50Ms: quantile(suggestionSamples, 0.5),
          p99Ms: quantile(suggestionSamples, 0.99),
        }
      : { available: false };
    const meanRecallAt24 = mean(queries.map((result) => result.recallAt24));
    const meanNdcgAt10 = mean(queries.map((result) => result.ndcgAt10));
    const report: SearchQualityReport = {
      when: new Date().toISOString(),
      database: target.kind,
      products: options.products,
      listed: catalogue.length,
      queries,
      meanRecallAt24,
      meanNdcgAt10,
      byGroup,
      suggestions,
      verdict: {
        recall: meanRecallAt24 >= SEARCH_TARGETS.recallAt24,
        ndcg: meanNdcgAt10 >= SEARCH_TARGETS.ndcgAt10,
        suggestions: suggestions.available ? suggestions.p99Ms <= SEARCH_TARGETS.suggestionsP99Ms : null,
      },
      seedMs,
    };
    if (options.outFile) {
      mkdirSync(path.dirname(options.outFile), { recursive: true });
      writeFileSync(options.outFile, `${JSON.stringify(report, null, 2)}\n`);
    }
    return report;
  } finally {
    await server?.stop();
    await dispose();
  }
}

/** A database no one else uses, and how to remove it: PostgreSQL (created by the seed, dropped here) or a PGlite directory. */
function throwawayTarget(kind: Target['kind']): { target: Target; dispose: () => Promise<void> } {
  if (kind === 'pglite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'phonehaat-search-'));
    return {
      target: { kind: 'pglite', dataDir: path.join(dir, 'pglite') },
      dispose: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/phonehaat_bench');
  const name = `phonehaat_search_${process.pid}`;
  url.pathname = `/${name}`;
  const admin = new URL(url);
  admin.pathname = '/postgres';
  return {
    target: { kind: 'postgres', url: url.toString() },
    dispose: async () => {
      const client = new pg.Client({ connectionString: admin.toString() });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = parseArgs();
  const outFile = path.resolve(here, '../results/search-latest.json');
  const report = await runSearchBench({
    kind: args.has('pglite') ? 'pglite' : 'postgres',
    products: intArg(args, 'products', 20_000),
    port: intArg(args, 'port', 3960),
    outFile,
  });
  console.log(formatSearchReport(report));
  console.log(`written ${path.relative(process.cwd(), outFile)}`);
}
