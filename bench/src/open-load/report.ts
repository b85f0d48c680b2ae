import type { OpenRunResult } from './run.ts';
import type { Figures } from './tally.ts';
import { describeErrors, type OpenTarget, type Verdict } from './targets.ts';

/** Past a tenth of the target's p99, the generator's lateness is a visible part of the latencies. */
const LAG_SHARE = 0.1;

const fixed = (n: number, digits = 1) => n.toFixed(digits);

/** The run as a Markdown table (per kind of request, then overall) followed by the verdict. */
export function formatOpenReport(result: OpenRunResult, target: OpenTarget, targetName: string, verdict: Verdict): string {
  const header = [
    'endpoint',
    'offered/s',
    'achieved/s',
    'p50 ms',
    'p99 ms',
    'p99.9 ms',
    'max ms',
    'errors',
    `p99 ≤ ${target.p99Ms}`,
  ];
  const row = (f: Figures) => [
    f.name,
    fixed(f.offeredPerSec),
    fixed(f.achievedPerSec),
    fixed(f.p50),
    fixed(f.p99),
    fixed(f.p999),
    fixed(f.max),
    describeErrors(f),
    f.ok === 0 ? '—' : f.p99 <= target.p99Ms ? 'yes' : 'NO',
  ];
  const lines = [...result.endpoints.map(row), row(result.overall)];
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]!.length)));
  const format = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i === 0 || i === 7 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i === 0 || i === 7 ? ':' + '-'.repeat(w + 1) : '-'.repeat(w + 1) + ':')).join('|')}|`;
  const s = result.settings;
  const configuration = verdict.targetConfiguration
    ? ''
    : ` — indicative only: the target holds at ${target.ratePerSec.toLocaleString('en')} req/s on ${target.products.toLocaleString('en')} products, ` +
      `this run offered ${s.ratePerSec.toLocaleString('en')} req/s on ${result.listed.toLocaleString('en')} listed`;
  return [
    '',
    `${result.base}: ${result.listed.toLocaleString('en')} listed products; open model, ${s.ratePerSec} req/s constant arrival for ${s.durationSec} s ` +
      `after ${s.warmupSec} s of warm-up, ${s.connections} connections, ${s.timeoutSec} s timeout; latency from each request's due time`,
    `load generator: send lag p99 ${result.sendLag.p99} ms, max ${result.sendLag.max} ms; ${Math.round(result.generatorCpuShare * 100)} % of a core; run ${(result.elapsedMs / 1000).toFixed(1)} s to the last answer`,
    ...(result.sendLag.p99 > target.p99Ms * LAG_SHARE
      ? [
          `WARNING: the load generator sent late (p99 ${result.sendLag.p99} ms): its own delays are in the latencies; is the machine busy?`,
        ]
      : []),
    format(header),
    rule,
    ...lines.map(format),
    '',
    `targets: ${targetName}`,
    ...verdict.checks.map((check) => `${check.met ? 'PASS' : 'FAIL'} ${check.name} (${check.detail})`),
    `${verdict.pass ? 'PASS' : 'FAIL'}${configuration}`,
    '',
  ].join('\n');
}
