import { eq } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationDeliveries, notifications } from '../../src/db/schema/index.ts';
import { requestIdMixin, runForRequest } from '../../src/lib/request-context.ts';
import { relayPending } from '../../src/services/notifications/relay.ts';
import { makeCategory, makeProduct, verifySellers } from '../support/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const TOKEN = 'metrics-token-for-observability-01';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const sample = (text: string, series: string) =>
  Number(
    text
      .split('\n')
      .find((line) => line.startsWith(`${series} `))
      ?.split(' ')[1],
  );

/** Issue 41 §7: liveness and readiness, request ids through logs, the outbox and jobs, and the queues' backlog. */
describe('observability', () => {
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    t = await createTestApp(
      'pglite',
      { METRICS_TOKEN: TOKEN, LOG_LEVEL: 'info' },
      { logStream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } },
    );
  });
  afterAll(() => t.close());

  it('adds no tracing without OTEL_EXPORTER_OTLP_ENDPOINT (tracing.test.ts has it)', () => {
    expect(t.app.hasRequestDecorator('traceSpan')).toBe(false);
  });

  it('answers liveness always and readiness only while it may take traffic', async () => {
    expect((await t.app.inject('/api/health/live')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'up' });

    t.app.lifecycle.draining = true;
    try {
      expect((await t.app.inject('/api/health/ready')).statusCode).toBe(503);
      expect((await t.app.inject('/api/health/live')).statusCode).toBe(200);
    } finally {
      t.app.lifecycle.draining = false;
    }
  });

  it('takes a sane X-Request-Id, replaces any other, and echoes it', async () => {
    const kept = await t.app.inject({ url: '/api/health/live', headers: { 'x-request-id': 'edge-4f2a:7.b_c' } });
    expect(kept.headers['x-request-id']).toBe('edge-4f2a:7.b_c');
    for (const bad of ['a'.repeat(129), 'two words', 'semi;colon', '<script>']) {
      const replaced = await t.app.inject({ url: '/api/health/live', headers: { 'x-request-id': bad } });
      expect(replaced.headers['x-request-id']).toMatch(UUID);
    }
    expect((await t.app.inject('/api/health/live')).headers['x-request-id']).toMatch(UUID);
  });

  it("names the request in its log lines, and in lines the app's logger writes while it runs", async () => {
    await t.app.inject({ url: '/api/health/live', headers: { 'x-request-id': 'log-line-check-1' } });
    const ofRequest = lines.filter((line) => line.reqId === 'log-line-check-1');
    expect(ofRequest.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);

    const written: object[] = [];
    const logger = { bindings: () => ({}) };
    runForRequest('deep-in-a-service', () => written.push(requestIdMixin({}, 30, logger)));
    written.push(requestIdMixin({}, 30, logger));
    // The request's own logger has it bound already: not repeated.
    runForRequest('bound', () => written.push(requestIdMixin({}, 30, { bindings: () => ({ reqId: 'bound' }) })));
    expect(written).toEqual([{ reqId: 'deep-in-a-service' }, {}, {}]);
  });

  it("carries a write's request id into its outbox rows and their delivery jobs", async () => {
    const seller = await t.signUp('Seller');
    await verifySellers(t.database.db, seller);
    const product = await makeProduct(t.database.db, seller, await makeCategory(t.database.db));
    const buyer = await t.signUp();
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/bookingProduct',
      headers: { ...buyer.auth, 'x-request-id': 'booking-req-42' },
      payload: { productId: product.id, pickUpLocation: 'Mirpur 10, Dhaka', phone: '01711111111' },
    });
    expect(booked.statusCode, booked.body).toBe(201);

    const rows = await t.database.db
      .select({ requestId: notificationDeliveries.requestId })
      .from(notificationDeliveries)
      .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
      .where(eq(notifications.userId, seller.id));
    expect(rows.length).toBeGreaterThan(0);
    // Read after the body was parsed and inside the use case's transaction: the context came along.
    expect(rows.map((row) => row.requestId)).toEqual(rows.map(() => 'booking-req-42'));

    const queued: { data: unknown }[] = [];
    const boss = { insert: async (jobs: { data: unknown }[]) => void queued.push(...jobs) } as unknown as PgBoss;
    expect(await relayPending(t.database.db, boss)).toBeGreaterThan(0);
    expect(queued).toContainEqual(expect.objectContaining({ data: expect.objectContaining({ requestId: 'booking-req-42' }) }));
  });

  it("shows each job queue's waiting jobs and how long the oldest has waited", async () => {
    const boss = new PgBoss({
      db: { executeSql: (text, values) => t.database.executeSql(text, values) },
      supervise: false,
      schedule: false,
    });
    await boss.start();
    try {
      await boss.createQueue('observability-check');
      await boss.send('observability-check', { n: 1 });
      await boss.send('observability-check', { n: 2 });
      const text = (await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
      expect(sample(text, 'phonehaat_job_queue_waiting{queue="observability-check"}')).toBe(2);
      expect(sample(text, 'phonehaat_job_queue_active{queue="observability-check"}')).toBe(0);
      const lag = sample(text, 'phonehaat_job_queue_lag_seconds{queue="observability-check"}');
      expect(lag).toBeGreaterThanOrEqual(0);
      expect(lag).toBeLessThan(60);
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  });
});
