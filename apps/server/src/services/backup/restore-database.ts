import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { ImageStorage } from '../images/image-storage.ts';
import { BACKUP_FORMATS, type BackupSummary } from './dump-database.ts';
import { applicationTables, quoteIdent } from './tables.ts';

export class RestoreError extends Error {
  override name = 'RestoreError';
}

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[]));

/**
 * Loads a backup into a migrated, empty database in one transaction: either every row is restored
 * or none is. Refuses a database that already holds data, so a restore never mixes two histories.
 * The backup's photos go into `photos` (local disk or a bucket); a restore that fails may leave some
 * there, harmless files named by their content. Without `photos` they are counted but not written.
 */
export async function restoreDatabase(db: Database, file: string, photos?: Pick<ImageStorage, 'put'>): Promise<BackupSummary> {
  const summary: BackupSummary = { tables: {}, photos: 0 };

  await db.transaction(async (tx) => {
    const tables = await applicationTables(tx as unknown as Database);
    for (const table of tables) {
      const [row] = rowsOf<{ present: boolean }>(await tx.execute(sql.raw(`select exists (select 1 from ${quoteIdent(table.name)}) as present`)));
      if (row?.present) throw new RestoreError(`The database is not empty (table ${table.name} has rows). Restore into a new database.`);
    }

    // Opened only now: lines read before the loop starts iterating would be lost.
    const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
    let header = false;
    for await (const line of lines) {
      if (!line.trim()) continue;
      const record = JSON.parse(line) as { format?: string; table?: string; rows?: unknown[]; photo?: string; data?: string };
      if (!header) {
        if (!BACKUP_FORMATS.includes(String(record.format)))
          throw new RestoreError(`Not a PhoneHaat backup (format ${String(record.format)})`);
        header = true;
        continue;
      }
      if (record.photo !== undefined) {
        // The storage refuses a key that is not one of ours (a path, a dot file).
        await photos?.put(record.photo, Buffer.from(record.data ?? '', 'base64'), 'image/webp');
        summary.photos += 1;
        continue;
      }
      const table = tables.find((candidate) => candidate.name === record.table);
      if (!table) throw new RestoreError(`The backup has a table this version does not know: ${String(record.table)}`);
      const columnList = table.columns.map(quoteIdent).join(', ');
      await tx.execute(
        sql`${sql.raw(`insert into ${quoteIdent(table.name)} (${columnList}) select ${columnList} from json_populate_recordset(null::${quoteIdent(table.name)}, `)}${JSON.stringify(record.rows ?? [])}${sql.raw('::json)')}`,
      );
      summary.tables[table.name] = (summary.tables[table.name] ?? 0) + (record.rows?.length ?? 0);
    }
    if (!header) throw new RestoreError('The backup file is empty');
    // Rows keep their ids: a serial column's sequence (order events, ledger entries) continues after them.
    const serials = rowsOf<{ table_name: string; column_name: string }>(
      await tx.execute(sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and column_default like 'nextval(%'`),
    );
    for (const { table_name: table, column_name: column } of serials) {
      await tx.execute(
        sql`${sql.raw(`select setval(pg_get_serial_sequence('${quoteIdent(table)}', '${column}'), coalesce((select max(${quoteIdent(column)}) from ${quoteIdent(table)}), 0) + 1, false)`)}`,
      );
    }
  });
  return summary;
}
