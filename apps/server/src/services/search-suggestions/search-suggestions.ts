import type { SearchSuggestion } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { loadSuggestions } from './load-suggestions.ts';
import { matchSuggestions } from './match-suggestions.ts';
import type { SuggestionEntry } from './suggestion-entry.ts';

/**
 * The search box's suggestions, answered from memory: the brands and models last loaded (a hundred or so
 * entries), matched per request in microseconds. `reload` replaces them in the background; a request
 * never waits for it and reads the last loaded copy.
 */
export class SearchSuggestions {
  #entries: readonly SuggestionEntry[] = [];
  #loading: Promise<void> | undefined;
  #again: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    private readonly onError: (error: unknown) => void,
  ) {}

  suggest(typed: string): SearchSuggestion[] {
    return matchSuggestions(this.#entries, typed);
  }

  /**
   * Loads the brands and models again. A call during a load is served by one more load after it (the data
   * may have changed since the running one read it); a failed load keeps the last copy and is reported.
   */
  reload(): Promise<void> {
    if (this.#loading) return (this.#again ??= this.#loading.then(() => this.reload()));
    this.#loading = loadSuggestions(this.db)
      .then((entries) => void (this.#entries = entries))
      .catch(this.onError)
      .finally(() => {
        this.#loading = undefined;
        this.#again = undefined;
      });
    return this.#loading;
  }
}
