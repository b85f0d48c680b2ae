import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, watchBody, watchedIds, watchlist } from '@phonehaat/contract';
import { listWatchlist, watchedProductIds } from '../services/watchlist/list-watchlist.ts';
import { setWatched } from '../services/watchlist/set-watched.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const bearer = [{ bearer: [] }];
const tags = ['watchlist'];

/** Issue 39 §5: the heart on cards and product pages, and the Watchlist page. */
const watchlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/watchlist',
    {
      schema: {
        tags,
        summary: 'The listings the signed-in person watches, the latest first, each live, sold or removed',
        security: bearer,
        response: { 200: watchlist, ...errors },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listWatchlist(app.db, request.viewer!.id);
    },
  );

  app.get(
    '/watchlist/ids',
    {
      schema: {
        tags,
        summary: 'The ids of the listings the signed-in person watches (the hearts)',
        security: bearer,
        response: { 200: watchedIds, ...errors },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { productIds: await watchedProductIds(app.db, request.viewer!.id) };
    },
  );

  app.put(
    '/watchlist/:productId',
    {
      schema: {
        tags,
        summary: 'Watch a live listing (told when its price drops or it sells), or stop watching one',
        description:
          'Idempotent. Watching needs a live listing (404) that is not one’s own (403); a listing can always be taken off.',
        security: bearer,
        params: z.object({ productId: z.string().min(1).max(200) }),
        body: watchBody,
        response: { 200: watchBody, ...errors },
      },
      preHandler: app.requireUser,
    },
    async (request) => setWatched(app.db, request.viewer!, request.params.productId, request.body.watched, app.clock()),
  );
};

export default watchlistRoutes;
