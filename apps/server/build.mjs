// Bundles the server into dist/main.js (dependencies stay external) and copies the SQL migrations beside it.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

// The loopback cluster (test/support/cluster.ts) builds into a folder of its own, so a run never replaces the dist/ another one is running.
const outdir = process.env.BUILD_OUT_DIR ?? 'dist';
rmSync(outdir, { recursive: true, force: true });
const shared = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  // Workspace packages ship TypeScript source: bundle them instead of leaving them external.
  alias: { '@phonehaat/contract': '../../packages/contract/src/index.ts' },
};
// Issue 41: an image without tsx runs the commands bundled too (`node dist/migrate.js` before the instances start).
const entryPoints = {
  main: 'src/main.ts',
  'make-admin': 'src/cli/make-admin.ts',
  migrate: 'src/cli/migrate.ts',
  backup: 'src/cli/backup.ts',
  restore: 'src/cli/restore.ts',
};
await build({ ...shared, entryPoints, outdir });
cpSync('src/db/migrations', `${outdir}/migrations`, { recursive: true });
