import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { CatalogueRead } from '../../src/services/catalogue-read/catalogue-read.ts';
import { migrationsBefore } from '../support/migrations-before.ts';
import { databaseKinds, openTestDatabase } from '../support/test-app.ts';

/** What both drivers' `execute` answers carry. */
type QueryRows<T> = { rows: T[] };

/**
 * Migration 0006 makes the search vector again from the text as search reads it now. Listings written
 * before it (a zero-width joiner, Bangla digits, "12/256GB") must be found the new way afterwards, and
 * the two indexes that name the vector must be back as they were.
 */
describe.each(databaseKinds)('migrating listings to Bangla search on %s', (kind) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    const before = migrationsBefore('0008_bangla_search');
    try {
      database = await openTestDatabase(kind, { migrationsFolder: before.folder });
    } finally {
      before.remove();
    }
    await database.db.execute(
      sql`insert into users (id, name, email, role) values ('seller', 'Seller', 'seller@example.com', 'Seller')`,
    );
    await database.db.execute(sql`
      insert into categories (id, slug, name, img) values ('11111111-1111-4111-8111-111111111111', 'realme', 'Realme', '/b.svg')`);
    await database.db.execute(sql`
      insert into products (product_name, image, purchase, selling, location, details, post_date, using_years,
                            seller_id, seller_name, brand_id, brand_name) values
        (${'রিয়েলমি ১১ র\u200d্যাম'}, '/a.webp', 30000, 20000, 'Mirpur', 'Fine', '2026-01-02', 1,
         'seller', 'Seller', '11111111-1111-4111-8111-111111111111', 'Realme'),
        ('realme 11 Pro 12/256GB', '/b.webp', 40000, 30000, 'Khulna', 'Fine', '2026-01-03', 1,
         'seller', 'Seller', '11111111-1111-4111-8111-111111111111', 'Realme')`);
    const { rows: before0006Rows } = (await database.db.execute(
      sql`select count(*)::int as n from products where search @@ '256gb:*'::tsquery`,
    )) as unknown as QueryRows<{ n: number }>;
    const [before0006] = before0006Rows;
    expect(before0006!.n).toBe(0);
    await runMigrations(database);
  });
  afterAll(() => database?.close());

  const names = async (q: string) =>
    (await new CatalogueRead(database.db, { ttlMs: 0 }).products({ q }, null)).items.map((item) => item.productName).sort();

  it('finds the listings written before it the new way', async () => {
    expect(await names('র্যাম ১১')).toEqual(['রিয়েলমি ১১ র\u200d্যাম']);
    expect(await names('11')).toEqual(['realme 11 Pro 12/256GB', 'রিয়েলমি ১১ র\u200d্যাম']);
    expect(await names('256gb')).toEqual(['realme 11 Pro 12/256GB']);
    expect(await names('রিয়েলমি')).toEqual(['realme 11 Pro 12/256GB', 'রিয়েলমি ১১ র\u200d্যাম']);
  });

  it('has the GIN indexes, and the vector included in the indexes a list walks (migrations 0002, 0029, 0030)', async () => {
    const { rows: found } = (await database.db.execute(
      sql`select indexname, indexdef from pg_indexes where tablename = 'products' and indexdef like '%search%' order by indexname`,
    )) as unknown as QueryRows<{ indexname: string; indexdef: string }>;
    // The words with the brand, condition, size and district in one GIN index: PostgreSQL only (btree_gin).
    const filtersIndex = found.find((row) => row.indexname === 'products_listed_search_filters_idx');
    expect(filtersIndex?.indexdef).toBe(
      kind === 'postgres'
        ? 'CREATE INDEX products_listed_search_filters_idx ON public.products USING gin (brand_id, condition, storage_gb, district, search) WHERE is_listed'
        : undefined,
    );
    const indexes = found.filter((row) => row !== filtersIndex);
    expect(indexes.map((row) => row.indexname)).toEqual([
      'products_listed_brand_price_idx',
      'products_listed_newest_idx',
      'products_listed_price_idx',
      'products_search_idx',
    ]);
    for (const walked of [indexes[0]!, indexes[1]!, indexes[2]!])
      expect(walked.indexdef).toMatch(/INCLUDE \(search, .*\) WHERE is_listed/);
    expect(indexes[3]!.indexdef).toContain('USING gin (search)');
  });
});
