import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shutdown state: while draining, health answers 503 and every response closes its connection. */
    lifecycle: { draining: boolean };
  }
}

/**
 * Graceful shutdown in two steps. Draining first: load balancers see /api/health fail and stop
 * sending traffic, clients are told not to reuse their connections, and requests already sitting in
 * socket buffers get parsed and answered. Then the server closes.
 */
export default fp(
  async (app) => {
    app.decorate('lifecycle', { draining: false });
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (app.lifecycle.draining) reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'lifecycle' },
);
