import etag from '@fastify/etag';
import fp from 'fastify-plugin';
import { PRIVATE_CACHE_CONTROL } from '../lib/cache-control.ts';

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
