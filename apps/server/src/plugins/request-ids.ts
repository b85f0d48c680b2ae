import { AsyncResource } from 'node:async_hooks';
import fp from 'fastify-plugin';
import { runForRequest } from '../lib/request-context.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's async context, entered again after the body is read (stream events lose it). */
    contextResource: AsyncResource | null;
  }
}

/**
 * Request ids (issue 41 §7): the id Fastify gave the request (the caller's X-Request-Id when sane,
 * app.ts's genReqId) is echoed in the answer's X-Request-Id and is the current request id for everything
 * the request runs (lib/request-context.ts): log lines and the jobs it queues carry it.
 */
export default fp(
  async (app) => {
    app.decorateRequest('contextResource', null);
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id);
      runForRequest(request.id, () => {
        request.contextResource = new AsyncResource('phonehaat-request');
        done();
      });
    });
    // Body parsing resumes on the socket's events, outside the request's context: enter it again.
    app.addHook('preValidation', (request, _reply, done) => {
      if (request.contextResource) request.contextResource.runInAsyncScope(done);
      else done();
    });
  },
  { name: 'request-ids' },
);
