import etag from '@fastify/etag';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

// Lower case: @fastify/compress looks for `accept-encoding` as written and would otherwise name it twice.
const VARY = 'authorization, accept-encoding';
/** A signed-in viewer's answer: no shared cache keeps it; the browser revalidates (a 304 by ETag). */
const PRIVATE_CACHE_CONTROL = 'private, no-cache';

/**
 * Anyone's cacheable answer: revalidated every time (the ETag makes that a 304), or kept by shared
 * caches for `maxAgeSeconds`. A request with a token may get another answer (an admin sees emails).
 */
export function publicCacheControl(request: FastifyRequest, reply: FastifyReply, maxAgeSeconds = 0): void {
  reply.header('vary', VARY);
  const publicValue = maxAgeSeconds > 0 ? `public, max-age=${maxAgeSeconds}` : 'public, no-cache';
  reply.header('cache-control', request.headers.authorization ? PRIVATE_CACHE_CONTROL : publicValue);
}

/**
 * For API answers that set no caching of their own (everything but the public catalogue and images):
 * signed-in answers, errors, health are private; answers that can carry a session token (Better
 * Auth's, /jwt) are never stored.
 */
function apiCacheControl(url: string): string {
  return url.startsWith('/api/auth/') || url.startsWith('/api/jwt') ? 'no-store' : PRIVATE_CACHE_CONTROL;
}

/** ETags with 304 for every GET (@fastify/etag), and a Cache-Control on every API answer. */
export default fp(
  async (app) => {
    // Registered before compression so the tag is computed on the plain body (weak: it survives gzip).
    await app.register(etag, { weak: true });
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', apiCacheControl(request.url));
      }
      done(null, payload);
    });
  },
  { name: 'http-cache' },
);
