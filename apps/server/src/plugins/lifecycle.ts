import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shutdown state: while draining, health answers 503 and every response closes its connection. */
    lifecycle: {
      draining: boolean;
      /** Starts the drain: sets `draining` and closes the keep-alive connections waiting for their next request. */
      startDraining(): void;
    };
  }
}

/**
 * Graceful shutdown in two steps. Draining first: load balancers see /api/health fail and stop
 * sending traffic, clients are told not to reuse their connections, and requests already sitting in
 * socket buffers get parsed and answered. Then the server closes.
 *
 * A keep-alive connection waiting for its next request when the drain starts is closed at once (issue
 * 41 §6): a proxy learns it is gone while the instance still listens and opens a new one, instead of
 * sending its next request down a connection the instance drops when it closes. Busy ones close after
 * their current answer.
 */
export default fp(
  async (app) => {
    const lifecycle: FastifyInstance['lifecycle'] = {
      draining: false,
      startDraining: () => {
        lifecycle.draining = true;
        // Node counts as idle only connections between two requests: one just opened, whose first request
        // is on its way, stays open, and so does one whose next request has begun to arrive.
        app.server.closeIdleConnections();
      },
    };
    app.decorate('lifecycle', lifecycle);
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (app.lifecycle.draining) reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'lifecycle' },
);
