import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { ImageStorage } from '../images/image-storage.ts';
import { applicationTables, quoteIdent } from './tables.ts';

/** Version 2 adds the photos (`{ photo, data }` lines after the tables); a version 1 file restores still. */
export const BACKUP_FORMAT = 'phonehaat-backup/2';
export const BACKUP_FORMATS: readonly string[] = ['phonehaat-backup/1', BACKUP_FORMAT];
const BATCH_ROWS = 2_000;

export interface BackupSummary {
  tables: Record<string, number>;
  /** Photos written into the file (or restored from it). */
  photos: number;
}

/** The photos a backup copies: those on local disk (a bucket keeps its own versions, decision 0070). */
export interface BackupPhotos {
  keys: string[];
  storage: Pick<ImageStorage, 'read'>;
}

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[]));

/**
 * Writes every application table to a gzipped JSON-lines file: a header line, then batches of rows
 * in primary-key order, then each photo given (base64). The same file restores into PGlite or PostgreSQL.
 * Photos are copied after the rows' snapshot: a photo is stored before any row names it, and never
 * changes, so every photo the rows name is there.
 */
export async function dumpDatabase(db: Database, file: string, photos?: BackupPhotos): Promise<BackupSummary> {
  const gzip = createGzip();
  const out = createWriteStream(file, { mode: 0o600 });
  gzip.pipe(out);
  const write = async (line: unknown) => {
    if (!gzip.write(`${JSON.stringify(line)}\n`)) await once(gzip, 'drain');
  };

  const summary: BackupSummary = { tables: {}, photos: 0 };
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
  for (const key of photos?.keys ?? []) {
    // One photo in memory at a time; a photo removed since it was listed is simply not in the backup.
    const bytes = await photos!.storage.read(key);
    if (!bytes) continue;
    await write({ photo: key, data: bytes.toString('base64') });
    summary.photos += 1;
  }
  gzip.end();
  await once(out, 'finish');
  return summary;
}
