import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParams, review, reviewBody, sellerProfile } from '@phonehaat/contract';
import { createReview } from '../services/reviews/create-review.ts';
import { sellerProfile as profileOf } from '../services/reviews/seller-profile.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const tags = ['reviews'];

const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/orders/:id/review',
    {
      schema: {
        tags,
        summary: 'Rate the other side of a completed order (1–5, optional text), once, within 14 days',
        security: [{ bearer: [] }],
        params: idParams,
        body: reviewBody,
        response: { 201: review, ...errors },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) =>
      reply.status(201).send(await createReview(app.db, app.catalogueChanged, request.viewer!, request.params.id, request.body, app.clock())),
  );

  app.get(
    '/sellers/:id',
    {
      schema: {
        tags,
        summary: "A seller's public page: name, tick, member since, completed sales, rating, reviews, listings",
        params: idParams,
        response: { 200: sellerProfile, 404: errorBody },
      },
    },
    async (request) => profileOf(app.db, request.params.id),
  );
};

export default reviewRoutes;
