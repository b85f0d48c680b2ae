import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOverview as overviewAnswer, errorBody, overviewQuery } from '@phonehaat/contract';
import { adminOverview } from '../services/admin-overview/admin-overview.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody };

const adminOverviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/overview',
    {
      schema: {
        tags: ['orders'],
        summary: "The admin's overview: orders per day by state, money held / released / refunded, listings per brand, open disputes, hand-over times",
        description: 'Days are Dhaka calendar days; money is in poisha.',
        security: [{ bearer: [] }],
        querystring: overviewQuery,
        response: { 200: overviewAnswer, ...errors },
      },
      preHandler: app.requireRole('admin'),
    },
    async (request) => adminOverview(app.db, request.query.days, app.clock()),
  );
};

export default adminOverviewRoutes;
