import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Role } from '@phonehaat/contract';
import { buildApp, type AppOptions } from '../../src/app.ts';
import { loadEnv } from '../../src/config/env.ts';
import { openDatabase, type DatabaseHandle, type PgliteStart } from '../../src/db/client.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { users } from '../../src/db/schema/index.ts';
import { TEST_PASSWORD_HASH_COST } from './server-process.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * A throwaway PostgreSQL database per test file, dropped afterwards: a copy of the run's migrated template
 * (database-templates.ts), or empty with `empty`.
 */
export async function freshPostgres({ empty = false }: { empty?: boolean } = {}): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `phonehaat_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const template = empty ? null : inject('postgresTemplateName');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * The migrated template every PGlite of this worker starts from: 1.8 s of CPU a database instead of 5.4 s
 * for initdb and the migrations (decision 0061). PGlite's compiled WebAssembly is shared by V8 already.
 */
let pgliteTemplate: Blob | undefined;
function pgliteTemplateStart(): PgliteStart {
  pgliteTemplate ??= new Blob([readFileSync(inject('pgliteTemplateFile'))]);
  return { loadDataDir: pgliteTemplate };
}

/**
 * A migrated database of that kind, copied from the run's template; on PostgreSQL a fresh one, with
 * `poolSize` connections (20). `migrationsFolder` migrates an empty one with another folder's migrations
 * instead (an older schema).
 */
export async function openTestDatabase(
  kind: DatabaseKind,
  { poolSize = 20, migrationsFolder }: { poolSize?: number; migrationsFolder?: string } = {},
): Promise<DatabaseHandle> {
  const fromTemplate = migrationsFolder === undefined;
  if (kind === 'pglite') {
    const database = await openDatabase({ kind: 'pglite', ...(fromTemplate && { start: pgliteTemplateStart() }) });
    if (!fromTemplate) await runMigrations(database, migrationsFolder);
    return database;
  }
  const { url, drop } = await freshPostgres({ empty: !fromTemplate });
  const database = await openDatabase({ kind: 'postgres', url, poolSize });
  if (!fromTemplate) await runMigrations(database, migrationsFolder);
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

export interface Actor {
  id: string;
  name: string;
  email: string;
  role: Role;
  token: string;
  /** Headers for a protected call. */
  auth: { authorization: string };
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Signs up a new account through the real identity endpoints and returns its bearer token. */
  signUp(role?: Role, overrides?: { name?: string; email?: string; password?: string }): Promise<Actor>;
  close(): Promise<void>;
}

export const TEST_PASSWORD = 'correct-horse-7';

export async function createTestApp(
  kind: DatabaseKind,
  envOverrides: Record<string, string> = {},
  { now, orderTimers, notifications, logStream }: Pick<AppOptions, 'now' | 'orderTimers' | 'notifications' | 'logStream'> = {},
): Promise<TestApp> {
  const database = await openTestDatabase(kind);
  const env = loadEnv({
    NODE_ENV: 'test',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_MAX: '10000',
    // Cheap hashes (decision 0062), except in a production app, which refuses them.
    ...(envOverrides.NODE_ENV !== 'production' && { PASSWORD_HASH_COST: TEST_PASSWORD_HASH_COST }),
    ORDER_TIMERS: 'false',
    NOTIFICATION_DELIVERY: 'false',
    ...envOverrides,
  });
  const app = await buildApp({
    env,
    database,
    authSecret: 'test-secret-'.padEnd(40, 'x'),
    // Logs only where a test reads them (pass LOG_LEVEL too).
    logger: logStream !== undefined,
    ...(logStream && { logStream }),
    webDistDir: env.WEB_DIST_DIR,
    ...(now && { now }),
    ...(orderTimers && { orderTimers }),
    ...(notifications && { notifications }),
  });
  await app.ready();

  async function signUp(
    role: Role = 'User',
    overrides: { name?: string; email?: string; password?: string } = {},
  ): Promise<Actor> {
    const email = overrides.email ?? `${role.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`;
    const name = overrides.name ?? `${role} ${email.slice(0, 12)}`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name, email, password: overrides.password ?? TEST_PASSWORD, image: 'https://example.com/me.png' },
    });
    if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
    const token = String(response.headers['set-auth-token']);
    const { user } = response.json<{ user: { id: string } }>();
    // As if the sign-up's verification link had been followed: a seller's listings go live and payouts
    // are paid only with a verified email or phone (issue 38). Tests of the gate unset it.
    await database.db
      .update(users)
      .set({ emailVerified: true, ...(role !== 'User' && { role }) })
      .where(eq(users.id, user.id));
    return { id: user.id, name, email, role, token, auth: { authorization: `Bearer ${token}` } };
  }

  return {
    app,
    database,
    signUp,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
