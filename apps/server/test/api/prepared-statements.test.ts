import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { sqlLiteral } from '../../src/db/pglite-statements.ts';
import { MAX_KEPT, MAX_NAMED, onNamedStatement, prepared, statementName } from '../../src/db/prepared.ts';
import { users } from '../../src/db/schema/index.ts';
import { configureCatalogueCache } from '../../src/lib/catalogue-cache.ts';
import { productJsonById } from '../../src/services/products/get-product.ts';
import { listProducts } from '../../src/services/products/list-products.ts';
import { pageItems } from '../support/product-page.ts';
import { makeCategory, makeProduct } from '../support/factories.ts';
import { databaseKinds, openTestDatabase } from '../support/test-app.ts';

const view = { allEmails: false };

/** Stands in for a drizzle prepared query: what prepared() needs of one, plus what the test reads. */
const fakeQuery = (name: string, build = 0) => ({ name, build, getQuery: () => ({ sql: `select /* ${name} */ 1` }) });

describe('prepared()', () => {
  it('builds a query once per key and names it the same way every time', () => {
    const db = {};
    let builds = 0;
    const first = prepared(db, 'one', (name) => fakeQuery(name, ++builds));
    expect(prepared(db, 'one', (name) => fakeQuery(name, ++builds))).toBe(first);
    expect(builds).toBe(1);
    expect(first.name).toBe(statementName('one'));
    expect(first.name).toMatch(/^[a-z_][a-z0-9_]*$/);
    expect(prepared(db, 'two', (name) => fakeQuery(name, ++builds)).name).not.toBe(first.name);
    // Another database object has its own queries.
    expect(prepared({}, 'one', (name) => fakeQuery(name, ++builds)).build).toBe(3);
  });

  it('forgets the least recently used query past its size, and stops naming new shapes past its limit', () => {
    const db = {};
    const built: string[] = [];
    const get = (key: string) => prepared(db, key, (name) => (built.push(key), fakeQuery(name))).name;
    get('kept');
    for (let i = 0; i < MAX_KEPT - 1; i += 1) get(`filler-${i}`);
    get('kept'); // used again: now the most recent
    get('one-more'); // evicts filler-0, not 'kept'
    built.length = 0;
    get('kept');
    get('filler-0');
    expect(built).toEqual(['filler-0']);
    // A rebuilt query keeps its name; shapes past MAX_NAMED run unnamed.
    expect(get('filler-1')).toBe(statementName('filler-1'));
    for (let i = 0; i < MAX_NAMED; i += 1) get(`shape-${i}`);
    expect(get('shape-past-the-limit')).toBe('');
    expect(get('kept')).toBe(statementName('kept'));
  });

  it('tells the driver which SQL text a name stands for, once per name', () => {
    const db = {};
    const told: [string, string][] = [];
    onNamedStatement(db, (text, name) => told.push([text, name]));
    prepared(db, 'hot', (name) => fakeQuery(name));
    prepared(db, 'hot', (name) => fakeQuery(name));
    prepared(db, 'cold', (name) => fakeQuery(name), { named: false });
    expect(told).toEqual([[`select /* ${statementName('hot')} */ 1`, statementName('hot')]]);
  });
});

describe('SQL literals for PGlite EXECUTE', () => {
  it('quotes text, doubling quotes, and writes numbers, booleans, dates and NULL as such', () => {
    expect(sqlLiteral("O'Brien \\ 'x'")).toBe("'O''Brien \\ ''x'''");
    expect(sqlLiteral(24)).toBe('24');
    expect(sqlLiteral(true)).toBe('TRUE');
    expect(sqlLiteral(null)).toBe('NULL');
    expect(sqlLiteral(new Date(Date.UTC(2026, 0, 2)))).toBe("'2026-01-02T00:00:00.000Z'");
    expect(() => sqlLiteral(Number.NaN)).toThrow();
    expect(() => sqlLiteral('a\0b')).toThrow();
  });
});

describe.each(databaseKinds)('hot queries as prepared statements on %s', (kind) => {
  let database: DatabaseHandle;
  let productId: string;

  beforeAll(async () => {
    // One connection, so that the statements it prepared can be read back from that same session.
    database = await openTestDatabase(kind, { poolSize: 1 });
    const db = database.db;
    configureCatalogueCache(db, { ttlMs: 60_000 });
    await db.insert(users).values({ id: 'seller-1', name: 'Rahim', email: 'rahim@example.com', role: 'Seller' });
    const apple = await makeCategory(db, { slug: 'apple', name: 'Apple' });
    for (let i = 0; i < 30; i += 1) {
      const row = await makeProduct(db, { id: 'seller-1', name: 'Rahim' }, apple, {
        productName: `iPhone ${i}`,
        selling: 20_000 + i * 1_000,
      });
      productId = row.id;
    }
  });
  afterAll(() => database.close());

  it('answers the same page every time from the one prepared query', async () => {
    const query = { brand: 'apple', minPrice: 25_000, maxPrice: 40_000, sort: 'price_asc' as const, limit: 4 };
    const pages = [];
    for (let i = 0; i < 8; i += 1) pages.push(await listProducts(database.db, { ...query, page: 1 + (i % 2) }, view));
    expect(pageItems(pages[0]!).map((item) => item.selling)).toEqual([25_000, 26_000, 27_000, 28_000]);
    expect(pageItems(pages[1]!).map((item) => item.selling)).toEqual([29_000, 30_000, 31_000, 32_000]);
    for (let i = 2; i < 8; i += 1) expect(pages[i]).toEqual(pages[i % 2]);
    expect(JSON.parse(await productJsonById(database.db, productId, view))).toMatchObject({ productName: 'iPhone 29' });
  });

  it('parses each hot statement once per connection and then only binds values', async () => {
    // A price range in newest order is planned for its values on every call: never prepared.
    const ranged = await listProducts(database.db, { minPrice: 21_000, maxPrice: 22_000 }, view);
    expect(pageItems(ranged).map((item) => item.selling)).toEqual([22_000, 21_000]);
    const result = (await database.db.execute(
      sql`select name, statement, generic_plans + custom_plans as runs from pg_prepared_statements where name like 'ph\_%'`,
    )) as unknown as { rows: { name: string; statement: string; runs: number | string }[] };
    const pages = result.rows.filter((row) => row.statement.includes('page_ids'));
    const firstPage = pages.find((row) => !/ offset /.test(row.statement));
    const secondPage = pages.find((row) => / offset /.test(row.statement));
    const product = result.rows.find(
      (row) => !row.statement.includes('page_ids') && /"products"\."id" = \$\d+/.test(row.statement),
    );
    // Page 1 is one statement, and every page that skips rows another: LIMIT is written in both; only
    // pages that skip have an OFFSET, a parameter (one would make page 1's generic plan look costly).
    expect(pages).toHaveLength(2);
    expect(Number(firstPage?.runs)).toBe(4);
    expect(firstPage?.statement).toMatch(/limit 4\) as page_ids/);
    expect(Number(secondPage?.runs)).toBe(4);
    expect(secondPage?.statement).toMatch(/limit 4 offset \$\d+\) as page_ids/);
    // `is_listed` is written as the bare column, so that generic plans can use the partial indexes.
    expect(firstPage?.statement).toContain('"products"."is_listed" and');
    expect(Number(product?.runs)).toBe(1);
    // The price range in newest order was never prepared: only the two pages sorted by price were.
    expect(result.rows.filter((row) => row.statement.includes('"products"."selling" >= $'))).toEqual(pages);
  });
});
