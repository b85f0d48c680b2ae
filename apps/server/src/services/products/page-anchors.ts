import { and, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { catalogueCache, type AnchorSet } from '../../lib/catalogue-cache.ts';

/** A sort order: its ORDER BY (written to match the partial indexes exactly, NULLS included) and its keyset. */
export interface Ordering {
  by: SQL[];
  /** The non-null column the list is sorted by before the id; absent when deep pages cannot use anchors. */
  key?: { column: PgColumn; cast: 'timestamptz' | 'int4'; direction: 'asc' | 'desc' };
}

/** Rows strictly after (key, id) in the ordering: one range condition on the ordering's index. */
export function keysetAfter(ordering: Ordering, [key, id]: [string | Placeholder, string | Placeholder]): SQL {
  const { column, cast, direction } = ordering.key!;
  const op = sql.raw(direction === 'desc' ? '<' : '>');
  return sql`(${column}, ${products.id}) ${op} (${key}::${sql.raw(cast)}, ${id}::uuid)`;
}

export interface PageStart {
  after?: [string, string];
  skip: number;
}

/**
 * Where page N starts. Offsets below one anchor spacing are read directly; deeper pages start at
 * the nearest cached anchor (the keys of every `spacing`-th row) and skip fewer than `spacing` rows,
 * so page 2,000 costs about what page 20 does. Anchors are found once per cache lifetime by one
 * index-only pass and extended on demand.
 */
export async function pageStart(
  db: Database,
  listKey: string,
  ordering: Ordering,
  where: () => SQL,
  offset: number,
): Promise<PageStart> {
  const cache = catalogueCache(db);
  const spacing = cache.anchorSpacing;
  if (cache.ttlMs <= 0 || !ordering.key || offset < spacing) return { skip: offset };
  const wanted = Math.floor(offset / spacing);
  const anchors = await anchorsUpTo(db, listKey, ordering, where, wanted);
  const usable = Math.min(wanted, anchors.keys.length);
  if (usable === 0) return { skip: offset };
  return { after: anchors.keys[usable - 1]!, skip: offset - usable * spacing };
}

async function anchorsUpTo(
  db: Database,
  listKey: string,
  ordering: Ordering,
  where: () => SQL,
  wanted: number,
): Promise<AnchorSet> {
  const cache = catalogueCache(db);
  for (;;) {
    let set = cache.anchors.get(listKey);
    if (set && set.expires <= Date.now() && set.keys.length >= wanted) {
      // Expired but deep enough: answer from it for one more lifetime while one pass rebuilds it, so
      // that an expiry never makes every deep-page request wait for the rebuild.
      if (!set.replacing && set.expires + cache.ttlMs > Date.now()) set.replacing = replace(db, listKey, ordering, where(), set);
      if (set.expires + cache.ttlMs > Date.now()) return set;
    }
    if (!set || set.expires <= Date.now()) {
      if (cache.anchors.size >= 200) cache.anchors.delete(cache.anchors.keys().next().value!);
      set = { keys: [], complete: false, expires: Date.now() + cache.ttlMs };
      cache.anchors.set(listKey, set);
    }
    if (set.keys.length >= wanted || set.complete) return set;
    if (set.pending) {
      await set.pending;
      continue;
    }
    const target = Math.max(wanted, set.keys.length * 2, 20);
    const extending = extend(db, set, ordering, where(), target, cache.anchorSpacing);
    set.pending = extending.finally(() => {
      set.pending = undefined;
    });
    await set.pending;
  }
}

/** Builds a fresh set as deep as the stale one and puts it in its place (unless the caches were cleared meanwhile). */
async function replace(db: Database, listKey: string, ordering: Ordering, where: SQL, stale: AnchorSet): Promise<void> {
  const cache = catalogueCache(db);
  const fresh: AnchorSet = { keys: [], complete: false, expires: Date.now() + cache.ttlMs };
  try {
    await extend(db, fresh, ordering, where, Math.max(stale.keys.length, 20), cache.anchorSpacing);
    if (cache.anchors.get(listKey) === stale) cache.anchors.set(listKey, fresh);
  } catch {
    // The next request past the stale set's extra lifetime builds a new set itself.
  }
}

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
