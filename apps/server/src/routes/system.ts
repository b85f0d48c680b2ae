import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, publicConfig, type PublicConfig } from '@phonehaat/contract';

/** Health for load balancers, and the deployment facts the web app needs. */
const systemRoutes: FastifyPluginAsyncZod<{ publicConfig: PublicConfig }> = async (app, options) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: z.object({ status: z.literal('ok'), database: z.literal('up') }), 503: errorBody },
      },
    },
    async (_request, reply) => {
      if (app.lifecycle.draining) {
        return reply.status(503).send({ message: 'The server is shutting down', code: 'UNAVAILABLE' });
      }
      if (!(await app.database.ping())) {
        return reply.status(503).send({ message: 'The database is not reachable', code: 'UNAVAILABLE' });
      }
      return { status: 'ok' as const, database: 'up' as const };
    },
  );

  app.get(
    '/config',
    { schema: { tags: ['system'], summary: 'Public settings of this deployment', response: { 200: publicConfig } } },
    async () => options.publicConfig,
  );
};

export default systemRoutes;
