import type { FastifyRequest } from 'fastify';

/**
 * Query keys whose values are personal data or credentials: `GET /jwt?email=…` and
 * `/bookingProduct?email=…` name a person; Better Auth's links and callbacks carry tokens and codes.
 */
const PRIVATE_QUERY_KEYS = new Set(['email', 'phone', 'name', 'token', 'code', 'state', 'callbackurl']);
const EMAIL = /[^/?&=\s]+(@|%40)[^/?&=\s]+/gi;

/**
 * The URL as the request log shows it: the path as it came, except email addresses in it
 * (`/users/admin/{email}`); in the query, the values of private keys and anything shaped like an
 * email address are replaced by `[redacted]`, keys kept.
 */
export function urlForLog(url: string): string {
  const queryStart = url.indexOf('?');
  const path = (queryStart === -1 ? url : url.slice(0, queryStart)).replace(EMAIL, '[redacted]');
  if (queryStart === -1) return path;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      const key = pair.slice(0, equals);
      const value = pair.slice(equals + 1);
      const privateKey = PRIVATE_QUERY_KEYS.has(safeDecode(key).toLowerCase());
      return `${key}=${privateKey ? '[redacted]' : value.replace(EMAIL, '[redacted]')}`;
    })
    .join('&');
  return `${path}?${query}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Fastify's own request serializer for the log, with the URL as `urlForLog` writes it. */
export function requestForLog(request: FastifyRequest) {
  const version = request.headers['accept-version'];
  return {
    method: request.method,
    url: urlForLog(request.url),
    version: Array.isArray(version) ? version.join(', ') : version,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
