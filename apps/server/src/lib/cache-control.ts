import type { FastifyReply, FastifyRequest } from 'fastify';

// Lower case: @fastify/compress looks for `accept-encoding` as written and would otherwise name it twice.
const VARY = 'authorization, accept-encoding';
/** A signed-in viewer's answer: no shared cache keeps it; the browser revalidates (a 304 by ETag). */
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';

/**
 * Anyone's cacheable answer: revalidated every time (the ETag makes that a 304), or kept by shared
 * caches for `maxAgeSeconds`. A request with a token may get another answer (an admin sees emails).
 */
export function publicCacheControl(request: FastifyRequest, reply: FastifyReply, maxAgeSeconds = 0): void {
  reply.header('vary', VARY);
  const publicValue = maxAgeSeconds > 0 ? `public, max-age=${maxAgeSeconds}` : 'public, no-cache';
  reply.header('cache-control', request.headers.authorization ? PRIVATE_CACHE_CONTROL : publicValue);
}
