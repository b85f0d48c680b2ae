import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../src/auth/viewer.ts';
import { bookingsOfBuyer } from '../../src/services/bookings/list-bookings.ts';
import { CatalogueRead } from '../../src/services/catalogue-read/catalogue-read.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { migrationsBefore } from '../support/migrations-before.ts';
import { databaseKinds, openTestDatabase } from '../support/test-app.ts';

/**
 * Migration 0005 drops the answers the database wrote (`public_json`) and the copies kept for them (a
 * product's seller tick, a booking's product state and transaction id) from tables that may already
 * hold listings, bookings and payments. An existing database — as it was before 0003 (no copies yet)
 * or before 0005 (with them) — must come out answering every listing and booking as before: nothing
 * the copies said is lost, since each is read from where it is kept.
 */

const startingPoints = databaseKinds.flatMap((kind) =>
  ['0003_stored_answer_json', '0005_plain_read_path'].map((tag) => ({ kind, tag })),
);

describe.each(startingPoints)('migrating a database with listings, from before $tag, on $kind', ({ kind, tag }) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    const before = migrationsBefore(tag);
    try {
      database = await openTestDatabase(kind, { migrationsFolder: before.folder });
    } finally {
      before.remove();
    }
    // Rows as the older schema had them, written in plain SQL (the schema in code is the new one).
    await database.db.execute(sql`
      insert into users (id, name, email, role, verify) values
        ('verified-seller', 'Verified "Seller"', 'verified@example.com', 'Seller', true),
        ('new-seller', 'New Seller', 'new@example.com', 'Seller', false),
        ('buyer', 'Buyer', 'buyer@example.com', 'User', false)`);
    await database.db.execute(sql`
      insert into categories (id, slug, name, img) values ('11111111-1111-4111-8111-111111111111', 'brand', 'Brand', '/b.svg')`);
    await database.db.execute(sql`
      insert into products (id, product_name, image, purchase, selling, location, details, post_date, using_years,
                            seller_id, seller_name, brand_id, brand_name, ads_label, advertised_at, created_at) values
        ('22222222-2222-4222-8222-222222222222', 'Phone "A"', '/a.webp', 50000, 40000, 'Mirpur', 'Line 1\nLine 2', '2026-01-02', 1,
         'verified-seller', 'Verified "Seller"', '11111111-1111-4111-8111-111111111111', 'Brand', 'Advertised', now(),
         '2026-01-02 03:04:05.123456+00'),
        ('33333333-3333-4333-8333-333333333333', 'Phone B', '/b.webp', 30000, 20000, 'Khulna', 'Fine', '2026-02-03', 2,
         'new-seller', 'New Seller', '11111111-1111-4111-8111-111111111111', 'Brand', null, null, now()),
        ('55555555-5555-4555-8555-555555555555', 'Phone C', '/c.webp', 30000, 25000, 'Sylhet', 'Sold', '2026-02-03', 2,
         'new-seller', 'New Seller', '11111111-1111-4111-8111-111111111111', 'Brand', null, null, now())`);
    await database.db.execute(sql`update products set status = 'sold' where id = '55555555-5555-4555-8555-555555555555'`);
    await database.db.execute(sql`update products set deleted_at = now() where id = '33333333-3333-4333-8333-333333333333'`);
    await database.db.execute(sql`
      insert into bookings (id, product_id, buyer_id, buyer_name, email, price, product_name, product_image,
                            seller_location, pick_up_location, phone, created_at) values
        ('44444444-4444-4444-8444-444444444444', '22222222-2222-4222-8222-222222222222', 'buyer', 'Buyer', 'buyer@example.com',
         40000, 'Phone "A"', '/a.webp', 'Mirpur', 'Gulshan', '01700000000', '2026-03-04 05:06:07.999999+00'),
        ('66666666-6666-4666-8666-666666666666', '33333333-3333-4333-8333-333333333333', 'buyer', 'Buyer', 'buyer@example.com',
         20000, 'Phone B', '/b.webp', 'Khulna', 'Gulshan', '01700000000', now()),
        ('77777777-7777-4777-8777-777777777777', '55555555-5555-4555-8555-555555555555', 'buyer', 'Buyer', 'buyer@example.com',
         25000, 'Phone C', '/c.webp', 'Sylhet', 'Gulshan', '01700000000', now())`);
    await database.db.execute(sql`update bookings set paid = true where id = '77777777-7777-4777-8777-777777777777'`);
    await database.db.execute(sql`
      insert into payments (booking_id, product_id, buyer_id, amount, provider, transaction_id, email) values
        ('77777777-7777-4777-8777-777777777777', '55555555-5555-4555-8555-555555555555', 'buyer', 25000, 'simulated',
         'pi_"paid"', 'buyer@example.com')`);
    await runMigrations(database);
  });
  afterAll(() => database?.close());

  it("answers every product as before, with its seller's tick", async () => {
    const catalogue = new CatalogueRead(database.db, { ttlMs: 0 });
    const first = await catalogue.product('22222222-2222-4222-8222-222222222222', null);
    expect(first).toMatchObject({
      _id: '22222222-2222-4222-8222-222222222222',
      productName: 'Phone "A"',
      details: 'Line 1\nLine 2',
      postDate: '2026-01-02',
      seller: 'Verified "Seller"',
      sellerVerified: true,
      ads: 'Advertised',
      status: 'available',
      createdAt: '2026-01-02T03:04:05.123Z',
    });
    expect(first).not.toHaveProperty('email');
    expect(await catalogue.product('55555555-5555-4555-8555-555555555555', null)).toMatchObject({
      sellerVerified: false,
      status: 'sold',
    });
    await expect(catalogue.product('33333333-3333-4333-8333-333333333333', null)).rejects.toThrow('Product not found');
  });

  it("answers every booking as before, with its product's state and its payment", async () => {
    const buyer: Viewer = { id: 'buyer', name: 'Buyer', email: 'buyer@example.com', role: 'User', verify: false, image: null };
    const [paid, removed, open] = await bookingsOfBuyer(database.db, buyer, buyer.email);
    expect(open).toMatchObject({
      _id: '44444444-4444-4444-8444-444444444444',
      productName: 'Phone "A"',
      productStatus: 'available',
      paid: false,
      createdAt: '2026-03-04T05:06:07.999Z',
    });
    expect(open).not.toHaveProperty('transactionId');
    expect(removed).toMatchObject({ _id: '66666666-6666-4666-8666-666666666666', productStatus: 'removed', paid: false });
    expect(paid).toMatchObject({
      _id: '77777777-7777-4777-8777-777777777777',
      productStatus: 'sold',
      paid: true,
      transactionId: 'pi_"paid"',
    });
  });
});
