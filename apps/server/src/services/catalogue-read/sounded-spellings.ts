/**
 * Ways people write brand and model words that no listing writes (issue 40's judged searches), read on
 * the query side only: the stored vectors keep their own words (search-text.ts), so nothing here needs
 * a migration. A word of the search is first looked up here, then in the Bangla dictionary.
 */

/** Latin spellings by sound of a listed word: "ayfon" is what "আইফোন" sounds like typed in Latin letters. */
const soundedOut: Readonly<Record<string, string>> = {
  ayfon: 'iphone',
  aifon: 'iphone',
  aifone: 'iphone',
  ifone: 'iphone',
  aiphone: 'iphone',
  samsang: 'samsung',
  shamsung: 'samsung',
  shaomi: 'xiaomi',
  xaomi: 'xiaomi',
  siomi: 'xiaomi',
  shiaomi: 'xiaomi',
  redme: 'redmi',
  realmi: 'realme',
  rielme: 'realme',
  vibo: 'vivo',
  opo: 'oppo',
  vanplus: 'oneplus',
  wanplus: 'oneplus',
  piksel: 'pixel',
  galaksi: 'galaxy',
  gelaxy: 'galaxy',
};

/** Bangla names of the Latin letters model names begin with: "এস২৩" is S23, "এ৫৪" is A54. */
const letterNames: readonly [string, string][] = [
  ['এক্স', 'x'],
  ['এস', 's'],
  ['এম', 'm'],
  ['এফ', 'f'],
  ['জেড', 'z'],
  ['সি', 'c'],
  ['এ', 'a'],
];
const letterThenDigits = new RegExp(`^(${letterNames.map(([bangla]) => bangla).join('|')})(\\p{N}[\\p{L}\\p{M}\\p{N}]*)$`, 'u');

/** The listed word a search word is written for, if it is one of these spellings. */
export function listedSpellingOf(word: string): string | undefined {
  const sounded = soundedOut[word];
  if (sounded) return sounded;
  const letter = letterThenDigits.exec(word);
  if (!letter) return undefined;
  return `${letterNames.find(([bangla]) => bangla === letter[1])![1]}${letter[2]}`;
}
