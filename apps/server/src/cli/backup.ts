import path from 'node:path';
import { loadEnv } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { databaseTarget } from '../server.ts';
import { dumpDatabase } from '../services/backup/dump-database.ts';

/** `npm run backup -- [file]`: a consistent, portable copy of every table (gzipped JSON lines). */
const file = path.resolve(process.argv[2] ?? `phonehaat-backup-${new Date().toISOString().replaceAll(':', '-')}.jsonl.gz`);
const env = loadEnv();
const database = await openDatabase(databaseTarget(env));
try {
  await runMigrations(database);
  const summary = await dumpDatabase(database.db, file);
  const rows = Object.values(summary.tables).reduce((sum, count) => sum + count, 0);
  console.log(`Backed up ${rows} rows from ${Object.keys(summary.tables).length} tables to ${file}`);
} finally {
  await database.close();
}
