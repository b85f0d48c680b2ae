import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { openDatabase, runMigrations } from '@phonehaat/server/db';
import type { Target } from './target.ts';

/** The smallest common face of node-postgres and PGlite that the bench scripts need. */
export interface SqlClient {
  kind: 'postgres' | 'pglite';
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  close(): Promise<void>;
}

/** Creates the PostgreSQL database when it does not exist yet (the bench owns its database). */
export async function ensurePostgresDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z0-9_]+$/i.test(name)) throw new Error(`unexpected database name ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rows } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rows.length === 0) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

/** Applies the server's own migrations through the server's own code. */
export async function migrate(target: Target): Promise<void> {
  if (target.kind === 'postgres') await ensurePostgresDatabase(target.url);
  const handle = await openDatabase(
    target.kind === 'postgres' ? { kind: 'postgres', url: target.url, poolSize: 1 } : { kind: 'pglite', dataDir: target.dataDir },
  );
  try {
    await runMigrations(handle);
  } finally {
    await handle.close();
  }
}

export async function connect(target: Target): Promise<SqlClient> {
  if (target.kind === 'postgres') {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    return {
      kind: 'postgres',
      query: async <Row>(text: string, params?: unknown[]) => ({ rows: (await client.query(text, params)).rows as Row[] }),
      close: () => client.end(),
    };
  }
  const client = await PGlite.create({ dataDir: target.dataDir, extensions: { pg_trgm } });
  return {
    kind: 'pglite',
    query: async <Row>(text: string, params?: unknown[]) => ({ rows: (await client.query<Row>(text, params)).rows }),
    close: () => client.close(),
  };
}
