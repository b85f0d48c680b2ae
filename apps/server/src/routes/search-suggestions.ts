import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, searchSuggestions, searchSuggestionsQuery } from '@phonehaat/contract';
import { publicCacheControl } from '../lib/cache-control.ts';

const searchSuggestionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search/suggestions',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Brands and models that begin with the typed words, for the search box',
        description:
          'Every typed word begins a word of the suggestion, in English or Bangla script; brands first, then models ' +
          'the whole text begins, then the most listed; at most 8. Answered from memory, reloaded every few minutes.',
        querystring: searchSuggestionsQuery,
        response: { 200: searchSuggestions, 400: errorBody },
      },
    },
    async (request, reply) => {
      // The same for everyone and a few minutes stale at most: shared caches may keep it a minute.
      publicCacheControl(request, reply, 60);
      return { suggestions: app.searchSuggestions.suggest(request.query.q) };
    },
  );
};

export default searchSuggestionRoutes;
