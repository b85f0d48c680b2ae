import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { SearchSuggestions } from '../services/search-suggestions/search-suggestions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    searchSuggestions: SearchSuggestions;
  }
}

export interface SearchSuggestionsOptions {
  db: Database;
  /** How often the brands and models are loaded again besides after each summaries' rebuild; 0: never. */
  reloadIntervalMs: number;
}

/**
 * The search box's suggestions (services/search-suggestions): loaded once at start-up, again every few
 * minutes and after each rebuild of the listing summaries (plugins/listing-summaries.ts), never while a
 * request waits.
 */
export default fp<SearchSuggestionsOptions>(
  async (app, { db, reloadIntervalMs }) => {
    const suggestions = new SearchSuggestions(db, (error) =>
      app.log.warn({ err: error }, 'search suggestions: not reloaded; answering from the last copy'),
    );
    app.decorate('searchSuggestions', suggestions);
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await suggestions.reload();
      if (reloadIntervalMs > 0) timer = setInterval(() => void suggestions.reload(), reloadIntervalMs).unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'search-suggestions' },
);
