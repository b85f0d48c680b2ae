import type { SearchSuggestion } from '@phonehaat/contract';
import { banglaSpellings } from '../../db/bangla-spellings.ts';
import { latinWordOf, searchTerms } from '../../db/search-text.ts';

/** A suggestion with the words it is matched by, made once per load so that a request only compares strings. */
export interface SuggestionEntry {
  suggestion: SearchSuggestion;
  /** Its label's words as search reads them, in Latin and in Bangla script: "iphone 13 pro", "আইফোন 13 প্রো". */
  phrases: string[];
  /** The words of both phrases (and of a model's brand), each a place a typed word may begin. */
  words: string[];
}

const banglaDigits = '০১২৩৪৫৬৭৮৯';
const toBanglaDigits = (word: string) => word.replace(/[0-9]/g, (digit) => banglaDigits[Number(digit)]!);

/**
 * A label in Bangla script, word by word: a word of the search dictionary as its first spelling, a number in
 * Bangla digits, any other word ("A54", "13T") as it is. Undefined when no word changes.
 */
export function banglaLabel(label: string): string | undefined {
  const words = label.split(/\s+/).filter(Boolean);
  const bangla = words.map((word) => {
    const spelling = banglaSpellings[word.toLowerCase()]?.[0];
    if (spelling) return spelling;
    return /^[0-9]+$/.test(word) ? toBanglaDigits(word) : word;
  });
  return bangla.join(' ') === words.join(' ') ? undefined : bangla.join(' ');
}

export function suggestionEntry(suggestion: Omit<SearchSuggestion, 'labelBn'>): SuggestionEntry {
  const labelBn = banglaLabel(suggestion.label);
  const latin = searchTerms(suggestion.label);
  const bangla = labelBn ? searchTerms(labelBn) : [];
  const brand = suggestion.brand ? searchTerms(suggestion.brand) : [];
  return {
    suggestion: labelBn ? { ...suggestion, labelBn } : suggestion,
    phrases: [latin.join(' '), ...(bangla.length ? [bangla.join(' ')] : [])],
    words: [...new Set([...latin, ...bangla, ...brand])],
  };
}

/** A typed word's readings: itself (digits as ASCII, lower case) and, for a Bangla spelling of the dictionary, its Latin word. */
export function typedWords(typed: string): string[][] {
  return searchTerms(typed).map((word) => {
    const latin = latinWordOf(word);
    return latin ? [word, latin] : [word];
  });
}
