import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { usesDemoMailbox } from './config/mail-settings.ts';
import { buildApp } from './app.ts';
import { resolveAuthSecret } from './config/auth-secret.ts';
import { startupWarnings } from './config/startup-warnings.ts';
import { ConfigError, type Env } from './config/env.ts';
import { databaseTarget } from './config/database-target.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { pendingMigrations, runMigrations } from './db/migrate.ts';
import { ADVISORY_LOCKS, withAdvisoryLock } from './db/advisory-lock.ts';
import { seedDemo } from './cli/seed/seed-demo.ts';
import { promoteAdmins } from './services/users/promote-admin.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The bundled server runs from apps/server/dist, the source from apps/server/src: both sit beside the web app's dist. */
function defaultWebDist(): string {
  return path.resolve(here, '../../web/dist');
}

function migrationsFolder(): string | undefined {
  const bundled = path.join(here, 'migrations');
  return existsSync(bundled) ? bundled : undefined;
}

// In a module of its own so that the commands need not load the app (cli/migrate.ts).
export { databaseTarget };

export interface StartedServer {
  app: FastifyInstance;
  database: DatabaseHandle;
}

/** Opens the database, migrates (unless MIGRATE_ON_START=false), seeds when asked, and builds the app (not yet listening). */
export async function prepareServer(env: Env): Promise<StartedServer> {
  const database = await openDatabase(databaseTarget(env));
  try {
    // MIGRATE_ON_START=false when `npm run migrate` runs before the instances start (decision 0070).
    if (env.MIGRATE_ON_START) await runMigrations(database, migrationsFolder());
    else await refuseUnmigrated(database);
    const app = await buildApp({
      env,
      database,
      authSecret: resolveAuthSecret(env),
      webDistDir: env.WEB_DIST_DIR ?? defaultWebDist(),
    });
    for (const warning of startupWarnings(env)) app.log.warn(warning);
    if (env.SEED_DEMO) {
      // Instances starting together take turns: the first seeds, the others find the demo there.
      const seeded = await withAdvisoryLock(database, ADVISORY_LOCKS.demoSeed, () => seedDemo(database.db, app.imeiVault));
      if (seeded.created) {
        app.log.info(
          {
            accounts: seeded.accounts.map(
              (account) => `${account.email} (${account.role}${account.verified ? ', verified' : ''})`,
            ),
          },
          `demo data seeded; every demo account's password is "${seeded.password}"`,
        );
      }
      printDemoAccounts(seeded.accounts, seeded.password);
    }
    if (usesDemoMailbox(env, env.NODE_ENV)) {
      const base = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
      process.stdout.write(`Demo mailbox (the email and SMS the demo sends): ${new URL('/dev/mailbox', base).toString()}\n\n`);
    }
    const admins = await promoteAdmins(database.db, env.ADMIN_EMAILS);
    if (admins.length > 0) app.log.info({ admins }, 'ADMIN_EMAILS applied');
    return { app, database };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** Code newer than its schema would fail request by request: better not to start, saying what to run. */
async function refuseUnmigrated(database: DatabaseHandle): Promise<void> {
  const pending = await pendingMigrations(database, migrationsFolder());
  if (pending > 0) {
    throw new ConfigError(
      `MIGRATE_ON_START=false and the database lacks ${pending} migration(s): run \`npm run migrate\` first (decision 0070)`,
    );
  }
}

function printDemoAccounts(accounts: { email: string; role: string; verified: boolean }[], password: string): void {
  const lines = accounts.map(
    (account) => `  ${account.role.padEnd(7)} ${account.email}${account.verified ? ' (verified seller)' : ''}`,
  );
  process.stdout.write(`\nPhoneHaat demo accounts (password: ${password}):\n${lines.join('\n')}\n\n`);
}
