import { and, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import type { AnchorSet, ReadCache } from './read-cache.ts';

/** A sort order: its ORDER BY (written to match the partial indexes exactly, NULLS included) and its keyset. */
export interface Ordering {
  by: SQL[];
  /** The non-null column the list is sorted by before the id; absent when deep pages cannot use anchors. */
  key?: { column: PgColumn; cast: 'timestamptz' | 'int4'; direction: 'asc' | 'desc' };
}

/** Rows strictly after (key, id) in the ordering: one range condition on the ordering's index. */
export function keysetAfter(ordering: Ordering, [key, id]: [string, string]): SQL {
  const { column, cast, direction } = ordering.key!;
  const op = sql.raw(direction === 'desc' ? '<' : '>');
  return sql`(${column}, ${products.id}) ${op} (${key}::${sql.raw(cast)}, ${id}::uuid)`;
}

/** Where a page starts: after a (key, id), then skipping `skip` rows. */
export interface PageStart {
  after?: [string, string];
  skip: number;
}

/** Exact page starts kept per anchor set. */
const MAX_STARTS = 1000;

/**
 * Where page N starts (keyset pagination behind page numbers). Offsets below one anchor spacing are
 * read directly; deeper pages start at the nearest anchor (the keys of every 500th row, found by one
 * index-only pass and extended on demand), and a page between two anchors is found once by skipping
 * from the anchor before it, its exact start then kept with the anchors. So page 2,000 reads its own
 * 24 index entries, as page 1 does, instead of skipping 48,000.
 */
export async function pageStart(
  db: Database,
  cache: ReadCache,
  listKey: string,
  ordering: Ordering,
  where: () => SQL,
  offset: number,
): Promise<PageStart> {
  const spacing = cache.anchorSpacing;
  if (!cache.enabled || !ordering.key || offset < spacing) return { skip: offset };
  const wanted = Math.floor(offset / spacing);
  const anchors = await anchorsUpTo(db, cache, listKey, ordering, where, wanted);
  const usable = Math.min(wanted, anchors.keys.length);
  if (usable === 0) return { skip: offset };
  const anchor: PageStart = { after: anchors.keys[usable - 1]!, skip: offset - usable * spacing };
  if (anchor.skip === 0) return anchor;
  if (!anchors.starts.has(offset)) {
    if (anchors.starts.size >= MAX_STARTS) anchors.starts.delete(anchors.starts.keys().next().value!);
    anchors.starts.set(offset, await rowBefore(db, ordering, where(), anchor));
  }
  const after = anchors.starts.get(offset);
  return after ? { after, skip: 0 } : anchor;
}

/** The (key, id) of the row just before a page: `skip` rows after the anchor, the last of them. */
async function rowBefore(db: Database, ordering: Ordering, where: SQL, anchor: PageStart): Promise<[string, string] | undefined> {
  const orderBy = sql.join(ordering.by, sql`, `);
  const result = (await db.execute(sql`
    select ${ordering.key!.column}::text as k, ${products.id}::text as i from ${products}
    where ${and(where, keysetAfter(ordering, anchor.after!))} order by ${orderBy}
    offset ${anchor.skip - 1} limit 1`)) as unknown as { rows: { k: string; i: string }[] };
  const row = result.rows[0];
  return row ? [row.k, row.i] : undefined;
}

async function anchorsUpTo(
  db: Database,
  cache: ReadCache,
  listKey: string,
  ordering: Ordering,
  where: () => SQL,
  wanted: number,
): Promise<AnchorSet> {
  let set = cache.anchors.get(listKey);
  if (!set) {
    set = { keys: [], complete: false, starts: new Map() };
    cache.anchors.set(listKey, set);
  }
  while (set.keys.length < wanted && !set.complete) {
    if (!set.pending) {
      const target = Math.max(wanted, set.keys.length * 2, 20);
      const extending = set;
      extending.pending = extend(db, extending, ordering, where(), target, cache.anchorSpacing).finally(() => {
        extending.pending = undefined;
      });
    }
    await set.pending;
  }
  return set;
}

/** Adds anchors up to `target` with one index-only pass from the last one. */
async function extend(
  db: Database,
  set: AnchorSet,
  ordering: Ordering,
  where: SQL,
  target: number,
  spacing: number,
): Promise<void> {
  const last = set.keys.at(-1);
  const conditions = last ? and(where, keysetAfter(ordering, last))! : where;
  const rows = (target - set.keys.length) * spacing;
  const orderBy = sql.join(ordering.by, sql`, `);
  const result = (await db.execute(sql`
    select t.k, t.i from (
      select ${ordering.key!.column}::text as k, ${products.id}::text as i, row_number() over (order by ${orderBy}) as rn
      from ${products} where ${conditions} order by ${orderBy} limit ${rows}
    ) t where t.rn % ${spacing} = 0 order by t.rn`)) as unknown as { rows: { k: string; i: string }[] };
  for (const row of result.rows) set.keys.push([row.k, row.i]);
  if (result.rows.length < target - (set.keys.length - result.rows.length)) set.complete = true;
}
