// npm run bench:tap: how soon a tap works on a server-rendered page, on a throttled phone (issue 37 item 2).
// The built server (apps/server/dist/main.js) with the demo data serves the built web app (apps/web/dist, its
// renderer beside it); Chromium opens /, /products and a product page at 360 px with 4× CPU slowdown and
// Lighthouse's mobile network (562.5 ms round trip, 1.47 Mbit/s down), a cold cache each time, and taps the
// header's menu button from the first paint on, again and again, until the menu opens. Per page, the median of
// --runs (5): first paint, largest paint, when the app had taken the page over, when the first tap that
// worked was made and how long after the first paint the menu opened, and the worst interaction's latency
// (Event Timing, as INP counts it). `--web DIR --server FILE` measure another build (decision 0058 compares
// the build that held the app's scripts back until the photo had painted with the one that does not).
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { intArg, parseArgs } from './args.ts';
import { benchSecrets } from './production-secrets.ts';
import { loadAverage, spawnPinned, stop, waitForHttp } from './processes.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

/** Lighthouse's mobile profile as DevTools applies it: a slow 4G line and a phone four times slower than this machine. */
const PHONE = {
  cpuSlowdown: 4,
  latencyMs: 562.5,
  downloadBytesPerSecond: (1638.4 * 0.9 * 1024) / 8,
  uploadBytesPerSecond: (675 * 1024) / 8,
};
const MENU_BUTTON = 'header button[aria-controls]';
/** Give up on a page whose taps never work (the app failed to start). */
const GIVE_UP_MS = 60_000;

interface Visit {
  fcpMs: number;
  lcpMs: number;
  /** When the app marked the page hydrated (`#root[data-hydrated]`). */
  hydratedMs: number;
  /** The taps made, and the time (page clock) of the one that opened the menu. */
  taps: number;
  workingTapMs: number;
  /** From the first paint until the menu was open: what a visitor tapping at once waits. */
  tapWorksAfterPaintMs: number;
  /** The longest interaction (pointer down to the next paint) of the visit, as INP counts it. */
  worstInteractionMs: number;
}

/**
 * Records paints, taps, the menu's opening and interactions in the page's own clock (run in the page, so
 * written as the page's JavaScript: this package is typed for Node).
 */
const RECORDER = `(() => {
  const seen = { fcp: 0, lcp: 0, hydrated: 0, opened: 0, taps: [], interactions: [] };
  window.tapBench = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') seen.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  // Until the first input, as Lighthouse and the Web Vitals library count it.
  new PerformanceObserver((list) => {
    if (seen.taps.length === 0) for (const entry of list.getEntries()) seen.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) seen.interactions.push(entry.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  document.addEventListener('pointerdown', (event) => seen.taps.push(event.timeStamp), true);
  new MutationObserver(() => {
    if (!seen.hydrated && document.getElementById('root')?.dataset.hydrated) seen.hydrated = performance.now();
    if (!seen.opened && document.querySelector('header button[aria-expanded="true"]')) seen.opened = performance.now();
  }).observe(document, { subtree: true, attributes: true, childList: true });
})();`;

type InPage = { fcp: number; lcp: number; hydrated: number; opened: number; taps: number[]; interactions: number[] };
const readInPage = (page: Page) => page.evaluate('window.tapBench') as Promise<InPage>;

async function visit(browser: Browser, url: string): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.latencyMs,
      downloadThroughput: PHONE.downloadBytesPerSecond,
      uploadThroughput: PHONE.uploadBytesPerSecond,
    });
    await page.addInitScript({ content: RECORDER });
    await page.goto(url, { waitUntil: 'commit' });
    const started = Date.now();
    const waitFor = async (what: string, done: (seen: InPage) => boolean, pauseMs: number, act?: () => Promise<void>) => {
      for (;;) {
        if (Date.now() - started > GIVE_UP_MS) throw new Error(`${url}: ${what} never came`);
        await act?.();
        await page.waitForTimeout(pauseMs);
        const seen = await readInPage(page).catch(() => undefined);
        if (seen && done(seen)) return;
      }
    };
    // The visitor sees the page: from then on they tap the menu button until it opens (the page records its
    // first opening: taps queued during the take-over may be replayed and close it again).
    await waitFor('the first paint', (seen) => seen.fcp > 0, 10);
    await waitFor('the open menu', (seen) => seen.opened > 0, 100, () =>
      page.tap(MENU_BUTTON, { force: true, noWaitAfter: true, timeout: GIVE_UP_MS }),
    );
    const seen = await readInPage(page);
    const workingTap = seen.taps.filter((tap) => tap <= seen.opened).at(-1) ?? 0;
    return {
      fcpMs: seen.fcp,
      lcpMs: seen.lcp,
      hydratedMs: seen.hydrated,
      taps: seen.taps.length,
      workingTapMs: workingTap,
      tapWorksAfterPaintMs: seen.opened - seen.fcp,
      worstInteractionMs: Math.max(0, ...seen.interactions),
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (value: number) => Math.round(value).toLocaleString('en-US');

interface Build {
  webDir: string;
  serverFile: string;
  server: ChildProcess;
  base: string;
  productPath: string;
}

function startServer(webDir: string, serverFile: string, port: number, dataDir: string): ChildProcess {
  const server = spawnPinned(0, process.execPath, [serverFile], {
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ...benchSecrets,
  });
  server.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  return server;
}

async function main(): Promise<void> {
  const args = parseArgs();
  const port = intArg(args, 'port', 3920);
  const runs = intArg(args, 'runs', 5);
  // Paths given are read from where npm was run (it runs this in bench/); several builds are compared with commas.
  const given = (name: string, fallback: string) =>
    (args.get(name) ?? path.join(root, fallback)).split(',').map((each) => path.resolve(process.env.INIT_CWD ?? process.cwd(), each));
  const webDirs = given('web', 'apps/web/dist');
  const serverFiles = given('server', 'apps/server/dist/main.js');
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'phonehaat-tap-bench-'));
  const loadBefore = loadAverage();
  const builds: Build[] = webDirs.map((webDir, index) => {
    const serverFile = serverFiles[index] ?? serverFiles[0]!;
    const server = startServer(webDir, serverFile, port + index, path.join(scratch, `data-${index}`));
    return { webDir, serverFile, server, base: `http://127.0.0.1:${port + index}`, productPath: '' };
  });
  let browser: Browser | undefined;
  try {
    for (const build of builds) {
      await waitForHttp(`${build.base}/api/health`, 180_000, build.server);
      const [product] = (await (await fetch(`${build.base}/api/allProducts?limit=1`)).json()) as { _id: string }[];
      build.productPath = `/products/${product!._id}`;
    }
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
    const pages = [(_: Build) => '/', (_: Build) => '/products', (build: Build) => build.productPath];
    const results = [];
    for (const build of builds) console.log(`build ${builds.indexOf(build) + 1}: ${build.webDir} served by ${build.serverFile}`);
    console.log(`${runs} cold visits per page and build, taken in turn; 4× CPU, 562.5 ms RTT, 1.47 Mbit/s`);
    for (const pathOf of pages) {
      // Warm-up: the server's caches, not the browser's.
      for (const build of builds) await visit(browser, `${build.base}${pathOf(build)}`);
      const visits: Visit[][] = builds.map(() => []);
      // In turn, so that a change in the machine's load falls on every build alike.
      for (let i = 0; i < runs; i += 1)
        for (const [index, build] of builds.entries()) visits[index]!.push(await visit(browser, `${build.base}${pathOf(build)}`));
      for (const [index, build] of builds.entries()) {
        const of = (key: keyof Visit) => median(visits[index]!.map((v) => v[key]));
        const result = {
          build: index + 1,
          page: pathOf(build).startsWith('/products/') ? 'a product' : pathOf(build),
          fcpMs: of('fcpMs'),
          lcpMs: of('lcpMs'),
          hydratedMs: of('hydratedMs'),
          workingTapMs: of('workingTapMs'),
          tapWorksAfterPaintMs: of('tapWorksAfterPaintMs'),
          tapsMade: of('taps'),
          worstInteractionMs: of('worstInteractionMs'),
          runs: visits[index]!.map((v) => Math.round(v.tapWorksAfterPaintMs)),
        };
        console.log(`build ${result.build}, ${result.page}: menu open after first paint ${result.runs.map(ms).join(', ')} ms`);
        results.push(result);
      }
    }
    console.log(
      '\n| build | page | first paint ms | largest paint ms | taken over ms | first working tap ms | tap works after paint ms | worst interaction ms |\n|--:|:--|--:|--:|--:|--:|--:|--:|',
    );
    for (const r of results)
      console.log(
        `| ${r.build} | ${r.page} | ${ms(r.fcpMs)} | ${ms(r.lcpMs)} | ${ms(r.hydratedMs)} | ${ms(r.workingTapMs)} | ${ms(r.tapWorksAfterPaintMs)} | ${ms(r.worstInteractionMs)} |`,
      );
    console.log(`\nload average ${loadBefore} before, ${loadAverage()} after (medians of ${runs})`);
    writeFileSync(
      path.join(here, '../results/tap-latest.json'),
      `${JSON.stringify({ when: new Date().toISOString(), builds: builds.map(({ webDir, serverFile }) => ({ webDir, serverFile })), loadAverageBefore: loadBefore, phone: PHONE, results }, null, 2)}\n`,
    );
  } finally {
    await browser?.close();
    for (const build of builds) await stop(build.server);
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
