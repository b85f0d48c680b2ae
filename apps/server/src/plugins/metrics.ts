import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { unauthenticated } from '../errors/app-error.ts';
import { httpRequestDuration, metricsRegistry, startProcessMetrics } from '../lib/metrics.ts';

export interface MetricsOptions {
  /** METRICS_TOKEN: GET /metrics answers a scraper presenting it as a bearer token; unset, there is no /metrics. */
  token: string | undefined;
}

/** Compared as digests, so that neither the length nor a prefix of the token leaks through timing. */
const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Prometheus metrics (lib/metrics.ts) at GET /metrics, for a scraper holding METRICS_TOKEN: the
 * process's event loop, GC and memory, the read caches' hits and misses, and every answer's duration
 * by route pattern. Without the setting nothing is measured per request and /metrics is not found.
 */
export default fp<MetricsOptions>(
  async (app, { token }) => {
    if (!token) return;
    startProcessMetrics();
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
