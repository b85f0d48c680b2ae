import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadEnv } from '../../src/config/env.ts';
import { LISTING_SUMMARIES_QUEUE } from '../../src/plugins/listing-summaries.ts';
import { dealDriver } from '../support/deal.ts';
import { makeCategory, makeProduct } from '../support/factories.ts';
import { waitFor } from '../support/server-process.ts';
import { startSmtpCapture, type SmtpCapture } from '../support/smtp-capture.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Issue 41 §1 (decision 0070): a web process answers HTTP and runs no background work; a worker runs
 * it and answers only its health. Both here on one database: what the web writes, the worker delivers.
 */
// Web and worker processes share a PostgreSQL database; PGlite is one process (config/env.ts refuses the roles there).
describe.runIf(process.env.TEST_DATABASE_URL)('web and worker processes on one PostgreSQL', () => {
  const kind = 'postgres';
  let smtp: SmtpCapture;
  let web: TestApp;
  let worker: FastifyInstance;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    // The roles need DATABASE_URL set; buildApp uses the database handle it is given (the test's own database).
    const shared = { SMTP_URL: smtp.url, PUBLIC_URL: 'https://phonehaat.test', DATABASE_URL: process.env.TEST_DATABASE_URL! };
    web = await createTestApp(kind, { ...shared, PROCESS_ROLE: 'web' });
    worker = await buildApp({
      env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', PROCESS_ROLE: 'worker', ...shared }),
      database: web.database,
      authSecret: 'test-secret-'.padEnd(40, 'x'),
      logger: false,
      orderTimers: { pollingIntervalSeconds: 0.5 },
      notifications: { relayIntervalMs: 100, pollingIntervalSeconds: 0.5 },
    });
    await worker.ready();
  });
  afterAll(async () => {
    await worker?.close();
    await web?.close();
    await smtp?.close();
  });

  it('keeps the jobs off the web process and on the worker', () => {
    for (const decorator of ['jobQueue', 'orderTimers', 'notifications']) {
      expect(web.app.hasDecorator(decorator), `web ${decorator}`).toBe(false);
      expect(worker.hasDecorator(decorator), `worker ${decorator}`).toBe(true);
    }
  });

  it('answers the API on the web process, and only health on the worker', async () => {
    expect((await web.app.inject({ method: 'GET', url: '/api/allProducts' })).statusCode).toBe(200);
    for (const url of ['/api/health', '/api/health/live', '/api/health/ready']) {
      expect((await worker.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
    for (const url of ['/api/allProducts', '/api/config', '/api/docs', '/', '/products', '/uploads/x.webp', '/api/healthz']) {
      const answer = await worker.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json(), url).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await worker.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: {} })).statusCode).toBe(404);
  });

  it('delivers from the worker the notification a request to the web process wrote', async () => {
    const seller = await web.signUp('Seller');
    const product = await makeProduct(web.database.db, seller, await makeCategory(web.database.db), { productName: 'Pixel 7' });
    await dealDriver(web).book(await web.signUp(), product.id);
    const email = await smtp.waitFor((message) => message.to.includes(seller.email) && 'list-unsubscribe' in message.headers, {
      timeoutMs: 20_000,
    });
    expect(email.subject).toContain('Pixel 7');
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('a web process alone', () => {
  const kind = 'postgres';
  let web: TestApp;
  beforeAll(async () => {
    web = await createTestApp(kind, { PROCESS_ROLE: 'web', DATABASE_URL: process.env.TEST_DATABASE_URL! });
  });
  afterAll(async () => {
    await web?.close();
  });
  const count = async (query: string, values: unknown[] = []) =>
    Number(((await web.database.executeSql(query, values)).rows[0] as { n: number }).n);

  it('queues the listing summaries rebuild after a write, for a worker to run, and schedules nothing', async () => {
    const waiting = () =>
      count(`select count(*)::int as n from pgboss.job where name = $1 and state = 'created'`, [LISTING_SUMMARIES_QUEUE]);
    expect(await waiting()).toBe(0);
    web.app.catalogueChanged();
    await waitFor(async () => (await waiting()) === 1, 10_000, 'the rebuild to be queued');
    // The cron schedules (timers, digests, summaries) are a worker's.
    expect(await count('select count(*)::int as n from pgboss.schedule')).toBe(0);
  });
});
