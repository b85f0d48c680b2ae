import * as z from 'zod/mini';

// zod/mini like listing-query.ts: the search box's code is loaded by the /products page.

/** At most this many suggestions answer one typed text. */
export const MAX_SEARCH_SUGGESTIONS = 8;
/** The longest typed text the suggestions read; longer is a search, not something being typed. */
export const MAX_SUGGESTION_QUERY = 60;

/** GET /api/search/suggestions query: what has been typed so far in the search box. */
export const searchSuggestionsQuery = z.object({
  q: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Type something to get suggestions'),
      z.maxLength(MAX_SUGGESTION_QUERY, `Suggestions read at most ${MAX_SUGGESTION_QUERY} characters`),
    ),
});
export type SearchSuggestionsQuery = z.infer<typeof searchSuggestionsQuery>;

export const suggestionKinds = ['brand', 'model'] as const;

/** One suggestion: a brand or a model of listed phones, and the search it stands for. */
export const searchSuggestion = z.object({
  /** As the catalogue writes it ("iPhone 13 Pro"). */
  label: z.string(),
  /** The label in Bangla script, word by word from the search dictionary, digits in Bangla ("আইফোন ১৩ প্রো"). */
  labelBn: z.optional(z.string()),
  /** The search (`q` of /products) picking the suggestion runs. */
  query: z.string(),
  kind: z.enum(suggestionKinds),
  /** A model's brand. */
  brand: z.optional(z.string()),
  /** Listed phones of that brand or model when the suggestions were last loaded. */
  listed: z.number(),
});
export type SearchSuggestion = z.infer<typeof searchSuggestion>;

export const searchSuggestions = z.object({ suggestions: z.array(searchSuggestion).check(z.maxLength(MAX_SEARCH_SUGGESTIONS)) });
export type SearchSuggestions = z.infer<typeof searchSuggestions>;
