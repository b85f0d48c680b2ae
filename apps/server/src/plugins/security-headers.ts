import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's headers for these options, worked out once. They are the same for every response (no CSP
 * nonces), so running helmet's middleware chain per request, as @fastify/helmet does, would only
 * rebuild the same strings: that was 6 % of the server's time answering a product.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  // helmet's middleware is synchronous; if a future version were not, its headers would be missing here.
  if (!finished) throw new Error('helmet did not finish synchronously');
  return headers;
}

/** Sets helmet's security headers on every response, before anything else answers. */
export default fp<HelmetOptions>(
  async (app, options) => {
    const headers = securityHeaders(options);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
