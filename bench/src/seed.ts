// npm run bench:seed -- --products 1000000 [--orders 100000] [--pglite-dir DIR] [--reset]
// Fills a database with N realistic listings, sellers, a buyer with 50 bookings and bench sessions;
// with --orders, then that many orders of the deal (seed-orders.ts).
import { randomUUID } from 'node:crypto';
import { hashPassword } from '@phonehaat/server/auth';
import { intArg, parseArgs } from './args.ts';
import { benchIdentity } from './bench-identity.ts';
import {
  BANGLA_LISTING_EVERY,
  brands,
  firstNames,
  generateDeviceFacts,
  generateProduct,
  inBangla,
  lastNames,
  locations,
  pick,
  prng,
} from './catalogue-data.ts';
import { seedOrders } from './seed-orders.ts';
import { connect, migrate, type SqlClient } from './sql-client.ts';
import { targetFrom, type Target } from './target.ts';

const YEAR_MS = 365 * 24 * 3600 * 1000;

export interface SeedOptions {
  products: number;
  bookings?: number;
  /** Orders of the deal added after the catalogue (seed-orders.ts); none by default. */
  orders?: number;
  reset?: boolean;
  log?: (line: string) => void;
}

export async function seed(target: Target, options: SeedOptions): Promise<void> {
  const log = options.log ?? ((line: string) => console.log(line));
  const started = performance.now();
  await migrate(target);
  const client = await connect(target);
  try {
    await prepare(client, options.reset ?? false);
    const brandIds = await seedCategories(client);
    const sellers = await seedPeople(client, Math.max(5, Math.ceil(options.products / 500)));
    log(`people ready (${sellers.length} sellers) in ${elapsed(started)}`);

    const indexes = await dropProductIndexes(client);
    const insertStarted = performance.now();
    await insertProducts(client, options.products, brandIds, sellers, (done) =>
      log(`  products: ${done.toLocaleString('en')} / ${options.products.toLocaleString('en')} (${elapsed(insertStarted)})`),
    );
    log(`products inserted in ${elapsed(insertStarted)}; rebuilding ${indexes.length} indexes…`);
    const indexStarted = performance.now();
    for (const definition of indexes) await client.query(definition);
    log(`indexes rebuilt in ${elapsed(indexStarted)}`);

    await seedBookings(client, options.bookings ?? 50);
    // Index-only scans need the visibility map; the planner needs statistics.
    await client.query('vacuum analyze');
    log(`seeded ${options.products.toLocaleString('en')} products on ${target.kind} in ${elapsed(started)}`);
  } finally {
    await client.close();
  }
  if (options.orders) await seedOrders(target, { orders: options.orders, log });
}

const elapsed = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function prepare(client: SqlClient, reset: boolean): Promise<void> {
  if (client.kind === 'postgres') {
    await client.query('set synchronous_commit = off');
    await client.query(`set maintenance_work_mem = '512MB'`);
  }
  if (reset) {
    await client.query(
      'truncate reviews, handover_attempts, ledger_entries, payouts, order_events, payment_intents, payments, bookings, products, categories, sessions, accounts, verifications, users cascade',
    );
    return;
  }
  const { rows } = await client.query<{ n: number }>('select count(*)::int as n from (select 1 from products limit 1) p');
  if ((rows[0]?.n ?? 0) > 0)
    throw new Error('the database already has products: pass --reset to wipe it first (it deletes every row)');
}

async function seedCategories(client: SqlClient): Promise<string[]> {
  for (const [position, brand] of brands.entries()) {
    await client.query(
      'insert into categories (slug, name, img, position) values ($1, $2, $3, $4) on conflict (slug) do nothing',
      [brand.slug, brand.name, brand.img, position],
    );
  }
  const { rows } = await client.query<{ id: string; slug: string }>('select id, slug from categories');
  return brands.map((brand) => rows.find((row) => row.slug === brand.slug)!.id);
}

interface Seller {
  id: string;
  name: string;
}

async function seedPeople(client: SqlClient, sellerCount: number): Promise<Seller[]> {
  const random = prng(7);
  const passwordHash = await hashPassword(benchIdentity.password);
  const sellers: Seller[] = Array.from({ length: sellerCount }, (_, i) => ({
    id: `bench-seller-${i}`,
    name: `${pick(random, firstNames)} ${pick(random, lastNames)}`,
  }));
  const people = [
    ...sellers.map((seller, i) => ({
      ...seller,
      email: `seller${i}@bench.phonehaat.test`,
      role: 'Seller',
      verify: random() < 0.6,
    })),
    { id: 'bench-buyer', name: 'Sadia Islam', email: benchIdentity.buyerEmail, role: 'User', verify: false },
    { id: 'bench-admin', name: 'Tanvir Ahmed', email: benchIdentity.adminEmail, role: 'admin', verify: false },
  ];
  for (let start = 0; start < people.length; start += 2000) {
    const batch = people.slice(start, start + 2000);
    await client.query(
      `insert into users (id, name, email, email_verified, role, verify, registered_at)
       select id, name, email, true, role, verify, now()
       from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::boolean[]) as u(id, name, email, role, verify)`,
      [
        batch.map((p) => p.id),
        batch.map((p) => p.name),
        batch.map((p) => p.email),
        batch.map((p) => p.role),
        batch.map((p) => p.verify),
      ],
    );
    await client.query(
      `insert into accounts (id, account_id, provider_id, user_id, password)
       select gen_random_uuid()::text, id, 'credential', id, $2 from unnest($1::text[]) as u(id)`,
      [batch.map((p) => p.id), passwordHash],
    );
  }
  const expires = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString();
  await client.query(
    `insert into sessions (id, token, user_id, expires_at) values ($1, $2, 'bench-buyer', $5), ($3, $4, 'bench-admin', $5)`,
    [randomUUID(), benchIdentity.buyerToken, randomUUID(), benchIdentity.adminToken, expires],
  );
  return sellers;
}

/** Secondary indexes are rebuilt after the load: one sorted build beats a million index inserts. */
async function dropProductIndexes(client: SqlClient): Promise<string[]> {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `select i.indexname as name, i.indexdef as definition from pg_indexes i
     where i.tablename = 'products' and i.schemaname = current_schema()
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
  );
  for (const row of rows) await client.query(`drop index "${row.name}"`);
  return rows.map((row) => row.definition);
}

async function insertProducts(
  client: SqlClient,
  total: number,
  brandIds: string[],
  sellers: Seller[],
  progress: (done: number) => void,
): Promise<void> {
  const random = prng(42);
  const deviceRandom = prng(4242);
  const batchSize = client.kind === 'postgres' ? 10_000 : 2_000;
  const now = Date.now();
  let lastReport = 0;
  for (let start = 0; start < total; start += batchSize) {
    const size = Math.min(batchSize, total - start);
    const columns: unknown[][] = Array.from({ length: 27 }, () => []);
    for (let i = 0; i < size; i += 1) {
      const item = generateProduct(random);
      const facts = generateDeviceFacts(deviceRandom);
      const seller = sellers[Math.floor(random() * sellers.length)]!;
      const createdAt = new Date(now - random() * 3 * YEAR_MS);
      const fate = random();
      const sold = fate < 0.04;
      const deleted = fate >= 0.04 && fate < 0.05;
      const advertised = !sold && !deleted && random() < 0.01;
      // Chosen by position, not by the PRNG, so every other listing is as it was before Bangla ones.
      const productName = (start + i) % BANGLA_LISTING_EVERY === 0 ? inBangla(item.productName) : item.productName;
      const values = [
        productName,
        item.image,
        item.purchase,
        item.selling,
        item.location,
        item.details,
        createdAt.toISOString().slice(0, 10),
        item.usingYears,
        seller.id,
        seller.name,
        brandIds[item.brandIndex],
        brands[item.brandIndex]!.name,
        advertised ? 'Advertised' : null,
        advertised ? new Date(createdAt.getTime() + random() * (now - createdAt.getTime())).toISOString() : null,
        sold ? 'sold' : 'available',
        sold ? new Date(now - random() * (now - createdAt.getTime())).toISOString() : null,
        createdAt.toISOString(),
        createdAt.toISOString(),
        deleted ? new Date(now).toISOString() : null,
        item.model,
        item.storageGb,
        facts.condition,
        facts.batteryHealth,
        facts.variant,
        facts.division,
        facts.district,
        facts.district,
      ];
      values.forEach((value, column) => columns[column]!.push(value));
    }
    await client.query(
      `insert into products (product_name, image, purchase, selling, location, details, post_date, using_years, seller_id, seller_name,
         brand_id, brand_name, ads_label, advertised_at, status, sold_at, created_at, updated_at, deleted_at,
         model, storage_gb, condition, battery_health, variant, division, district, area)
       select * from unnest($1::text[], $2::text[], $3::int[], $4::int[], $5::text[], $6::text[], $7::date[], $8::int[], $9::text[], $10::text[],
         $11::uuid[], $12::text[], $13::text[], $14::timestamptz[], $15::text[], $16::timestamptz[], $17::timestamptz[], $18::timestamptz[], $19::timestamptz[],
         $20::text[], $21::int[], $22::text[], $23::int[], $24::text[], $25::text[], $26::text[], $27::text[])`,
      columns,
    );
    const done = start + size;
    if (done - lastReport >= total / 10 || done === total) {
      progress(done);
      lastReport = done;
    }
  }
}

async function seedBookings(client: SqlClient, count: number): Promise<void> {
  const { rows } = await client.query<{
    id: string;
    seller_id: string;
    product_name: string;
    image: string;
    selling: number;
    location: string;
  }>(
    `select id, seller_id, product_name, image, selling, location from products where is_listed order by created_at desc, id desc limit $1 offset 100`,
    [count],
  );
  const random = prng(99);
  for (const [i, row] of rows.entries()) {
    await client.query(
      `insert into bookings (product_id, buyer_id, buyer_name, email, price, product_name, product_image, seller_location, pick_up_location, phone, created_at, seller_id)
       values ($1, 'bench-buyer', 'Sadia Islam', $2, $3, $4, $5, $6, $7, $8, now() - make_interval(hours => $9), $10)`,
      [
        row.id,
        benchIdentity.buyerEmail,
        row.selling,
        row.product_name,
        row.image,
        row.location,
        pick(random, locations),
        `01${7 + (i % 3)}${String(10_000_000 + i).slice(1)}`,
        i,
        row.seller_id,
      ],
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = parseArgs();
  seed(targetFrom(args), {
    products: intArg(args, 'products', 10_000),
    bookings: intArg(args, 'bookings', 50),
    orders: intArg(args, 'orders', 0),
    reset: args.has('reset'),
  }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
