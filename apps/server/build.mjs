// Bundles the server into dist/main.js (dependencies stay external) and copies the SQL migrations beside it.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist', { recursive: true, force: true });
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
await build({ ...shared, entryPoints: { main: 'src/main.ts', 'make-admin': 'src/cli/make-admin.ts' }, outdir: 'dist' });
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
