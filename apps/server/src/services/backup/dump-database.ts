import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { applicationTables, quoteIdent } from './tables.ts';

export const BACKUP_FORMAT = 'phonehaat-backup/1';
const BATCH_ROWS = 2_000;

export interface BackupSummary {
  tables: Record<string, number>;
}

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[]));

/**
 * Writes every application table to a gzipped JSON-lines file: a header line, then batches of rows
 * in primary-key order. The same file restores into PGlite or PostgreSQL.
 */
export async function dumpDatabase(db: Database, file: string): Promise<BackupSummary> {
  const gzip = createGzip();
  const out = createWriteStream(file, { mode: 0o600 });
  gzip.pipe(out);
  const write = async (line: unknown) => {
    if (!gzip.write(`${JSON.stringify(line)}\n`)) await once(gzip, 'drain');
  };

  const summary: BackupSummary = { tables: {} };
  // One snapshot for the whole dump, so rows written meanwhile cannot leave it inconsistent.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    const tables = await applicationTables(tx as unknown as Database);
    await write({ format: BACKUP_FORMAT, createdAt: new Date().toISOString(), tables: tables.map((table) => table.name) });
    for (const table of tables) {
      const columnList = table.columns.map(quoteIdent).join(', ');
      const order = (table.primaryKey.length ? table.primaryKey : table.columns).map(quoteIdent).join(', ');
      let count = 0;
      for (let offset = 0; ; offset += BATCH_ROWS) {
        const result = await tx.execute(
          sql.raw(
            `select coalesce(json_agg(t), '[]'::json) as rows from (select ${columnList} from ${quoteIdent(table.name)} order by ${order} limit ${BATCH_ROWS} offset ${offset}) t`,
          ),
        );
        const [{ rows }] = rowsOf<{ rows: unknown[] | string }>(result) as [{ rows: unknown[] | string }];
        const batch = typeof rows === 'string' ? (JSON.parse(rows) as unknown[]) : rows;
        if (batch.length === 0) break;
        await write({ table: table.name, rows: batch });
        count += batch.length;
        if (batch.length < BATCH_ROWS) break;
      }
      summary.tables[table.name] = count;
    }
  });
  gzip.end();
  await once(out, 'finish');
  return summary;
}
