import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs `listener` after each successful API write through this process, before its answer leaves. */
    onApiWrite(listener: () => void): void;
  }
}

const isWriteMethod = (method: string): boolean => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';

/** A write through the API that succeeded; Better Auth's sign-ins and sign-outs change no listing. */
const isApiWrite = (request: FastifyRequest, reply: FastifyReply): boolean =>
  isWriteMethod(request.method) &&
  reply.statusCode < 400 &&
  request.url.startsWith('/api/') &&
  !request.url.startsWith('/api/auth/');

/**
 * What else must happen when the API has changed data (the read cache cleared, the listing summaries
 * queued): one synchronous hook, run on every answer, for all of them, and one rule for what a write is.
 */
export default fp(
  async (app) => {
    const listeners: (() => void)[] = [];
    app.decorate('onApiWrite', (listener: () => void) => {
      listeners.push(listener);
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      if (isApiWrite(request, reply)) for (const listener of listeners) listener();
      done(null, payload);
    });
  },
  { name: 'api-writes' },
);
