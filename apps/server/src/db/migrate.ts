import { fileURLToPath } from 'node:url';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { ADVISORY_LOCKS, withAdvisoryLock } from './advisory-lock.ts';
import type { DatabaseHandle, Schema } from './client.ts';

/** Where the checked-in SQL migrations are; overridable because the bundled server runs from dist/. */
export const defaultMigrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Applies the checked-in migrations not yet applied; safe to run on every start, and by several
 * processes at once on PostgreSQL: they take turns under an advisory lock, and the later ones find
 * nothing left to do (`npm run migrate`, decision 0070).
 */
export async function runMigrations(handle: DatabaseHandle, migrationsFolder = defaultMigrationsFolder): Promise<void> {
  if (handle.kind === 'postgres') {
    await withAdvisoryLock(handle, ADVISORY_LOCKS.migrations, () =>
      migratePg(handle.db as unknown as NodePgDatabase<Schema>, { migrationsFolder }),
    );
  } else {
    // Loaded only in PGlite mode, like PGlite itself (see client.ts).
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
  }
}

/**
 * How many of the checked-in migrations the database lacks (drizzle records the newest applied one's
 * time): a process started with MIGRATE_ON_START=false refuses to run on a schema older than its code.
 */
export async function pendingMigrations(handle: DatabaseHandle, migrationsFolder = defaultMigrationsFolder): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder });
  const [{ applied } = { applied: null }] = (
    await handle.executeSql(`select to_regclass('drizzle.__drizzle_migrations') is not null as applied`)
  ).rows as { applied: boolean | null }[];
  if (!applied) return migrations.length;
  const [newest] = (await handle.executeSql('select max(created_at) as at from drizzle.__drizzle_migrations')).rows as {
    at: string | number | null;
  }[];
  const appliedUpTo = Number(newest?.at ?? 0);
  return migrations.filter((migration) => migration.folderMillis > appliedUpTo).length;
}
