import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadEnv } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { databaseTarget } from '../server.ts';
import { restoreDatabase } from '../services/backup/restore-database.ts';

/** `npm run restore -- <file>`: loads a backup into an empty database (stop the server first on PGlite). */
const arg = process.argv[2];
if (!arg || !existsSync(arg)) {
  console.error('Usage: npm run restore -- <backup file>   (into an empty database: a new DATA_DIR or DATABASE_URL)');
  process.exit(2);
}
const env = loadEnv();
const database = await openDatabase(databaseTarget(env));
try {
  await runMigrations(database);
  const summary = await restoreDatabase(database.db, path.resolve(arg));
  const rows = Object.values(summary.tables).reduce((sum, count) => sum + count, 0);
  console.log(`Restored ${rows} rows into ${Object.keys(summary.tables).length} tables`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
