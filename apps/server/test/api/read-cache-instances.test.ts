import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadEnv } from '../../src/config/env.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { makeCategory, makeProduct } from '../support/factories.ts';
import { createTestApp, databaseKinds, type Actor, type TestApp } from '../support/test-app.ts';

/** Redis for the signal between instances, as PostgreSQL's TEST_DATABASE_URL: CI sets it (.ci/run). */
const REDIS_URL = process.env.TEST_REDIS_URL;

/** A second server on the same database, as a second instance behind a load balancer would be. */
async function secondInstance(database: DatabaseHandle, env: Record<string, string>): Promise<FastifyInstance> {
  const app = await buildApp({
    env: loadEnv({ NODE_ENV: 'test', SEED_DEMO: 'false', LOG_LEVEL: 'silent', ...env }),
    database,
    authSecret: 'test-secret-'.padEnd(40, 'x'),
    logger: false,
  });
  await app.ready();
  return app;
}

const names = async (app: FastifyInstance) =>
  (await app.inject('/api/allProducts')).json<{ productName: string }[]>().map((p) => p.productName);

describe.each(databaseKinds)('the read cache across two instances on %s', (kind) => {
  const env = { CATALOGUE_CACHE_TTL_MS: '60000' };
  let first: TestApp;
  let admin: Actor;
  let seller: Actor;
  let apple: { id: string; name: string };

  beforeAll(async () => {
    first = await createTestApp(kind, { ...env, ...(REDIS_URL && { REDIS_URL }) });
    [admin, seller] = (await Promise.all([first.signUp('admin'), first.signUp('Seller')])) as [Actor, Actor];
    apple = await makeCategory(first.database.db, { slug: 'apple', name: 'Apple' });
    await makeProduct(first.database.db, seller, apple, { productName: 'iPhone 12' });
  });
  afterAll(() => first.close());

  const removeThroughFirst = async () => {
    const [listed] = (await first.app.inject('/api/allProducts')).json<{ _id: string }[]>();
    const removed = await first.app.inject({ method: 'DELETE', url: `/api/allProducts/${listed!._id}`, headers: admin.auth });
    expect(removed.statusCode).toBe(200);
    await makeProduct(first.database.db, seller, apple, { productName: 'iPhone 12' });
  };

  it.runIf(REDIS_URL)("clears the other instance's cache through Redis when one instance writes", async () => {
    const second = await secondInstance(first.database, { ...env, REDIS_URL: REDIS_URL! });
    try {
      expect(await names(second)).toEqual(['iPhone 12']);
      const created = await first.app.inject({
        method: 'PUT',
        url: `/api/allProducts/${(await first.app.inject('/api/allProducts')).json<{ _id: string }[]>()[0]!._id}`,
        headers: admin.auth,
      });
      expect(created.statusCode).toBe(200);
      // The signal crosses Redis asynchronously: wait for the other instance to see the change.
      await expect
        .poll(async () => (await second.inject('/api/allProducts')).json<{ ads?: string }[]>()[0]?.ads)
        .toBe('Advertised');
    } finally {
      await second.close();
    }
  });

  it('keeps its own answers within their time when no signal can reach it', async () => {
    const second = await secondInstance(first.database, env);
    try {
      const before = (await second.inject('/api/allProducts')).body;
      await removeThroughFirst();
      expect((await second.inject('/api/allProducts')).body).toBe(before);
      expect((await first.app.inject('/api/allProducts')).body).not.toBe(before);
    } finally {
      await second.close();
    }
  });
});
