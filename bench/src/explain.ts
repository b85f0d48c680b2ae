// npm run bench:explain: EXPLAIN ANALYZE of every statement the listing, filter, search, deep-page,
// product, sitemap, bookings and (with the bench's orders) order-page and seller's-bookings services
// send, captured from the services themselves on the 1M-row database.
// Exits 1 when any plan reads products with a Seq Scan.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { ProductListQuery } from '@phonehaat/contract';
import { viewerForToken } from '@phonehaat/server/auth';
import type { Database } from '@phonehaat/server/db';
import * as schema from '@phonehaat/server/schema';
import {
  bookingsOfBuyer,
  productRowById,
  similarProductRows,
  listProducts,
  listFacets,
  getPriceGuide,
  facetCountRows,
  priceGuideRows,
  listedTotal,
  ReadCache,
  productPageCount,
  newestListing,
  productSitemapPage,
  attentionCount,
  findOrderRow,
  orderTimeline,
  HandoverCodes,
  ordersOfSeller,
} from '@phonehaat/server/services';
import { parseArgs } from './args.ts';
import { benchIdentity } from './bench-identity.ts';
import { orderBenchTokens } from './seed-orders.ts';

interface Captured {
  label: string;
  text: string;
  values: unknown[];
  /** Sent as a named (prepared) statement: PostgreSQL runs it with a generic plan once it has one. */
  named: boolean;
  /** Sent in a transaction that allowed bitmap scans only (a search through its GIN index, decision 0069). */
  bitmapOnly: boolean;
  /** Sent in a transaction that allowed index scans only (a range of a covering index, decision 0077). */
  indexOnly?: boolean;
}

export const listingCases: [string, ProductListQuery][] = [
  ['newest, page 1', {}],
  ['newest, page 2', { page: 2 }],
  ['newest, deep page 2000', { page: 2000 }],
  ['oldest, deep page 2000', { page: 2000, sort: 'oldest' }],
  ['price ascending, page 1', { sort: 'price_asc' }],
  ['price descending, deep page 2000', { page: 2000, sort: 'price_desc' }],
  ['Best Offers (ads=true)', { ads: 'true' }],
  ['not advertised (ads=false), page 50', { ads: 'false', page: 50 }],
  ['brand (slug), page 1', { brand: 'samsung' }],
  ['brand, deep page 1000', { brand: 'apple', page: 1000 }],
  ['brand + price range, by price', { brand: 'samsung', minPrice: 20000, maxPrice: 60000, sort: 'price_asc' }],
  ['price range only, newest', { minPrice: 10000, maxPrice: 30000 }],
  ['search: iphone 13 (many matches)', { q: 'iphone 13' }],
  ['search: iphone 13, page 20', { q: 'iphone 13', page: 20 }],
  ['search: pixel 6a 128 (fewer matches)', { q: 'pixel 6a 128' }],
  ['search: no match', { q: 'nokia 3310' }],
  ['search + brand + price, by price', { q: 'galaxy', brand: 'samsung', minPrice: 30000, sort: 'price_desc' }],
  // Issue 40 (decision 0069): typos read through pg_trgm, the named model first, two common words never together.
  ['search: samsng a54 (a typo, corrected; names a model)', { q: 'samsng a54' }],
  ['search: iphne 13 pro, page 3 (a typo; the model first)', { q: 'iphne 13 pro', page: 3 }],
  ['search: galaxy a54, page 400 (past the model: the other matches)', { q: 'galaxy a54', page: 400 }],
  ['search: iphone galaxy (two common words, never together)', { q: 'iphone galaxy' }],
  ['search: pixel 7 black (about 1,500: counted exactly)', { q: 'pixel 7 black' }],
  ['search: oneplus by price', { q: 'oneplus', sort: 'price_asc' }],
  // Bangla (decision 0023): a Bangla spelling of the dictionary is searched as its Latin word (every 50th
  // bench listing is written in Bangla and holds both), Bangla digits as digits, other words as they are.
  ['search: আইফোন ১৩ (Bangla, many matches)', { q: 'আইফোন ১৩' }],
  ['search: আইফোন ১৩, page 20', { q: 'আইফোন ১৩', page: 20 }],
  ['search: স্যামসাং (one Bangla word, 24 % of listings)', { q: 'স্যামসাং' }],
  ['search: পিক্সেল ৬a ১২৮ (Bangla, fewer matches)', { q: 'পিক্সেল ৬a ১২৮' }],
  ['search: গ্যালা (prefix of a Bangla word)', { q: 'গ্যালা' }],
  ['search: নকিয়া (one Bangla word, no match)', { q: 'নকিয়া' }],
  ['search: রেডমি নোট, by price', { q: 'রেডমি নোট', sort: 'price_asc' }],
  // Issue 26's place filters (decision 0035): their own partial indexes, newest first.
  ['division: dhaka', { division: 'dhaka' }],
  ['district: gazipur, by price', { district: 'gazipur', sort: 'price_asc' }],
  // Issue 26's device filters (decision 0042): condition, storage, official, battery at least N %.
  ['condition: excellent', { condition: 'excellent' }],
  ['district: dhaka + condition: good', { district: 'dhaka', condition: 'good' }],
  ['storage 256 + official + battery ≥ 90', { storageGb: 256, variant: 'official', batteryMin: 90 }],
  [
    'district: sylhet + condition: fair + battery ≥ 95, by price',
    { district: 'sylhet', condition: 'fair', batteryMin: 95, sort: 'price_asc' },
  ],
];

/** GET /products/facets: from the counts table (facet filters only), and counted live (brand, search). */
export const facetCases: [string, ProductListQuery][] = [
  ['facets: no filter (counts table)', {}],
  ['facets: district dhaka + condition good (counts table)', { district: 'dhaka', condition: 'good' }],
  ['facets: brand samsung (live, brand index)', { brand: 'samsung' }],
  ['facets: search pixel 6a + district dhaka (live, GIN index)', { q: 'pixel 6a', district: 'dhaka' }],
  ['facets: search pixel 7 black (few: counted live)', { q: 'pixel 7 black' }],
  ['facets: search galaxy + price range (many: from the sample)', { q: 'galaxy', minPrice: 20000, maxPrice: 60000 }],
];

async function main(): Promise<void> {
  const args = parseArgs();
  const url = process.env.DATABASE_URL ?? args.get('database-url') ?? 'postgres://postgres@127.0.0.1:5432/phonehaat_bench';
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  let label = '';
  const captured: Captured[] = [];
  type Query = (config: unknown, values?: unknown) => Promise<unknown>;
  /** Records what `query` sends; `bitmapOnly` tells whether its transaction allowed bitmap scans alone. */
  const capturing =
    (query: Query, bitmapOnly: () => boolean, indexOnly: () => boolean = () => false): Query =>
    (config, values) => {
      const text = typeof config === 'string' ? config : (config as { text: string }).text;
      const params = (values ?? (typeof config === 'string' ? undefined : (config as { values?: unknown[] }).values)) as
        unknown[] | undefined;
      const named = typeof config === 'object' && Boolean((config as { name?: string }).name);
      captured.push({ label, text, values: params ?? [], named, bitmapOnly: bitmapOnly(), indexOnly: indexOnly() });
      return query(config, values);
    };
  const poolQuery = pool.query.bind(pool) as Query;
  (pool as unknown as { query: Query }).query = capturing(poolQuery, () => false);
  // Transactions run on a client of their own: their statements are captured there. (pool.query
  // connects with a callback: that path is captured above and passes through.)
  const connect = pool.connect.bind(pool) as (callback?: unknown) => Promise<pg.PoolClient> | undefined;
  (pool as unknown as { connect: (callback?: unknown) => unknown }).connect = (callback?: unknown) => {
    if (callback) return connect(callback);
    return connect()!.then(wrapClient);
  };
  const wrapped = new WeakSet<pg.PoolClient>();
  const wrapClient = (client: pg.PoolClient) => {
    if (wrapped.has(client)) return client;
    wrapped.add(client);
    const clientQuery = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
    let bitmapOnly = false;
    let indexOnly = false;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (config, values, ...callback) => {
      // pool.query reuses clients with a callback: captured by the pool's own wrapper already.
      if (callback.length > 0) return clientQuery(config, values, ...callback);
      const text = typeof config === 'string' ? config : (config as { text: string }).text;
      if (/set local enable_indexscan = off/i.test(text)) bitmapOnly = true;
      if (/set local enable_bitmapscan = off/i.test(text)) indexOnly = true;
      if (/^\s*(begin|commit|rollback)/i.test(text)) bitmapOnly = indexOnly = false;
      return capturing(
        clientQuery as Query,
        () => bitmapOnly,
        () => indexOnly,
      )(config, values);
    };
    return client;
  };
  const db = drizzle(pool, { schema, casing: 'snake_case' }) as unknown as Database;
  const cache = new ReadCache({ ttlMs: 60_000 });

  for (const [name, listQuery] of listingCases) {
    label = name;
    // Twice: the first call also fills totals and anchors; the second is the steady state.
    await listProducts(db, cache, listQuery);
    label = `${name} (steady state)`;
    await listProducts(db, cache, listQuery);
  }
  for (const [name, facetQuery] of facetCases) {
    label = name;
    await listFacets(db, cache, facetQuery);
  }
  // The listing-summaries job's two rebuilds (their SELECTs; each is inserted into its table as it is).
  label = 'facet counts rebuild: listed products grouped by the facets';
  await facetCountRows(db);
  label = 'price guides rebuild: asking and sold prices by kind over 90 days';
  await db.execute(priceGuideRows(new Date()));
  label = 'price guide of one kind (GET /price-guide)';
  await getPriceGuide(db, { model: 'iPhone 13', storageGb: 128, condition: 'excellent' });

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const [product] = (
    await client.query<{ id: string }>(
      'select id from products where is_listed order by created_at desc nulls last, id desc nulls last limit 1',
    )
  ).rows;
  label = 'products/{id}';
  const productRow = await productRowById(db, product!.id);
  // Issue 26's similar phones (decision 0044): the model's and the brand's price indexes, walked both ways.
  label = 'products/{id}/similar';
  await similarProductRows(db, productRow);
  const [modelless] = (
    await client.query<{ id: string }>(
      'select id from products where is_listed and model is null order by created_at desc limit 1',
    )
  ).rows;
  if (modelless) {
    label = 'products/{id}/similar (no model: the brand alone)';
    await similarProductRows(db, await productRowById(db, modelless.id));
  }
  // Sitemaps at 10,000 URLs a page: 1,000,000 products make 128 pages; the middle one and the last.
  const sitemapPages = productPageCount(await listedTotal(db, cache), 10_000);
  for (const page of [Math.ceil(sitemapPages / 2), sitemapPages]) {
    label = `sitemap products page ${page} of ${sitemapPages}`;
    await productSitemapPage(db, page, sitemapPages);
  }
  label = 'sitemap: newest listing (lastmod of home and /products)';
  await newestListing(db);
  label = 'bookings of a buyer (with the bearer session)';
  const viewer = await viewerForToken(db, benchIdentity.buyerToken);
  if (viewer) await bookingsOfBuyer(db, viewer, viewer.email);
  await captureOrderStatements(db, client, (name) => (label = name));

  const failures: string[] = [];
  const seen = new Set<string>();
  // A named statement is explained as the generic plan PostgreSQL settles on for it (planned once
  // per connection, parameters unknown); the others as the custom plan they get on every call.
  await client.query('set plan_cache_mode = force_generic_plan');
  let prepares = 0;
  for (const statement of captured) {
    const key = statement.text + JSON.stringify(statement.values);
    if (seen.has(key) || !/^\s*(select|with)\b/i.test(statement.text)) continue;
    seen.add(key);
    let explained: string;
    if (statement.named) {
      prepares += 1;
      await client.query(`prepare explained_${prepares} as ${statement.text}`);
      // An array (the listing rows' ids) as PostgreSQL's array literal.
      const literal = (value: unknown) => (Array.isArray(value) ? `{${value.join(',')}}` : String(value));
      const args = statement.values.map((value) => (value === null ? 'null' : client.escapeLiteral(literal(value))));
      explained = `explain (analyze, buffers) execute explained_${prepares}${args.length > 0 ? `(${args.join(', ')})` : ''}`;
    } else explained = `explain (analyze, buffers) ${statement.text}`;
    if (statement.bitmapOnly) await client.query('begin; set local enable_seqscan = off; set local enable_indexscan = off');
    if (statement.indexOnly) await client.query('begin; set local enable_seqscan = off; set local enable_bitmapscan = off');
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(explained, statement.named ? [] : statement.values);
    if (statement.bitmapOnly || statement.indexOnly) await client.query('commit');
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    const time = /Execution Time: ([\d.]+) ms/.exec(plan)?.[1];
    const how = `${statement.named ? ' [prepared, generic plan]' : ''}${statement.bitmapOnly ? ' [bitmap scans only]' : ''}${statement.indexOnly ? ' [index scans only]' : ''}`;
    console.log(`\n=== ${statement.label}${how} — ${time} ms`);
    console.log(statement.text.replace(/\s+/g, ' '));
    console.log(`params: ${JSON.stringify(statement.values)}`);
    console.log(plan);
    if (/Seq Scan on products/.test(plan)) failures.push(statement.label);
  }
  await client.end();
  await pool.end();
  console.log(`\n${seen.size} statements explained.`);
  if (failures.length > 0) {
    console.error(`FAIL: a Seq Scan on products in: ${failures.join('; ')}`);
    process.exit(1);
  }
  console.log('OK: no plan scans the whole products table.');
}

/**
 * Issue 24's order page and seller's bookings list (npm run bench:orders), when the database holds the
 * bench's orders (npm run bench:seed-orders): one order with its timeline, and the busiest seller's
 * list without paging (the newest 500), its first page of 50 and the page after it.
 */
async function captureOrderStatements(db: Database, client: pg.Client, setLabel: (name: string) => void): Promise<void> {
  const { rows: busiest } = await client.query<{ seller_id: string; id: string }>(
    `select seller_id, (array_agg(id order by created_at desc, id desc))[50]::text as id
     from bookings group by seller_id order by count(*) desc limit 1`,
  );
  const { rows: sample } = await client.query<{ id: string }>(`select id from bookings order by md5(id::text) limit 1`);
  if (!busiest[0] || !sample[0]) return;
  const codes = new HandoverCodes('bench-explain');
  setLabel('order page: the order');
  await findOrderRow(db, sample[0].id);
  setLabel('order page: its timeline');
  await orderTimeline(db, sample[0].id);
  setLabel("a seller's bearer session (every call of both pages reads one)");
  const seller = await viewerForToken(db, orderBenchTokens.seller(busiest[0].seller_id));
  if (!seller) return;
  setLabel(`seller's bookings, busiest seller (${busiest[0].seller_id}), no paging: the newest 500`);
  await ordersOfSeller(db, codes, seller, new Date());
  setLabel("seller's bookings, busiest seller, first page of 50");
  await ordersOfSeller(db, codes, seller, new Date(), { limit: 50 });
  setLabel("seller's bookings, busiest seller, the page after the first 50");
  await ordersOfSeller(db, codes, seller, new Date(), { limit: 50, before: busiest[0].id });
  setLabel('attention badge of the busiest seller (GET /orders/attention)');
  await attentionCount(db, seller);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
