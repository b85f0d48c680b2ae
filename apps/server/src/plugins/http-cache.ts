import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import etag from '@fastify/etag';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { configureCatalogueCache, invalidateCatalogue, type CachedResponse } from '../lib/catalogue-cache.ts';
import { etagHash, weakEtag } from '../lib/etag-hash.ts';
import { isWriteMethod } from '../lib/http-methods.ts';

export interface HttpCacheOptions {
  /** The database whose catalogue caches this process keeps. */
  db: object;
  /** Life of cached public answers, totals and anchors; 0 turns them off. */
  ttlMs: number;
  /** With Redis, every instance clears its caches when any instance writes. */
  redisUrl?: string | undefined;
  /** Every write to the database goes through this process (see CatalogueCacheOptions). */
  soleWriter?: boolean;
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
      produce: () => Promise<{ json: string; headers?: Record<string, string> }>,
      maxAgeSeconds?: number,
    ): Promise<FastifyReply>;
  }
}

// Lower case: @fastify/compress looks for `accept-encoding` as written and would otherwise name it twice.
const VARY = 'authorization, accept-encoding';
/** A signed-in viewer's answer: no shared cache keeps it; the browser revalidates (a 304 by ETag). */
const PRIVATE_CACHE_CONTROL = 'private, no-cache';
const publicCacheControlValue = (maxAgeSeconds: number) =>
  maxAgeSeconds > 0 ? `public, max-age=${maxAgeSeconds}` : 'public, no-cache';

/** Anyone's cacheable answer: revalidate every time (the ETag makes that a 304), shared caches for a few seconds. */
export function publicCacheControl(request: FastifyRequest, reply: FastifyReply, maxAgeSeconds = 0): void {
  reply.header('vary', VARY);
  reply.header('cache-control', request.headers.authorization ? PRIVATE_CACHE_CONTROL : publicCacheControlValue(maxAgeSeconds));
}

/**
 * For API answers that set no caching of their own (everything but the public catalogue and images):
 * signed-in answers, errors, health are private; answers that can carry a session token (Better
 * Auth's, /jwt) are never stored.
 */
function apiCacheControl(url: string): string {
  return url.startsWith('/api/auth/') || url.startsWith('/api/jwt') ? 'no-store' : PRIVATE_CACHE_CONTROL;
}

export const JSON_TYPE = 'application/json; charset=utf-8';

/** Sends JSON text as it is: answers the database wrote, or values built field by field from the contract. */
export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type(JSON_TYPE).send(json);
}

const acceptsGzip = (request: FastifyRequest) => /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');

/**
 * Sends a cached answer as it is kept: bytes, ETag (the etag plugin turns a matching If-None-Match
 * into a 304) and, for clients that accept gzip, the body gzipped once per cache entry.
 */
function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedResponse): FastifyReply {
  reply.headers(cached.headers).header('etag', cached.etag);
  const revalidated =
    request.headers['if-none-match'] !== undefined && request.headers['if-none-match'].includes(cached.etag.slice(2));
  if (!revalidated && cached.body.length >= 1024 && acceptsGzip(request)) {
    cached.gzip ??= gzipSync(cached.body);
    return reply.header('content-encoding', 'gzip').send(cached.gzip);
  }
  return reply.send(cached.body);
}

/**
 * ETags with 304 for every GET, the catalogue's in-process caches, and their invalidation: any
 * successful API write from this process clears them before its answer leaves; other instances
 * follow through Redis pub/sub when REDIS_URL is set, and within `ttlMs` in any case.
 */
export default fp<HttpCacheOptions>(
  async (app, { db, ttlMs, redisUrl, soleWriter }) => {
    // Registered before compression so the tag is computed on the plain body (weak: it survives gzip).
    await app.register(etag, { weak: true, hashFn: etagHash });
    const cache = configureCatalogueCache(db, { ttlMs, soleWriter });

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

    // Callback style: this runs on every answer, and reads (almost all of them) pass straight through.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', apiCacheControl(request.url));
      }
      if (
        isWriteMethod(request.method) &&
        reply.statusCode < 400 &&
        request.url.startsWith('/api/') &&
        !request.url.startsWith('/api/auth/')
      ) {
        invalidateCatalogue(db);
        publish?.(instance);
      }
      done(null, payload);
    });

    app.decorate('sendCachedJson', async (request, reply, produce, maxAgeSeconds = 0) => {
      const build = async (): Promise<CachedResponse> => {
        const produced = await produce();
        const body = Buffer.from(produced.json);
        return {
          body,
          etag: weakEtag(body),
          headers: { ...produced.headers, 'content-type': JSON_TYPE },
          publicHeaders: { vary: VARY, 'cache-control': publicCacheControlValue(maxAgeSeconds) },
        };
      };
      const cached = request.viewer?.role === 'admin' ? await build() : await cache.responses.getOrLoad(request.url, build);
      return sendCached(request, reply, cached);
    });

    // A cached public answer for an anonymous GET leaves right here, written straight to the socket:
    // no routing validation, handler, serializer or onSend hooks. It is the bytes the route itself
    // cached, with the route's headers, after the headers earlier onRequest hooks set (the security
    // headers). While draining, the normal path adds `connection: close`.
    if (ttlMs > 0) {
      app.addHook('onRequest', (request, reply, done) => {
        if (request.method !== 'GET' || request.headers.authorization || app.lifecycle.draining) return done();
        const cached = cache.responses.peek(request.url);
        if (!cached) return done();
        reply.hijack();
        const raw = reply.raw;
        for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) raw.setHeader(name, value);
        for (const [name, value] of Object.entries(cached.publicHeaders)) raw.setHeader(name, value);
        for (const [name, value] of Object.entries(cached.headers)) raw.setHeader(name, value);
        raw.setHeader('etag', cached.etag);
        const ifNoneMatch = request.headers['if-none-match'];
        if (ifNoneMatch !== undefined && ifNoneMatch.includes(cached.etag.slice(2))) {
          raw.removeHeader('content-type');
          raw.writeHead(304).end();
        } else if (cached.body.length >= 1024 && acceptsGzip(request)) {
          cached.gzip ??= gzipSync(cached.body);
          raw.setHeader('content-encoding', 'gzip');
          raw.setHeader('content-length', cached.gzip.length);
          raw.writeHead(200).end(cached.gzip);
        } else {
          raw.setHeader('content-length', cached.body.length);
          raw.writeHead(200).end(cached.body);
        }
        done();
      });
    }
  },
  { name: 'http-cache' },
);
