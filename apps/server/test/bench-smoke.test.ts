// Keeps the benchmarks working: seeds a tiny PGlite database and runs the API bench for a moment.
// The real runs are `npm run bench:*` (bench/README.md); nothing here measures anything.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { runApiBench } from '../../../bench/src/api-bench.ts';
import { seed } from '../../../bench/src/seed.ts';
import { migratedDataDir } from './support/server-process.ts';

describe('benchmarks (smoke)', () => {
  // The run's migrated template: the seed adds its rows without running every migration first.
  const scratch = migratedDataDir('phonehaat-bench-smoke-');
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  // The seed and the bench's servers (the run's bundle, test/support/server-bundle.ts) on two busy cores.
  it('seeds PGlite and runs the API bench with its limits', { timeout: 180_000 }, async () => {
    const target = { kind: 'pglite', dataDir: path.join(scratch, 'pglite') } as const;
    await seed(target, { products: 300, bookings: 5, log: () => {} });
    const report = await runApiBench({
      target,
      connections: 4,
      durationSec: 0.2,
      // A search's first answer loads the vocabulary and draws the sample (decision 0069): under a busy CI
      // machine that took the whole 0.2 s window once, so each endpoint is warmed first, as the bench does.
      warmupSec: 0.5,
      runs: 1,
      port: 3990 + Math.floor(Math.random() * 9) * 10,
      pin: false,
      only: ['home: categories', 'search', 'deep page', 'bookingProduct'],
      outFile: path.join(scratch, 'report.json'),
      serverFile: path.join(inject('serverBundleDir'), 'main.js'),
      log: () => {},
    });
    expect(report.products).toBe(300);
    expect(report.endpoints).toHaveLength(4);
    for (const row of report.endpoints) {
      expect(row.server.errors, row.name).toBe(0);
      expect(row.server.reqPerSec, row.name).toBeGreaterThan(0);
      expect(row.bareHttp.reqPerSec, row.name).toBeGreaterThan(0);
      expect(row.queryLoop.opsPerSec, row.name).toBeGreaterThan(0);
      // (c) answers the database-bound endpoints only, and without errors.
      if (row.cached) expect(row.plainHttp, row.name).toBeNull();
      else {
        expect(row.plainHttp?.errors, row.name).toBe(0);
        expect(row.plainHttp?.reqPerSec, row.name).toBeGreaterThan(0);
      }
    }
  });
});
