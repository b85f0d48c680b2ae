import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync, renameSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../src/db/client.ts';
import { defaultMigrationsFolder, runMigrations } from '../../src/db/migrate.ts';

/**
 * Vitest's global set-up for the server's tests (decision 0061): the migrations run once per run, into a
 * template of each kind, and every test file's database starts as a copy of it — PostgreSQL by
 * `CREATE DATABASE … TEMPLATE`, PGlite from a dump of a migrated data directory, which also skips PGlite's
 * initdb. A template is named by a hash of the migration files, so a changed migration makes a new one.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite data directory, as a tar file. */
    pgliteTemplateFile: string;
    /** The migrated PostgreSQL database to copy, when TEST_DATABASE_URL is set. */
    postgresTemplateName: string | null;
  }
}

/** A hash of every file the migrator reads: the SQL files and the journal. */
export function migrationsHash(folder = defaultMigrationsFolder): string {
  const hash = createHash('sha256');
  const files = [
    ...readdirSync(folder)
      .filter((name) => name.endsWith('.sql'))
      .sort(),
    'meta/_journal.json',
  ];
  for (const file of files) hash.update(file).update(readFileSync(join(folder, file)));
  return hash.digest('hex').slice(0, 16);
}

async function pgliteTemplate(hash: string): Promise<string> {
  const file = join(tmpdir(), `phonehaat-test-template-${hash}.tar`);
  if (existsSync(file)) return file;
  const database = await openDatabase({ kind: 'pglite' });
  await runMigrations(database);
  const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  await database.close();
  // Written aside, then renamed: a run beside this one never reads half a file.
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return file;
}

async function postgresTemplate(adminUrl: string, hash: string): Promise<string> {
  const name = `phonehaat_template_${hash}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // Two runs side by side (two worktrees) must not both build it, nor copy it half built.
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) {
      const building = `${name}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
      await runMigrations(database);
      await database.close();
      await admin.query(`alter database ${building} rename to ${name}`);
    }
  } finally {
    await admin.end();
  }
  return name;
}

export default async function setup(project: TestProject): Promise<void> {
  const hash = migrationsHash();
  const adminUrl = process.env.TEST_DATABASE_URL;
  const [pgliteTemplateFile, postgresTemplateName] = await Promise.all([
    pgliteTemplate(hash),
    adminUrl ? postgresTemplate(adminUrl, hash) : null,
  ]);
  project.provide('pgliteTemplateFile', pgliteTemplateFile);
  project.provide('postgresTemplateName', postgresTemplateName);
}
