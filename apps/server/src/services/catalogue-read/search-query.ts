import { latinWordOf, searchTerms } from '../../db/search-text.ts';

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
