import fp from 'fastify-plugin';
import { errorCodes } from '@phonehaat/contract';

/** What a worker answers on HTTP: its health, for the orchestrator, and /metrics (queue depth, job lag). */
const WORKER_PATHS = /^\/(api\/health(\/|$|\?)|metrics($|\?))/;

/**
 * A worker (PROCESS_ROLE=worker, decision 0070) binds its port only to be health-checked and scraped:
 * every other request is 404, whichever plugin registered its route, so that nobody reaches the API or
 * the web app on a process that is not meant to serve them.
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      if (!WORKER_PATHS.test(request.url)) {
        return reply.status(404).send({ message: 'This is a worker: it answers /api/health only', code: errorCodes.notFound });
      }
    });
  },
  { name: 'worker-http' },
);
