import { databaseTarget } from '../config/database-target.ts';
import { loadEnv } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';

/**
 * `npm run migrate`: applies the migrations and exits, run once before the instances start (then
 * started with MIGRATE_ON_START=false). On PostgreSQL it waits its turn under the migrations' advisory
 * lock, so running it while an instance migrates is safe too (decision 0070).
 */
const env = loadEnv();
const database = await openDatabase(databaseTarget(env));
try {
  // The source's migrations, or the bundle's copy beside dist/migrate.js (db/migrate.ts finds either).
  await runMigrations(database);
  process.stdout.write('Migrations applied\n');
} catch (error) {
  process.stderr.write(`Migrations failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
