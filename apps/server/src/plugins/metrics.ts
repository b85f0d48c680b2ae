import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { unauthenticated } from '../errors/app-error.ts';
import type { DatabaseHandle } from '../db/client.ts';
import {
  httpRequestDuration,
  metricsRegistry,
  reportJobQueues,
  reportPool,
  startProcessMetrics,
  type QueueBacklog,
} from '../lib/metrics.ts';

export interface MetricsOptions {
  /** METRICS_TOKEN: GET /metrics answers a scraper presenting it as a bearer token; unset, there is no /metrics. */
  token: string | undefined;
  /** The primary database: its pool's use and the job queues' backlog are read at each scrape. */
  database: DatabaseHandle;
}

/**
 * Each pg-boss queue's backlog, from pg-boss's own table (pg-boss 10: `pgboss.job`, states ordered
 * created < retry < active < …): only unfinished jobs are read, through its per-queue indexes.
 */
const QUEUE_BACKLOG_SQL = `select name,
  (count(*) filter (where state < 'active' and start_after <= now()))::int as waiting,
  (count(*) filter (where state = 'active'))::int as active,
  coalesce(extract(epoch from now() - min(start_after) filter (where state < 'active' and start_after <= now())), 0)::float8 as lag
from pgboss.job where state <= 'active' group by name`;

/** Compared as digests, so that neither the length nor a prefix of the token leaks through timing. */
const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Prometheus metrics (lib/metrics.ts) at GET /metrics, for a scraper holding METRICS_TOKEN: the
 * process's event loop, GC and memory, the read caches' hits and misses, every answer's duration
 * by route pattern, the database pools' use, the job queues' backlog and the read replica's lag.
 * Without the setting nothing is measured per request and /metrics is not found.
 */
export default fp<MetricsOptions>(
  async (app, { token, database }) => {
    if (!token) return;
    startProcessMetrics();
    const stopPool = database.pool ? reportPool('primary', database.pool) : () => {};
    const stopQueues = reportJobQueues(async () => {
      const { rows } = await database.executeSql(QUEUE_BACKLOG_SQL);
      return (rows as { name: string; waiting: number; active: number; lag: number }[]).map((row): QueueBacklog => ({
        queue: row.name,
        waiting: Number(row.waiting),
        active: Number(row.active),
        oldestWaitingSeconds: Number(row.lag),
      }));
    });
    app.addHook('onClose', async () => {
      stopPool();
      stopQueues();
    });
    const expected = digest(`Bearer ${token}`);

    app.addHook('onResponse', async (request, reply) => {
      httpRequestDuration.observe(
        {
          // The pattern (/api/products/:id), never the URL: one series per route, not per product.
          route: request.routeOptions.url ?? 'unmatched',
          method: request.method,
          status: `${Math.floor(reply.statusCode / 100)}xx`,
        },
        reply.elapsedTime / 1000,
      );
    });

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
        reply.header('www-authenticate', 'Bearer');
        throw unauthenticated('GET /metrics needs the METRICS_TOKEN as a bearer token');
      }
      const text = await metricsRegistry.metrics();
      return reply.header('cache-control', 'no-store').type(metricsRegistry.contentType).send(text);
    });
  },
  { name: 'metrics' },
);
