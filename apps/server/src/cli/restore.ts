import { existsSync } from 'node:fs';
import path from 'node:path';
import { databaseTarget } from '../config/database-target.ts';
import { loadEnv } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { restoreDatabase } from '../services/backup/restore-database.ts';
import { configuredImageStorage } from '../services/images/configured-storage.ts';

/**
 * `npm run restore -- <file>`: loads a backup into an empty database (stop the server first on PGlite),
 * and its photos into the configured storage (DATA_DIR/uploads, or the bucket with IMAGE_STORAGE=s3).
 */
const arg = process.argv[2];
if (!arg || !existsSync(arg)) {
  console.error('Usage: npm run restore -- <backup file>   (into an empty database: a new DATA_DIR or DATABASE_URL)');
  process.exit(2);
}
const env = loadEnv();
const database = await openDatabase(databaseTarget(env));
try {
  // The new, empty database gets the tables the backup's rows go into.
  await runMigrations(database);
  const summary = await restoreDatabase(database.db, path.resolve(arg), configuredImageStorage(env).storage);
  const rows = Object.values(summary.tables).reduce((sum, count) => sum + count, 0);
  console.log(`Restored ${rows} rows into ${Object.keys(summary.tables).length} tables and ${summary.photos} photos`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
