import { createHash, randomUUID } from 'node:crypto';
import etag from '@fastify/etag';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { configureCatalogueCache, invalidateCatalogue, type CachedResponse } from '../lib/catalogue-cache.ts';

export interface HttpCacheOptions {
  /** The database whose catalogue caches this process keeps. */
  db: object;
  /** Life of cached public answers, totals and anchors; 0 turns them off. */
  ttlMs: number;
  /** With Redis, every instance clears its caches when any instance writes. */
  redisUrl?: string | undefined;
}

export const CACHE_CHANNEL = 'phonehaat:catalogue-changed';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Answers a public GET from the in-process cache (keyed by its URL), or produces, serializes and
     * keeps it. Admins get a fresh answer: theirs carries seller emails.
     */
    sendCachedJson(
      request: FastifyRequest,
      reply: FastifyReply,
      produce: () => Promise<{ body: unknown; headers?: Record<string, string> }>,
    ): Promise<FastifyReply>;
  }
}

/** Anyone's cacheable answer: revalidate every time (the ETag makes that a 304), shared caches for a few seconds. */
export function publicCacheControl(request: FastifyRequest, reply: FastifyReply, maxAgeSeconds = 0): void {
  reply.header('vary', 'Authorization, Accept-Encoding');
  if (request.headers.authorization) reply.header('cache-control', 'private, no-cache');
  else if (maxAgeSeconds > 0) reply.header('cache-control', `public, max-age=${maxAgeSeconds}`);
  else reply.header('cache-control', 'public, no-cache');
}

const weakEtag = (body: string) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * ETags with 304 for every GET, the catalogue's in-process caches, and their invalidation: any
 * successful API write from this process clears them before its answer leaves; other instances
 * follow through Redis pub/sub when REDIS_URL is set, and within `ttlMs` in any case.
 */
export default fp<HttpCacheOptions>(
  async (app, { db, ttlMs, redisUrl }) => {
    // Registered before compression so the tag is computed on the plain body (weak: it survives gzip).
    await app.register(etag, { weak: true });
    const cache = configureCatalogueCache(db, { ttlMs });

    const instance = randomUUID();
    let publish: ((message: string) => void) | undefined;
    if (redisUrl && ttlMs > 0) {
      const { Redis } = await import('ioredis');
      const publisher = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 });
      const subscriber = new Redis(redisUrl, { lazyConnect: false });
      const ignore = (error: Error) => app.log.warn({ err: error }, 'redis cache signal unavailable; relying on the cache TTL');
      publisher.on('error', ignore);
      subscriber.on('error', ignore);
      await subscriber.subscribe(CACHE_CHANNEL).catch(ignore);
      subscriber.on('message', (_channel: string, from: string) => {
        if (from !== instance) invalidateCatalogue(db);
      });
      publish = (message) => void publisher.publish(CACHE_CHANNEL, message).catch(ignore);
      app.addHook('onClose', async () => {
        subscriber.disconnect();
        publisher.disconnect();
      });
    }

    app.addHook('onSend', async (request, reply, payload) => {
      const write = request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';
      if (write && reply.statusCode < 400 && request.url.startsWith('/api/') && !request.url.startsWith('/api/auth/')) {
        invalidateCatalogue(db);
        publish?.(instance);
      }
      return payload;
    });

    app.decorate('sendCachedJson', async (request, reply, produce) => {
      const build = async (): Promise<CachedResponse> => {
        const produced = await produce();
        const body = JSON.stringify(produced.body);
        return { body, etag: weakEtag(body), headers: produced.headers ?? {} };
      };
      const cached = request.viewer?.role === 'admin' ? await build() : await cache.responses.getOrLoad(request.url, build);
      return reply.headers(cached.headers).header('etag', cached.etag).type('application/json; charset=utf-8').send(cached.body);
    });
  },
  { name: 'http-cache' },
);
