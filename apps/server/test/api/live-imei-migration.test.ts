import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { isUniqueViolation } from '../../src/lib/pg-errors.ts';
import { migrationsBefore } from '../support/migrations-before.ts';
import { databaseKinds, openTestDatabase } from '../support/test-app.ts';

/** What both drivers' `execute` answers carry. */
type QueryRows<T> = { rows: T[] };

/**
 * Migration 0021 makes one live listing per IMEI a unique index (decision 0052). A database that already
 * holds two live listings of one phone must migrate: the older keeps it, the newer waits for review.
 */
describe.each(databaseKinds)('migrating duplicate live IMEIs on %s', (kind) => {
  let database: DatabaseHandle;
  const brand = '11111111-1111-4111-8111-111111111111';

  beforeAll(async () => {
    const before = migrationsBefore('0021_review_weight_and_live_imei');
    try {
      database = await openTestDatabase(kind, { migrationsFolder: before.folder });
    } finally {
      before.remove();
    }
    await database.db.execute(sql`insert into users (id, name, email, role) values ('seller', 'Seller', 'seller@example.com', 'Seller')`);
    await database.db.execute(sql`insert into categories (id, slug, name, img) values (${brand}, 'samsung', 'Samsung', '/b.svg')`);
    const listing = (name: string, createdAt: string, imeiHash: string | null, imei2Hash: string | null, status = 'available', review = 'live') => sql`
      insert into products (product_name, image, purchase, selling, location, details, post_date, using_years, seller_id,
                            seller_name, brand_id, brand_name, imei_hash, imei2_hash, status, review_status, created_at)
      values (${name}, '/a.webp', 30000, 20000, 'Mirpur', 'Fine', '2026-01-02', 1, 'seller', 'Seller', ${brand}, 'Samsung',
              ${imeiHash}, ${imei2Hash}, ${status}, ${review}, ${createdAt})`;
    await database.db.execute(listing('older', '2026-01-01T00:00:00Z', 'hash-a', null));
    await database.db.execute(listing('newer', '2026-02-01T00:00:00Z', 'hash-a', null));
    await database.db.execute(listing('newest as second', '2026-03-01T00:00:00Z', 'hash-b', 'hash-a'));
    await database.db.execute(listing('sold twin', '2026-04-01T00:00:00Z', 'hash-a', null, 'sold'));
    await database.db.execute(listing('alone', '2026-05-01T00:00:00Z', 'hash-c', null));
    await database.db.execute(listing('second twin 1', '2026-01-05T00:00:00Z', 'hash-d', 'hash-e'));
    await database.db.execute(listing('second twin 2', '2026-01-06T00:00:00Z', 'hash-f', 'hash-e'));
    await runMigrations(database);
  });
  afterAll(() => database?.close());

  it('keeps the older listing live and sends the newer ones back to review', async () => {
    const { rows } = (await database.db.execute(
      sql`select product_name as name, review_status as review from products order by created_at`,
    )) as unknown as QueryRows<{ name: string; review: string }>;
    expect(rows).toEqual([
      { name: 'older', review: 'live' },
      { name: 'second twin 1', review: 'live' },
      { name: 'second twin 2', review: 'pending' },
      { name: 'newer', review: 'pending' },
      { name: 'newest as second', review: 'pending' },
      { name: 'sold twin', review: 'live' },
      { name: 'alone', review: 'live' },
    ]);
  });

  it('refuses a second live listing of one IMEI afterwards', async () => {
    const error = await database.db.execute(sql`update products set review_status = 'live' where product_name = 'newer'`).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(isUniqueViolation(error)).toBe(true);
  });
});
