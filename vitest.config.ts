import { defineConfig } from 'vitest/config';
import { webProjects } from './apps/web/vitest.projects.ts';

export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker (cores − 1), which ran the 130 files one after
    // another with the cores half idle: the server's files mostly wait on PostgreSQL, child processes and
    // sockets. Three workers keep both cores busy (each file has its own databases, so they do not meet).
    maxWorkers: 3,
    projects: [
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          // Files share their worker's module graph instead of importing the whole server (Fastify, Better
          // Auth, Drizzle, PGlite's WebAssembly) again each: a sample of six files took 53 s of CPU instead
          // of 89 s (import 9 s instead of 55 s). Server modules keep no state of their own (STYLE 13:
          // caches live in plugins), and each file builds its own app and databases.
          isolate: false,
          // The migrations run once per run into a template each test file's database copies (decision 0061).
          globalSetup: ['test/support/database-templates.ts', 'test/support/server-bundle.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...webProjects,
    ],
  },
});
