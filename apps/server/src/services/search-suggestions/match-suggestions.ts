import { MAX_SEARCH_SUGGESTIONS, type SearchSuggestion } from '@phonehaat/contract';
import type { SuggestionEntry } from './suggestion-entry.ts';
import { typedWords } from './suggestion-entry.ts';

/** Every typed word (in one of its readings) begins a word of the entry. */
const matches = (entry: SuggestionEntry, typed: string[][]) =>
  typed.every((readings) => readings.some((reading) => entry.words.some((word) => word.startsWith(reading))));

/** The typed words, in order, begin one of the entry's phrases: "iphone 13 p" of "iphone 13 pro". */
function phrasePrefix(entry: SuggestionEntry, typed: string[][]): boolean {
  return entry.phrases.some((phrase) => {
    const words = phrase.split(' ');
    if (typed.length > words.length) return false;
    return typed.every((readings, index) => {
      const word = words[index]!;
      // A word before the last must be whole; the last one is still being typed.
      const last = index === typed.length - 1;
      return readings.some((reading) => (last ? word.startsWith(reading) : word === reading));
    });
  });
}

/**
 * The suggestions of a typed text: every typed word begins a word of the label, in either script. Brands
 * come first when the text begins a brand's name, then models whose label the whole text begins, then the
 * most listed; at most MAX_SEARCH_SUGGESTIONS.
 */
export function matchSuggestions(entries: readonly SuggestionEntry[], typed: string): SearchSuggestion[] {
  const words = typedWords(typed);
  if (words.length === 0) return [];
  const found = entries.filter((entry) => matches(entry, words)).map((entry) => ({ entry, prefix: phrasePrefix(entry, words) }));
  const rank = ({ entry, prefix }: (typeof found)[number]) => (entry.suggestion.kind === 'brand' && prefix ? 0 : prefix ? 1 : 2);
  return found
    .sort(
      (a, b) =>
        rank(a) - rank(b) ||
        b.entry.suggestion.listed - a.entry.suggestion.listed ||
        a.entry.suggestion.label.localeCompare(b.entry.suggestion.label),
    )
    .slice(0, MAX_SEARCH_SUGGESTIONS)
    .map(({ entry }) => entry.suggestion);
}
