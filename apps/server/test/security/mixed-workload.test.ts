import { rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyWorkload } from '../../../../bench/mixed-workload/verify.ts';
import { runMixedWorkload } from '../../../../bench/mixed-workload/workload.ts';
import { migratedDataDir, randomPort, startServer } from '../support/server-process.ts';

/**
 * The quick version of `npm run bench:mixed` (200 users × 60 s on PostgreSQL): 20 simulated users for
 * 8 s against the real server on PGlite, then the database is checked against every acknowledgement.
 */
describe('mixed workload (quick)', () => {
  const dataDir = migratedDataDir('phonehaat-mixed-quick-');
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('20 users × 8 s: zero 5xx, nothing lost or duplicated, no phone sold twice', async () => {
    const port = randomPort();
    const adminEmail = 'load-admin@phonehaat.test';
    const server = await startServer({
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: 'true',
      ADMIN_EMAILS: adminEmail,
      LOG_LEVEL: 'warn',
    });
    let result;
    try {
      result = await runMixedWorkload({ base: server.base, users: 20, durationMs: 8_000, adminEmail });
    } finally {
      server.child.kill('SIGTERM');
      await server.exited();
    }

    const client = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), extensions: { pg_trgm } });
    try {
      const verdict = await verifyWorkload(
        result,
        async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows,
      );
      expect(verdict.problems).toEqual([]);
      expect(verdict.figures.bookings).toBeGreaterThan(10);
      expect(verdict.figures.payments).toBeGreaterThan(3);
      expect(result.byStatus['200']).toBeGreaterThan(100);
    } finally {
      await client.close();
    }
  }, 180_000);
});
