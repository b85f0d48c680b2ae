import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { usesDemoMailbox } from './config/mail-settings.ts';
import { buildApp } from './app.ts';
import { resolveAuthSecret } from './config/auth-secret.ts';
import { startupWarnings } from './config/startup-warnings.ts';
import type { Env } from './config/env.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
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

export function databaseTarget(env: Env) {
  return env.DATABASE_URL
    ? ({ kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE } as const)
    : ({ kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'pglite') } as const);
}

export interface StartedServer {
  app: FastifyInstance;
  database: DatabaseHandle;
}

/** Opens the database, migrates, seeds when asked, and builds the app (not yet listening). */
export async function prepareServer(env: Env): Promise<StartedServer> {
  const database = await openDatabase(databaseTarget(env));
  try {
    await runMigrations(database, migrationsFolder());
    const app = await buildApp({
      env,
      database,
      authSecret: resolveAuthSecret(env),
      webDistDir: env.WEB_DIST_DIR ?? defaultWebDist(),
    });
    for (const warning of startupWarnings(env)) app.log.warn(warning);
    if (env.SEED_DEMO) {
      const seeded = await seedDemo(database.db, app.imeiVault);
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

function printDemoAccounts(accounts: { email: string; role: string; verified: boolean }[], password: string): void {
  const lines = accounts.map(
    (account) => `  ${account.role.padEnd(7)} ${account.email}${account.verified ? ' (verified seller)' : ''}`,
  );
  process.stdout.write(`\nPhoneHaat demo accounts (password: ${password}):\n${lines.join('\n')}\n\n`);
}
