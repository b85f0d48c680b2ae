import path from 'node:path';
import type { Env } from './env.ts';

/**
 * The database the settings name: PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR. Apart from
 * server.ts so that the commands (`migrate`, `backup`, `restore`) load no more than they use.
 */
export function databaseTarget(env: Pick<Env, 'DATABASE_URL' | 'DATABASE_POOL_SIZE' | 'DATA_DIR'>) {
  return env.DATABASE_URL
    ? ({ kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE } as const)
    : ({ kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'pglite') } as const);
}
