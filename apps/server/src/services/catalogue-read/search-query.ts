import { latinWordOf, searchTerms } from '../../db/search-text.ts';
import type { SearchTerms } from './listing-sample.ts';
import { listedSpellingOf } from './sounded-spellings.ts';
import { expansionsOf, listedWith, type SearchVocabulary } from './search-vocabulary.ts';

/** Words of a search past this many are ignored. */
const MAX_TERMS = 8;

/**
 * Where a word typed without its space is cut: between a run of three or more letters and digits, either
 * way round ("iphone13" → iphone 13, "s23ultra" → s23 ultra, "note10pro" → note 10 pro). Model names
 * with one or two letters beside their digits (a54, s23, 5g, 256gb) are words of their own and stay whole.
 */
const gluedParts = /(?<=[\p{L}\p{M}]{3})(?=\p{N})|(?<=\p{N})(?=[\p{L}\p{M}]{3})/u;

/** A search word as a prefix lexeme, a Bangla spelling of the dictionary as its Latin word. */
const lexeme = (word: string) => `${latinWordOf(word) ?? word}:*`;

/**
 * One search word as a tsquery: a prefix, or for a word typed without its space (issue 36), its parts
 * (`iphone:* & 13:*`, which finds "iPhone 13") or the word itself, its parts in Latin (`iphone13:*`, a
 * listing written so; "আইফোন১৩" too).
 */
function wordQuery(word: string): string {
  const parts = word.split(gluedParts);
  if (parts.length === 1) return lexeme(word);
  const whole = parts.map((part) => latinWordOf(part) ?? part).join('');
  return `( ${whole}:* | ${parts.map(lexeme).join(' & ')} )`;
}

/**
 * Free text as a prefix-matching tsquery: `আইফোন ১৩ নতুন` → `iphone:* & 13:* & নতুন:*`. A word that is
 * a Bangla spelling of the dictionary is searched as its Latin word, which every listing with either
 * spelling holds (search-text.ts, `storedWords`); other words as they are. Words are letters, marks and
 * digits only, so nothing of tsquery's own syntax (`& | ! ( ) : * < >`, quotes, backslashes) reaches it.
 */
export function searchQuery(text: string): string | undefined {
  const terms = searchTerms(text).slice(0, MAX_TERMS);
  if (terms.length === 0) return undefined;
  return terms.map(wordQuery).join(' & ');
}

/** A search as the vocabulary resolved it (decision 0069). */
export interface ResolvedSearch {
  tsquery: string;
  /** Each word's lexemes, for the sample's estimates. */
  terms: SearchTerms;
  /** Each word as the one listed word it most likely means (its only expansion, its correction), for naming a model. */
  words: string[];
}

/** Words shorter than this, or without a letter, are never corrected: "13" or "a5" is not a typo of anything. */
const MIN_CORRECTED_LENGTH = 3;

/**
 * The search against the listed words: a typed word becomes the exact lexemes it begins (an OR of
 * them: the GIN index merges their lists instead of scanning every entry for a prefix, 20 ms instead
 * of 130 for "iphone 13" in a million listings); a word that begins none is also read as the listed
 * words most like it ("samsng" → samsung), and kept as a prefix for listings newer than the vocabulary.
 * Without a vocabulary (not built yet) it is `searchQuery`'s.
 */
export async function resolveSearch(
  text: string,
  vocabulary: SearchVocabulary,
  correct: (word: string) => Promise<string[]>,
): Promise<ResolvedSearch | undefined> {
  const typed = searchTerms(text).slice(0, MAX_TERMS);
  if (typed.length === 0) return undefined;
  if (vocabulary.words.length === 0) {
    const words = typed.map((word) => latinWordOf(word) ?? word);
    return { tsquery: searchQuery(text)!, terms: words.map((word) => ({ words: [], prefix: word })), words };
  }
  const parts: string[] = [];
  const terms: SearchTerms[number][] = [];
  const words: string[] = [];
  for (const token of tokensOf(typed, vocabulary)) {
    if ('glued' in token) {
      parts.push(wordQuery(token.glued));
      for (const part of token.glued.split(gluedParts)) {
        const latin = latinWordOf(part) ?? part;
        terms.push({ words: [], prefix: latin });
        words.push(latin);
      }
      continue;
    }
    const { latin } = token;
    // A number is that number ("12" is not "128gb"); other words are what they begin.
    const expansions = /^\p{N}+$/u.test(latin) && listedWith(vocabulary, latin) > 0 ? [latin] : expansionsOf(vocabulary, latin);
    if (expansions === undefined) {
      parts.push(`${latin}:*`);
      terms.push({ words: [], prefix: latin });
      words.push(latin);
    } else if (expansions.length > 0) {
      parts.push(anyOf(expansions));
      terms.push({ words: expansions });
      words.push(expansions.includes(latin) || expansions.length > 1 ? latin : expansions[0]!);
    } else {
      const corrections = isCorrectable(latin) ? await correct(latin) : [];
      parts.push(corrections.length > 0 ? `( ${latin}:* | ${corrections.join(' | ')} )` : `${latin}:*`);
      terms.push({ words: corrections, prefix: latin });
      words.push(corrections[0] ?? latin);
    }
  }
  return { tsquery: parts.join(' & '), terms, words };
}

/**
 * The typed words as search reads them: a word typed without its space between letters and digits as it
 * is (`wordQuery` cuts it), others as the listed word they are written for (a sound-alike or Bangla
 * spelling), and two words that make one listed word as that word ("one plus" → oneplus, "red mi" → redmi).
 */
function tokensOf(typed: readonly string[], vocabulary: SearchVocabulary): ({ glued: string } | { latin: string })[] {
  const tokens: ({ glued: string } | { latin: string })[] = [];
  for (const word of typed) {
    if (word.split(gluedParts).length > 1) {
      tokens.push({ glued: word });
      continue;
    }
    const latin = listedSpellingOf(word) ?? latinWordOf(word) ?? word;
    const before = tokens.at(-1);
    if (before && 'latin' in before && listedWith(vocabulary, before.latin + latin) > 0) before.latin += latin;
    else tokens.push({ latin });
  }
  return tokens;
}

const anyOf = (lexemes: readonly string[]) => (lexemes.length === 1 ? lexemes[0]! : `( ${lexemes.join(' | ')} )`);

const isCorrectable = (word: string) => [...word].length >= MIN_CORRECTED_LENGTH && /\p{L}/u.test(word);
