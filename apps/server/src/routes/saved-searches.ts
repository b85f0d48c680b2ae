import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParams, savedSearch, savedSearchBody, savedSearchList, savedSearchPatch } from '@phonehaat/contract';
import { deleteSavedSearch } from '../services/saved-searches/delete-saved-search.ts';
import { listSavedSearches } from '../services/saved-searches/list-saved-searches.ts';
import { saveSearch } from '../services/saved-searches/save-search.ts';
import { setSearchAlerts } from '../services/saved-searches/set-search-alerts.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const bearer = [{ bearer: [] }];
const tags = ['watchlist'];

/** Issue 39 §5: "Save this search" on /products, the Saved searches page, and each search's daily digest switch. */
const savedSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/saved-searches',
    {
      schema: {
        tags,
        summary: 'The signed-in person’s saved /products filters, the latest first',
        security: bearer,
        response: { 200: savedSearchList, ...errors },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { items: await listSavedSearches(app.db, request.viewer!.id) };
    },
  );

  app.post(
    '/saved-searches',
    {
      schema: {
        tags,
        summary: 'Save a /products filter; a digest of new matching listings comes at most once a day while alerts are on',
        description:
          'The query is read as GET /allProducts reads it (400 with its message) and kept canonical, without page, limit or sort. ' +
          'A query with no filter is refused (400); the same filter twice (409 SAVED_SEARCH_EXISTS), and more than MAX_SAVED_SEARCHES (409 SAVED_SEARCH_LIMIT).',
        security: bearer,
        body: savedSearchBody,
        response: { 201: savedSearch, ...errors, 409: errorBody },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => reply.code(201).send(await saveSearch(app.db, request.viewer!.id, request.body, app.clock())),
  );

  app.patch(
    '/saved-searches/:id',
    {
      schema: {
        tags,
        summary: 'Turn a saved search’s daily digest on or off',
        security: bearer,
        params: idParams,
        body: savedSearchPatch,
        response: { 200: savedSearch, ...errors },
      },
      preHandler: app.requireUser,
    },
    async (request) => setSearchAlerts(app.db, request.viewer!.id, request.params.id, request.body.alerts, app.clock()),
  );

  app.delete(
    '/saved-searches/:id',
    {
      schema: {
        tags,
        summary: 'Forget a saved search',
        security: bearer,
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      await deleteSavedSearch(app.db, request.viewer!.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default savedSearchRoutes;
