import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_SUGGESTION_QUERY, type SearchSuggestions } from '@phonehaat/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { productKeys } from '../../../lib/query-keys.ts';

/** GET /search/suggestions: brands and models that begin with the typed words (issue 40). */
export async function getSearchSuggestions(typed: string): Promise<SearchSuggestions> {
  const { data } = await apiRequest<SearchSuggestions>(`/search/suggestions?${new URLSearchParams({ q: typed })}`, {
    anonymous: true,
  });
  return data;
}

export const suggestionKeys = {
  all: [...productKeys.all, 'suggestions'],
  of: (typed: string) => [...suggestionKeys.all, typed] as const,
} as const;

/** The text the server reads: trimmed, at most MAX_SUGGESTION_QUERY characters (a longer one is a search). */
export const suggestionText = (typed: string) => typed.trim().slice(0, MAX_SUGGESTION_QUERY);

export const searchSuggestionsQuery = (typed: string) =>
  queryOptions({
    queryKey: suggestionKeys.of(typed),
    queryFn: () => getSearchSuggestions(typed),
    // The server keeps them a minute too (Cache-Control); typing back and forth asks again only after that.
    staleTime: 60_000,
  });

/** The last answer stays shown while the next one loads, so the list does not blink at each letter. */
export function useSearchSuggestions(typed: string) {
  const text = suggestionText(typed);
  return useQuery({ ...searchSuggestionsQuery(text), enabled: text !== '', placeholderData: keepPreviousData });
}
