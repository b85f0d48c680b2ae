import type { FastifyRequest } from 'fastify';

/**
 * The origin absolute URLs are written with (canonical, Open Graph, sitemaps): PUBLIC_URL's when it
 * is set, else the request's own scheme and host (behind a proxy, X-Forwarded-* with TRUST_PROXY).
 */
export function siteOrigin(publicUrl: string | undefined, request: FastifyRequest): string {
  return publicUrl ? new URL(publicUrl).origin : `${request.protocol}://${request.host}`;
}
