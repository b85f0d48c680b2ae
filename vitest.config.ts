import { defineConfig } from 'vitest/config';

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
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
