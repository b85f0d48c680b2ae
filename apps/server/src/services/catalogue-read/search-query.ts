import { latinWordOf, searchTerms } from '../../db/search-text.ts';

/** Words of a search past this many are ignored. */
const MAX_TERMS = 8;

/**
 * Free text as a prefix-matching tsquery: `আইফোন ১৩ নতুন` → `iphone:* & 13:* & নতুন:*`. A word that is
 * a Bangla spelling of the dictionary is searched as its Latin word, which every listing with either
 * spelling holds (search-text.ts, `storedWords`); other words as they are. Words are letters, marks and
 * digits only, so nothing of tsquery's own syntax (`& | ! ( ) : * < >`, quotes, backslashes) reaches it.
 */
export function searchQuery(text: string): string | undefined {
  const terms = searchTerms(text).slice(0, MAX_TERMS);
  if (terms.length === 0) return undefined;
  return terms.map((term) => `${latinWordOf(term) ?? term}:*`).join(' & ');
}
