import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite sends every query through the unnamed statement: parsed, analysed and planned again on each
 * call, which is most of its time for a hot query (a listing page: 3.4 ms a call, 0.9 ms of it planning
 * and executing). It has no API for named statements, and its EXECUTE cannot take protocol parameters,
 * so the statements registered here are PREPAREd once in SQL and then run as `EXECUTE name(literals)`:
 * 1.5 ms a call. PostgreSQL itself gets named statements from node-postgres (db/prepared.ts).
 */
export interface PreparedPglite {
  /** The client to hand to drizzle: PGlite, with registered statements run as EXECUTE. */
  client: PGlite;
  /** Runs `text` as the prepared statement `name` from now on. */
  register(text: string, name: string): void;
}

type Query = PGlite['query'];

/** `pglite` with its `query` replaced by `query`; everything else is PGlite's own. */
export function withQuery(pglite: PGlite, query: Query): PGlite {
  return new Proxy(pglite, {
    get(target, property) {
      if (property === 'query') return query;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** A parameter as an SQL literal, for EXECUTE's argument list (typed by the prepared statement). */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  const text = value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : JSON.stringify(value);
  // With standard_conforming_strings on (checked before any statement is used), a quote is the only
  // character with a meaning inside '…'. PostgreSQL text cannot hold NUL at all.
  if (text.includes('\0')) throw new Error('a parameter holds a NUL character');
  return `'${text.replaceAll("'", "''")}'`;
}

export function withPreparedStatements(pglite: PGlite): PreparedPglite {
  const names = new Map<string, string>();
  const ready = new Map<string, Promise<boolean>>();
  let literalsAreSafe: Promise<boolean> | undefined;
  const query = pglite.query.bind(pglite) as Query;

  const prepare = (text: string, name: string): Promise<boolean> => {
    let done = ready.get(name);
    if (!done) {
      literalsAreSafe ??= query<{ standard_conforming_strings: string }>('show standard_conforming_strings').then(
        (result) => result.rows[0]?.standard_conforming_strings === 'on',
      );
      done = literalsAreSafe.then(async (safe) => {
        if (!safe) return false;
        await pglite.exec(`prepare ${name} as ${text}`);
        return true;
      });
      // A statement PGlite will not prepare keeps running as a plain query.
      done = done.catch(() => false);
      ready.set(name, done);
    }
    return done;
  };

  const preparedQuery = (async (text: string, params?: unknown[], options?: Parameters<Query>[2]) => {
    const name = names.get(text);
    if (name && (await prepare(text, name))) {
      const args = (params ?? []).map(sqlLiteral);
      return query(`execute ${name}${args.length > 0 ? `(${args.join(', ')})` : ''}`, [], options);
    }
    return query(text, params, options);
  }) as Query;

  return {
    client: withQuery(pglite, preparedQuery),
    register(text, name) {
      if (/^[a-z_][a-z0-9_]*$/i.test(name)) names.set(text, name);
    },
  };
}
