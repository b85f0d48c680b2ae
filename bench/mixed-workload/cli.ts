/**
 * npm run bench:mixed -- [--users 200] [--seconds 60] [--database postgres|pglite] [--port 4390]
 *
 * Starts the real server (apps/server/src/main.ts) on a throwaway database seeded with the demo
 * catalogue, runs the mixed workload, stops the server, and checks the database against what the
 * clients were told. PostgreSQL comes from TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test):
 * a new database is created there and dropped afterwards. Exits 1 when a check fails.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { verifyWorkload, type Query } from './verify.ts';
import { runMixedWorkload } from './workload.ts';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '60' },
    database: { type: 'string', default: 'postgres' },
    port: { type: 'string', default: String(4390 + Math.floor(Math.random() * 500)) },
  },
});
const root = path.resolve(import.meta.dirname, '../..');
const adminEmail = 'load-admin@phonehaat.test';
const log = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'phonehaat-mixed-'));
  const env: Record<string, string> = {
    PORT: values.port,
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${values.port}`,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    ADMIN_EMAILS: adminEmail,
    AUTH_RATE_LIMIT_MAX: '1000000',
    DATABASE_POOL_SIZE: '20',
  };
  let query: Query;
  let cleanUp: () => Promise<void>;
  if (values.database === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const name = `phonehaat_mixed_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 2 });
    pool.on('error', () => undefined);
    query = async (text, params) => (await pool.query(text, params)).rows as Record<string, unknown>[];
    cleanUp = async () => {
      await pool.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    };
  } else {
    let client: PGlite | undefined;
    query = async (text, params) => {
      client ??= await PGlite.create({ dataDir: path.join(dataDir, 'pglite') });
      return (await client.query<Record<string, unknown>>(text, params)).rows;
    };
    cleanUp = async () => {
      await client?.close();
      rmSync(dataDir, { recursive: true, force: true });
    };
  }

  log(`starting the server on ${values.database} (port ${values.port})`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'apps/server'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${values.port}`;
  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null) throw new Error('the server exited during start-up');
    if (
      await fetch(`${base}/api/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    if (tries > 900) throw new Error('the server did not become healthy in 90 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  try {
    const result = await runMixedWorkload({
      base,
      users: Number(values.users),
      durationMs: Number(values.seconds) * 1000,
      adminEmail,
      log,
    });
    child.kill('SIGTERM');
    await exited;
    const verdict = await verifyWorkload(result, query);
    log(`\n${values.users} users × ${values.seconds} s on ${values.database}`);
    log(JSON.stringify({ ...verdict.figures, byStatus: result.byStatus }, null, 2));
    if (!verdict.ok) {
      log(`FAILED:\n  ${verdict.problems.join('\n  ')}`);
      process.exitCode = 1;
    } else log('OK: zero 5xx, no lost or duplicated bookings or payments, no product sold twice');
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM');
    await cleanUp();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
