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

/** Exact page starts kept per anchor set; the oldest go first. */
const MAX_STARTS = 1000;

/**
 * Where page N starts. Offsets below one anchor spacing are read directly; deeper pages start at
 * the nearest cached anchor (the keys of every `spacing`-th row). Anchors are found once per cache
 * lifetime by one index-only pass and extended on demand. A page between two anchors is found once
 * by skipping from the anchor before it; its exact start is then kept with the anchors, so that
 * page 2,000 asked for again reads 24 index entries, as page 1 does.
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
  if (cache.derivedTtlMs <= 0 || !ordering.key || offset < spacing) return { skip: offset };
  const wanted = Math.floor(offset / spacing);
  const anchors = await anchorsUpTo(db, listKey, ordering, where, wanted);
  const usable = Math.min(wanted, anchors.keys.length);
  if (usable === 0) return { skip: offset };
  const anchor: PageStart = { after: anchors.keys[usable - 1]!, skip: offset - usable * spacing };
  if (anchor.skip === 0) return anchor;
  let start = anchors.starts.get(offset);
  if (!start) {
    if (anchors.starts.size >= MAX_STARTS) anchors.starts.delete(anchors.starts.keys().next().value!);
    // A failed look-up answers from the anchor (correct, only slower) and is tried again next time.
    start = rowBefore(db, ordering, where(), anchor).catch(() => {
      anchors.starts.delete(offset);
      return undefined;
    });
    anchors.starts.set(offset, start);
  }
  const after = await start;
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
      if (!set.replacing && set.expires + cache.derivedTtlMs > Date.now())
        set.replacing = replace(db, listKey, ordering, where(), set);
      if (set.expires + cache.derivedTtlMs > Date.now()) return set;
    }
    if (!set || set.expires <= Date.now()) {
      if (cache.anchors.size >= 200) cache.anchors.delete(cache.anchors.keys().next().value!);
      set = { keys: [], complete: false, expires: Date.now() + cache.derivedTtlMs, starts: new Map() };
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
  const fresh: AnchorSet = { keys: [], complete: false, expires: Date.now() + cache.derivedTtlMs, starts: new Map() };
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
