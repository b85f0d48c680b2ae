import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

export interface TableInfo {
  name: string;
  /** Columns that can be written: generated columns are computed again on restore. */
  columns: string[];
  primaryKey: string[];
}

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[]));

/** The application's tables in an order where every table comes after the tables it refers to. */
export async function applicationTables(db: Database): Promise<TableInfo[]> {
  const columns = rowsOf<{ table_name: string; column_name: string }>(
    await db.execute(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and is_generated = 'NEVER'
      order by table_name, ordinal_position`),
  );
  const keys = rowsOf<{ table_name: string; column_name: string }>(
    await db.execute(sql`
      select tc.table_name, kcu.column_name from information_schema.table_constraints tc
      join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
      where tc.table_schema = 'public' and tc.constraint_type = 'PRIMARY KEY'
      order by tc.table_name, kcu.ordinal_position`),
  );
  const references = rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`
      select conrelid::regclass::text as child, confrelid::regclass::text as parent from pg_constraint
      where contype = 'f' and connamespace = 'public'::regnamespace`),
  );

  const names = [...new Set(columns.map((column) => column.table_name))];
  const ordered: string[] = [];
  const visit = (name: string, path: string[]) => {
    if (ordered.includes(name) || path.includes(name)) return;
    for (const reference of references) {
      const parent = reference.parent.replaceAll('"', '');
      if (reference.child.replaceAll('"', '') === name && parent !== name) visit(parent, [...path, name]);
    }
    ordered.push(name);
  };
  names.sort().forEach((name) => visit(name, []));

  return ordered.map((name) => ({
    name,
    columns: columns.filter((column) => column.table_name === name).map((column) => column.column_name),
    primaryKey: keys.filter((key) => key.table_name === name).map((key) => key.column_name),
  }));
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
