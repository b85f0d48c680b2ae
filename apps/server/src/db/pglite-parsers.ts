import type { PGlite } from '@electric-sql/pglite';
import { withQuery } from './pglite-statements.ts';

type Query = PGlite['query'];
type QueryOptions = NonNullable<Parameters<Query>[2]>;

/**
 * The types drizzle's PGlite driver reads as PostgreSQL's own text (drizzle-orm/pglite/session.js):
 * dates, times and intervals, numeric[], and the arrays of dates and times. Type ids, not PGlite's
 * `types`: this module is loaded in PostgreSQL mode too, which does not load PGlite (client.ts).
 */
export const KEPT_AS_TEXT: readonly number[] = [
  1114, // timestamp
  1184, // timestamptz
  1186, // interval
  1082, // date
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

const asText = (value: string): string => value;
const SAMPLE = '2026-11-22 10:00:00+06';

/**
 * `pglite` reading KEPT_AS_TEXT as text for every query, instead of being told so on every query.
 *
 * drizzle passes those parsers with each query, and PGlite merges them into a copy of its whole
 * parser table (330 entries, keyed by type ids up to 16,633, one per array type of the database)
 * before reading the answer: 118 KB of garbage per query, whatever the answer's size. On a listing
 * request that was more than half of all the server allocated, and the old generation filled with
 * it under load. Here the parsers are put in PGlite's table once, after PGlite filled it with its
 * array parsers, and a query whose parsers all keep text as text goes without them: the rows are
 * the same. Any other parsers are passed on as they came.
 */
export function withTextParsersInstalled(pglite: PGlite): PGlite {
  for (const type of KEPT_AS_TEXT) pglite.parsers[type] = asText;
  const query = pglite.query.bind(pglite) as Query;
  // drizzle builds one options object per prepared query and reuses it: each is checked once.
  const withoutParsers = new WeakMap<QueryOptions, QueryOptions | null>();

  const lighter = (options: QueryOptions): QueryOptions => {
    const parsers = options.parsers;
    if (!parsers) return options;
    let lighterOptions = withoutParsers.get(options);
    if (lighterOptions === undefined) {
      const installed = Object.entries(parsers).every(
        ([type, parse]) => KEPT_AS_TEXT.includes(Number(type)) && parse(SAMPLE, Number(type)) === SAMPLE,
      );
      const { parsers: _installed, ...rest } = options;
      lighterOptions = installed ? rest : null;
      withoutParsers.set(options, lighterOptions);
    }
    return lighterOptions ?? options;
  };

  return withQuery(pglite, ((text: string, params?: unknown[], options?: QueryOptions) =>
    query(text, params, options && lighter(options))) as Query);
}
