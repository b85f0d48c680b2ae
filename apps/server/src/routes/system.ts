import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, publicConfig, type PublicConfig } from '@phonehaat/contract';

/** Health for load balancers, and the deployment facts the web app needs. */
const systemRoutes: FastifyPluginAsyncZod<{ publicConfig: PublicConfig }> = async (app, options) => {
  /** The 503 of an instance that should not be sent requests (draining, or without its database), else null. */
  const unready = async (reply: FastifyReply) => {
    if (app.lifecycle.draining) return reply.status(503).send({ message: 'The server is shutting down', code: 'UNAVAILABLE' });
    if (!(await app.database.ping())) {
      return reply.header('retry-after', '5').status(503).send({ message: 'The database is not reachable', code: 'UNAVAILABLE' });
    }
    return null;
  };
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: z.object({ status: z.literal('ok'), database: z.literal('up') }), 503: errorBody },
      },
    },
    async (_request, reply) => (await unready(reply)) ?? { status: 'ok' as const, database: 'up' as const },
  );

  // Issue 41 §7: liveness (restart me only if this fails) apart from readiness (send me traffic).
  app.get(
    '/health/live',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process is running',
        description:
          'Answers 200 while the process runs, whatever its database; an orchestrator restarts an instance only when this fails.',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: this instance may be sent requests',
        description:
          'Answers 503 while the instance drains for a shutdown or cannot reach its database; a load balancer sends it traffic only on 200.',
        response: { 200: z.object({ status: z.literal('ready'), database: z.literal('up') }), 503: errorBody },
      },
    },
    async (_request, reply) => (await unready(reply)) ?? { status: 'ready' as const, database: 'up' as const },
  );

  app.get(
    '/config',
    { schema: { tags: ['system'], summary: 'Public settings of this deployment', response: { 200: publicConfig } } },
    async () => options.publicConfig,
  );
};

export default systemRoutes;
