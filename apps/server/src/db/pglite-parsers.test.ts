import { PGlite, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { KEPT_AS_TEXT, withTextParsersInstalled } from './pglite-parsers.ts';

type Options = Parameters<PGlite['query']>[2];
const keepAsText = Object.fromEntries(KEPT_AS_TEXT.map((type) => [type, (value: string) => value]));
const AT = `'2026-11-22 10:00:00+06'::timestamptz`;

/** Records the options of every query `pglite` is asked for. */
function recordQueryOptions(pglite: PGlite): Options[] {
  const seen: Options[] = [];
  const query = pglite.query.bind(pglite);
  pglite.query = ((text: string, params?: unknown[], options?: Options) => {
    seen.push(options);
    return query(text, params, options);
  }) as PGlite['query'];
  return seen;
}

describe('withTextParsersInstalled', () => {
  let pglite: PGlite;
  let seen: Options[];
  let client: PGlite;

  beforeAll(async () => {
    pglite = await PGlite.create();
    seen = recordQueryOptions(pglite);
    client = withTextParsersInstalled(pglite);
  });
  afterAll(() => pglite.close());

  it("sends drizzle's parsers to PGlite once, not with every query, and the rows stay text", async () => {
    // drizzle's shape: one options object per prepared query, used for each of its calls.
    const options = { rowMode: 'array' as const, parsers: keepAsText };
    seen.length = 0;
    for (let call = 0; call < 2; call++) {
      const { rows } = await client.query<unknown[]>(
        `select ${AT}, array['2026-11-22'::date], '1 day'::interval, array[1.50]::numeric[]`,
        [],
        options,
      );
      expect(rows[0]).toEqual(['2026-11-22 04:00:00+00', '{2026-11-22}', '1 day', '{1.50}']);
    }
    expect(seen).toEqual([{ rowMode: 'array' }, { rowMode: 'array' }]);
  });

  it('passes any other parsers on, and reads the same types as PGlite does when not told otherwise', async () => {
    seen.length = 0;
    const asDate = { rowMode: 'array' as const, parsers: { [types.TIMESTAMPTZ]: (value: string) => new Date(value) } };
    const { rows } = await client.query<unknown[]>(`select ${AT}`, [], asDate);
    expect(rows[0]![0]).toEqual(new Date('2026-11-22T04:00:00Z'));
    const shouting = { parsers: { ...keepAsText, [types.TEXT]: (value: string) => value.toUpperCase() } };
    const { rows: loud } = await client.query<{ word: string }>(`select 'taka' as word`, [], shouting);
    expect(loud[0]!.word).toBe('TAKA');
    expect(seen).toEqual([asDate, shouting]);
    const { rows: plain } = await client.query<{ n: number; ok: boolean }>('select 2::int4 as n, true as ok');
    expect(plain[0]).toEqual({ n: 2, ok: true });
  });
});

describe('PGlite through drizzle', () => {
  let database: DatabaseHandle;
  beforeAll(async () => (database = await openDatabase({ kind: 'pglite' })));
  afterAll(() => database.close());

  it("takes every parser drizzle's driver passes off its queries", async () => {
    const pglite = await PGlite.create();
    try {
      const seen = recordQueryOptions(pglite);
      const db = drizzle({ client: withTextParsersInstalled(pglite) });
      await db.execute(sql.raw(`select ${AT} as at`));
      await db.select({ at: sql<string>`${sql.raw(AT)}` }).from(sql`(select 1) as one`);
      expect(seen).toHaveLength(2);
      for (const options of seen) expect(options).not.toHaveProperty('parsers');
    } finally {
      await pglite.close();
    }
  });

  it('reads dates and times as the text PostgreSQL writes, as drizzle asks', async () => {
    const result = (await database.db.execute(sql.raw(`select ${AT} as at, '2026-11-22'::date as day`))) as unknown as {
      rows: { at: unknown; day: unknown }[];
    };
    expect(result.rows[0]).toEqual({ at: '2026-11-22 04:00:00+00', day: '2026-11-22' });
  });
});
