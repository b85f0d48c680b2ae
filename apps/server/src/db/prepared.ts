import { createHash } from 'node:crypto';

/** Prepared queries kept per database; the least recently used go first past this many. */
export const MAX_KEPT = 256;
/**
 * Distinct statement names handed out per database. PostgreSQL keeps a named statement (and its
 * cached plan) on each connection until the connection closes, so the names must stay few: queries
 * past this many shapes are still built once but run unnamed.
 */
export const MAX_NAMED = 500;

interface PreparedStore {
  kept: Map<string, unknown>;
  named: Set<string>;
}

// Keyed by the database object so that two apps in one process (tests) never share statements.
const stores = new WeakMap<object, PreparedStore>();
/** Drivers that must be told which SQL text a statement name stands for (PGlite: db/pglite-statements.ts). */
const registrars = new WeakMap<object, (text: string, name: string) => void>();

export function onNamedStatement(db: object, register: (text: string, name: string) => void): void {
  registrars.set(db, register);
}

interface PreparedQuery {
  getQuery(): { sql: string };
}

/**
 * A hot query, built once per `key` with drizzle placeholders and reused. `build` receives the
 * statement name to pass to `.prepare()` ('' past MAX_NAMED: an unnamed statement). On PostgreSQL
 * each connection then parses and plans the statement once and afterwards only binds values (and
 * keeps a generic plan once PostgreSQL finds it as good as a custom one), which is most of the
 * database's work for a 24-row page. On PGlite the statement is PREPAREd in SQL
 * (db/pglite-statements.ts).
 *
 * `key` must name everything that changes the SQL text: the same key must always build the same text.
 * `named: false` keeps the statement unnamed, planned for its values on every call: for queries whose
 * best plan depends on how many rows the values select.
 */
export function prepared<T extends PreparedQuery>(
  db: object,
  key: string,
  build: (name: string) => T,
  { named = true }: { named?: boolean } = {},
): T {
  let store = stores.get(db);
  if (!store) {
    store = { kept: new Map(), named: new Set() };
    stores.set(db, store);
  }
  const hit = store.kept.get(key);
  if (hit !== undefined) {
    // Map order is insertion order: moving the entry to the end keeps the map in order of last use.
    store.kept.delete(key);
    store.kept.set(key, hit);
    return hit as T;
  }
  let name = '';
  if (named && (store.named.has(key) || store.named.size < MAX_NAMED)) {
    store.named.add(key);
    name = statementName(key);
  }
  const query = build(name);
  if (name) registrars.get(db)?.(query.getQuery().sql, name);
  if (store.kept.size >= MAX_KEPT) store.kept.delete(store.kept.keys().next().value!);
  store.kept.set(key, query);
  return query;
}

/** A short, stable statement name: the same key gets the same name on every connection. */
export function statementName(key: string): string {
  return `ph_${createHash('sha1').update(key).digest('hex').slice(0, 24)}`;
}
