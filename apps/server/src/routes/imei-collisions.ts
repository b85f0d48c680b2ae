import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, imeiCollision, imeiCollisionsQuery } from '@phonehaat/contract';
import { listImeiCollisions } from '../services/imei/list-imei-collisions.ts';

/** The admins' view of refused listings whose IMEI was live elsewhere (issue 26; the review queue shows them). */
const imeiCollisionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/imei-collisions',
    {
      schema: {
        tags: ['admin'],
        summary: 'Listings refused because their IMEI was live in another listing, newest first (admin)',
        security: [{ bearer: [] }],
        querystring: imeiCollisionsQuery,
        response: { 200: z.array(imeiCollision), 400: errorBody, 401: errorBody, 403: errorBody },
      },
      preHandler: app.requireRole('admin'),
    },
    async (request) => listImeiCollisions(app.db, app.clock(), request.query.page),
  );
};

export default imeiCollisionRoutes;
