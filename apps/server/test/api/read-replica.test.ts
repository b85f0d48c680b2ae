import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { ConfigError, loadEnv } from '../../src/config/env.ts';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { categories, products, users } from '../../src/db/schema/index.ts';
import { wroteRecently } from '../../src/plugins/read-replica.ts';
import { makeCategory, makeProduct } from '../support/factories.ts';
import { freshPostgres, TEST_PASSWORD } from '../support/test-app.ts';
import { TEST_PASSWORD_HASH_COST } from '../support/server-process.ts';

const TOKEN = 'metrics-token-for-replica-tests-0123';

/** A port nothing listens on: the replica that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function appOn(primaryUrl: string, database: DatabaseHandle, replicaUrl: string): Promise<FastifyInstance> {
  const env = loadEnv({
    NODE_ENV: 'test',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    PASSWORD_HASH_COST: TEST_PASSWORD_HASH_COST,
    ORDER_TIMERS: 'false',
    NOTIFICATION_DELIVERY: 'false',
    METRICS_TOKEN: TOKEN,
    DATABASE_URL: primaryUrl,
    DATABASE_REPLICA_URL: replicaUrl,
  });
  const app = await buildApp({ env, database, authSecret: 'test-secret-'.padEnd(40, 'x'), logger: false });
  await app.ready();
  return app;
}

const names = (body: string) => (JSON.parse(body) as { productName: string }[]).map((item) => item.productName).sort();
const sample = (text: string, series: string) =>
  Number(
    text
      .split('\n')
      .find((line) => line.startsWith(`${series} `))
      ?.split(' ')[1],
  );

/**
 * Issue 41 §4 routing, on two databases of the shared server: the "replica" is a copy, not a standby,
 * so what each answer shows proves where it was read (the streaming replica is the cluster test's).
 */
describe.runIf(process.env.TEST_DATABASE_URL)('DATABASE_REPLICA_URL', () => {
  let primary: Awaited<ReturnType<typeof freshPostgres>>;
  let copy: Awaited<ReturnType<typeof freshPostgres>>;
  let primaryDb: DatabaseHandle;
  let copyDb: DatabaseHandle;
  let app: FastifyInstance;
  let seller: { id: string; auth: { authorization: string } };
  let brandId: string;
  let sharedId: string;

  beforeAll(async () => {
    [primary, copy] = await Promise.all([freshPostgres(), freshPostgres()]);
    primaryDb = await openDatabase({ kind: 'postgres', url: primary.url, poolSize: 4 });
    copyDb = await openDatabase({ kind: 'postgres', url: copy.url, poolSize: 2 });
    app = await appOn(primary.url, primaryDb, copy.url);

    const signUp = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: {
        name: 'Replica Seller',
        email: 'replica-seller@example.com',
        password: TEST_PASSWORD,
        image: 'https://example.com/me.png',
      },
    });
    expect(signUp.statusCode).toBe(200);
    const { user } = signUp.json<{ user: { id: string } }>();
    await primaryDb.db.update(users).set({ emailVerified: true, verify: true, role: 'Seller' }).where(eq(users.id, user.id));
    seller = { id: user.id, auth: { authorization: `Bearer ${String(signUp.headers['set-auth-token'])}` } };

    // The same seller, brand and one listing on both; one more listing on each alone.
    const [sellerRow] = await primaryDb.db.select().from(users).where(eq(users.id, user.id));
    await copyDb.db.insert(users).values(sellerRow!);
    const brand = await makeCategory(primaryDb.db, { slug: 'replica-brand', name: 'ReplicaBrand' });
    await copyDb.db.insert(categories).values(brand);
    brandId = brand.id;
    const named = { id: seller.id, name: 'Replica Seller' };
    const shared = await makeProduct(primaryDb.db, named, brand, { productName: 'Shared phone' });
    await copyDb.db.insert(products).values(shared);
    sharedId = shared.id;
    await makeProduct(primaryDb.db, named, brand, { productName: 'Primary-only phone' });
    await makeProduct(copyDb.db, named, brand, { productName: 'Replica-only phone' });
  });

  afterAll(async () => {
    await app?.close();
    await primaryDb?.close();
    await copyDb?.close();
    await Promise.all([primary?.drop(), copy?.drop()]);
  });

  const list = (headers: Record<string, string> = {}) => app.inject({ url: `/api/category/${brandId}`, headers });

  it('serves public catalogue reads from the replica', async () => {
    const anonymous = await list();
    expect(anonymous.statusCode).toBe(200);
    expect(names(anonymous.body)).toEqual(['Replica-only phone', 'Shared phone']);
    // A signed-in reader who has not written reads the replica too.
    expect(names((await list(seller.auth)).body)).toEqual(['Replica-only phone', 'Shared phone']);
  });

  it("keeps the seller's own listings on the primary", async () => {
    const mine = await app.inject({ url: '/api/myProducts', headers: seller.auth });
    expect(mine.statusCode).toBe(200);
    expect(names(mine.body)).toEqual(['Primary-only phone', 'Shared phone']);
  });

  it('sends the writer to the primary after a write, and everyone else still to the replica', async () => {
    const removed = await app.inject({ method: 'DELETE', url: `/api/allProducts/${sharedId}`, headers: seller.auth });
    expect(removed.statusCode).toBe(200);
    const setCookie = String(removed.headers['set-cookie']);
    expect(setCookie).toMatch(/^ph_rw=\d+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/);
    const cookie = setCookie.split(';', 1)[0]!;

    // The writer sees the removal at once, from the primary.
    expect(names((await list({ ...seller.auth, cookie })).body)).toEqual(['Primary-only phone']);
    // Others read the replica, which has not had the write.
    expect(names((await list()).body)).toEqual(['Replica-only phone', 'Shared phone']);
    // An expired window reads the replica again.
    expect(names((await list({ ...seller.auth, cookie: `ph_rw=${Date.now() - 1}` })).body)).toEqual([
      'Replica-only phone',
      'Shared phone',
    ]);
  });

  it('sets no cookie on reads or failed writes', async () => {
    expect((await list()).headers['set-cookie']).toBeUndefined();
    const refused = await app.inject({ method: 'DELETE', url: `/api/allProducts/${sharedId}` });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['set-cookie']).toBeUndefined();
  });

  it('shows the replica and both pools in the metrics', async () => {
    await app.publicReads.checkReplica();
    const text = (await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
    expect(sample(text, 'phonehaat_replica_up')).toBe(1);
    // Not a standby: never behind.
    expect(sample(text, 'phonehaat_replica_lag_seconds')).toBe(0);
    expect(sample(text, 'phonehaat_db_pool_clients{pool="primary",state="max"}')).toBe(4);
    expect(sample(text, 'phonehaat_db_pool_clients{pool="replica",state="total"}')).toBeGreaterThan(0);
  });

  it('reads the primary when the replica is unreachable, with no error', async () => {
    const down = await appOn(primary.url, primaryDb, `postgres://postgres@127.0.0.1:${await closedPort()}/gone`);
    try {
      const answer = await down.inject({ url: `/api/category/${brandId}` });
      expect(answer.statusCode).toBe(200);
      expect(names(answer.body)).toEqual(['Primary-only phone']);
      const text = (await down.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
      expect(sample(text, 'phonehaat_replica_up')).toBe(0);
      expect(sample(text, 'phonehaat_replica_fallback_reads_total')).toBeGreaterThan(0);
    } finally {
      await down.close();
    }
  });
});

describe('the read-your-writes window', () => {
  it('believes only a time ahead and within one window', () => {
    const now = 1_000_000;
    expect(wroteRecently(undefined, now, 10_000)).toBe(false);
    expect(wroteRecently('a=1; ph_rw=1005000', now, 10_000)).toBe(true);
    expect(wroteRecently('ph_rw=999999', now, 10_000)).toBe(false);
    expect(wroteRecently('ph_rw=99999999999', now, 10_000)).toBe(false);
    expect(wroteRecently('xph_rw=1005000', now, 10_000)).toBe(false);
  });

  it('is refused with PGlite, naming the setting', () => {
    expect(() => loadEnv({ DATABASE_REPLICA_URL: 'postgres://replica/phonehaat' })).toThrow(ConfigError);
    expect(() => loadEnv({ DATABASE_REPLICA_URL: 'postgres://replica/phonehaat' })).toThrow(
      /DATABASE_REPLICA_URL: needs DATABASE_URL/,
    );
  });
});
