import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DatabaseHandle, Schema } from './client.ts';

/** Where the checked-in SQL migrations are; overridable because the bundled server runs from dist/. */
export const defaultMigrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies the checked-in migrations; safe to run on every start. */
export async function runMigrations(handle: DatabaseHandle, migrationsFolder = defaultMigrationsFolder): Promise<void> {
  if (handle.kind === 'postgres') {
    await migratePg(handle.db as unknown as NodePgDatabase<Schema>, { migrationsFolder });
  } else {
    // Loaded only in PGlite mode, like PGlite itself (see client.ts).
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
  }
}
