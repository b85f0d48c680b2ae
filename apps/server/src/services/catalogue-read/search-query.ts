import { searchTerms } from '../../db/search-text.ts';
import { banglaSpellings } from './bangla-spellings.ts';

/** Words of a search past this many are ignored. */
const MAX_TERMS = 8;
/** Other spellings tried for one word, at most: a short prefix could otherwise name half the dictionary. */
const MAX_SPELLINGS = 6;
/** A word shorter than this (code points) finds other spellings only as a whole dictionary word, not as a prefix. */
const MIN_PREFIX = 2;

/** Each dictionary spelling, as search reads it, with the same word in the other script. */
const spellingPairs: readonly (readonly [word: string, other: string])[] = Object.entries(banglaSpellings).flatMap(
  ([latin, banglas]) => {
    const [latinWord] = searchTerms(latin);
    return banglas.flatMap((bangla) => {
      const [banglaWord] = searchTerms(bangla);
      return [
        [latinWord!, banglaWord!],
        [banglaWord!, latinWord!],
      ] as const;
    });
  },
);

/**
 * The same word in the other script: "আইফোন" → ["iphone"], "iphone" → ["আইফোন"]. A search word is a
 * prefix, so a word that begins a dictionary word finds that word's other spellings too ("স্যাম" →
 * "samsung"), whole words first.
 */
export function otherSpellings(term: string): string[] {
  const exact = spellingPairs.filter(([word]) => word === term);
  const prefix = [...term].length >= MIN_PREFIX ? spellingPairs.filter(([word]) => word !== term && word.startsWith(term)) : [];
  const others = new Set([...exact, ...prefix].map(([, other]) => other));
  others.delete(term);
  return [...others].slice(0, MAX_SPELLINGS);
}

/**
 * Free text as a prefix-matching tsquery, each word with its other spellings:
 * `আইফোন ১৩` → `(আইফোন:* | iphone:*) & 13:*`. Words are letters, marks and digits only, so nothing
 * of tsquery's own syntax (`& | ! ( ) : * < >`, quotes, backslashes) can reach it.
 */
export function searchQuery(text: string): string | undefined {
  const terms = searchTerms(text).slice(0, MAX_TERMS);
  if (terms.length === 0) return undefined;
  return terms
    .map((term) => {
      const spellings = [term, ...otherSpellings(term)].map((spelling) => `${spelling}:*`);
      return spellings.length === 1 ? spellings[0]! : `(${spellings.join(' | ')})`;
    })
    .join(' & ');
}
