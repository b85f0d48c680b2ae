import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPeople, demoProducts } from '../../src/cli/seed/catalogue.ts';
import { openDatabase } from '../../src/db/client.ts';
import { pendingMigrations } from '../../src/db/migrate.ts';
import { bundledCommand, randomPort, spawnServer, startServer, type RunningServer } from '../support/server-process.ts';
import { freshPostgres } from '../support/test-app.ts';

const serverDir = path.resolve(import.meta.dirname, '../..');
const journal = JSON.parse(readFileSync(path.join(serverDir, 'src/db/migrations/meta/_journal.json'), 'utf8')) as {
  entries: unknown[];
};

/** `npm run migrate` as bundled (dist/migrate.js, without npm in between): its exit code and what it said. */
function runMigrateCommand(databaseUrl: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, bundledCommand('migrate'), {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

/**
 * Issue 41: "Three instances started together on an empty database: two exit on CREATE TABLE accounts".
 * Two web processes and a worker started at the same moment on an empty PostgreSQL take turns under the
 * advisory locks: the migrations are applied once, the demo seeded once, and all three become healthy.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('three processes started together on an empty database', () => {
  let database: Awaited<ReturnType<typeof freshPostgres>>;
  let client: pg.Client;
  const servers: RunningServer[] = [];
  const count = async (query: string, values: unknown[] = []) =>
    Number((await client.query<{ n: string }>(query, values)).rows[0]!.n);

  beforeAll(async () => {
    database = await freshPostgres({ empty: true });
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  });
  afterAll(async () => {
    await Promise.all(
      servers.map(async (server) => {
        server.child.kill('SIGTERM');
        await server.exited();
      }),
    );
    await client?.end();
    await database?.drop();
  });

  it('refuses to start on it with MIGRATE_ON_START=false, naming the command to run', { timeout: 60_000 }, async () => {
    const refused = spawnServer({ DATABASE_URL: database.url, PORT: String(randomPort()), MIGRATE_ON_START: 'false' });
    expect(await refused.exited()).toBe(1);
    expect(refused.output()).toContain(
      `MIGRATE_ON_START=false and the database lacks ${journal.entries.length} migration(s): run \`npm run migrate\` first`,
    );
    expect(await count(`select count(*) as n from information_schema.tables where table_schema = 'public'`)).toBe(0);
  });

  it('migrates once, seeds once, and all three answer their health', { timeout: 150_000 }, async () => {
    const roles = ['web', 'web', 'worker'];
    const started = await Promise.allSettled(
      roles.map((role) =>
        startServer({
          DATABASE_URL: database.url,
          PORT: String(randomPort()),
          PROCESS_ROLE: role,
          SEED_DEMO: 'true',
          DATABASE_POOL_SIZE: '3',
        }),
      ),
    );
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'healthy'))).toEqual(
      roles.map(() => 'healthy'),
    );

    expect(await count('select count(*) as n from drizzle.__drizzle_migrations')).toBe(journal.entries.length);
    const emails = demoPeople.map((person) => person.email);
    expect(await count('select count(*) as n from users where email = any($1)', [emails])).toBe(emails.length);
    // A second seed racing the first would have given a demo person a second password account.
    expect(
      await count(`select count(*) as n from accounts a join users u on u.id = a.user_id where u.email = any($1)`, [emails]),
    ).toBe(emails.length);
    expect(await count('select count(*) as n from products where seed_key is not null')).toBe(demoProducts.length);
    const seededBy = servers.filter((server) => server.output().includes('demo data seeded'));
    expect(seededBy).toHaveLength(1);

    // The worker answers its health, not the API; the web processes serve it.
    const [web, , worker] = servers;
    expect((await fetch(`${worker!.base}/api/allProducts`)).status).toBe(404);
    expect((await fetch(`${web!.base}/api/allProducts`)).status).toBe(200);
  });

  it('runs `migrate` again as a no-op while the instances run', { timeout: 60_000 }, async () => {
    const { code, output } = await runMigrateCommand(database.url);
    expect(code, output).toBe(0);
    expect(output).toContain('Migrations applied');
    expect(await count('select count(*) as n from drizzle.__drizzle_migrations')).toBe(journal.entries.length);
    const handle = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 1 });
    try {
      expect(await pendingMigrations(handle)).toBe(0);
    } finally {
      await handle.close();
    }
  });
});
