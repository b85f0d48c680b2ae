import { sql, type SQL } from 'drizzle-orm';
import { banglaSpellings } from './bangla-spellings.ts';

/**
 * What search reads of a text, written once for both sides: the stored vector (`products.search`,
 * through `searchTextSql`) and the query (`searchTerms`). Both sides must cut a text into the same
 * words, or a word typed exactly as it was listed would not match.
 *
 * - Bangla digits are read as ASCII digits: "১৩" and "13" are the same word.
 * - Zero-width joiners only change how a Bangla conjunct is drawn (র‍্যাম, ক্ষ), not the word; PostgreSQL's
 *   parser cuts a word at them (glibc's C.UTF-8) and PGlite's does not, so they go before either sees them.
 * - Punctuation is read as a space: PostgreSQL's parser would otherwise read "12/256GB" as one path,
 *   "iPhone-13" as "iphone" and "-13", and PGlite's would keep a danda (।) on the word before it.
 * - Unicode NFC, after the joiners are gone: য় is one code point or two (য + ়) depending on the
 *   keyboard, and NFC writes every spelling one way (NFC decomposes U+09DF; ো is composed).
 */
const banglaDigits = '০১২৩৪৫৬৭৮৯';
const asciiDigits = '0123456789';
const separators = `!"#$%&'()*+,-./:;<=>?@[\\]^_\`{|}~।॥‐–—‘’“”…`;
const joiners = '\u200c\u200d';

const replacement = new Map<string, string>([
  ...[...banglaDigits].map((digit, index): [string, string] => [digit, asciiDigits[index]!]),
  ...[...separators].map((mark): [string, string] => [mark, ' ']),
  ...[...joiners].map((joiner): [string, string] => [joiner, '']),
]);
const replaced = new RegExp(
  `[${[...replacement.keys()].map((char) => `\\u{${char.codePointAt(0)!.toString(16)}}`).join('')}]`,
  'gu',
);

/** The text as search reads it (the JS side of `searchTextSql`). */
export function searchText(text: string): string {
  return text.replace(replaced, (char) => replacement.get(char)!).normalize('NFC');
}

/**
 * The words of a text as the query side reads them: lower case, cut at everything that is not a letter,
 * a combining mark (Bangla's vowel signs and virama are marks) or a digit.
 */
export function searchTerms(text: string): string[] {
  return searchText(text)
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
}

/** A string as a SQL literal of ASCII only (U&'…'), so the migration shows no invisible characters. */
function unicodeLiteral(text: string): string {
  const body = [...text]
    .map((char) => {
      const code = char.codePointAt(0)!;
      if (char === "'") return "''";
      if (char === '\\') return '\\\\';
      if (code >= 0x20 && code < 0x7f) return char;
      return code <= 0xffff ? `\\${code.toString(16).padStart(4, '0')}` : `\\+${code.toString(16).padStart(6, '0')}`;
    })
    .join('');
  return `U&'${body}'`;
}

/** A regular-expression class of those characters, each written as its `\\uXXXX` escape (ASCII only). */
const regexClass = (chars: string) =>
  `[${[...chars].map((char) => `\\u${char.codePointAt(0)!.toString(16).padStart(4, '0')}`).join('')}]`;
const separatorsClass = `'${regexClass(separators)}'`;
/** `translate` maps each character of its second argument to the same place in the third, and drops those past its end. */
const digitsAndJoiners = unicodeLiteral(banglaDigits + joiners);
/** Any character of the Bengali block: only such a text can hold a Bangla spelling or a Bangla digit. */
const banglaClass = `'[\\u0980-\\u09ff]'`;

/**
 * The SQL side of `searchText`: immutable, so a generated column may use it. Punctuation goes through
 * a regular expression and the rest through `translate`, whose time grows with its list: one
 * `translate` of all 52 characters made the migration's rewrite of 1,000,000 rows twice as long.
 */
export const searchTextSql = (text: SQL): SQL =>
  sql`normalize(translate(regexp_replace(${text}, ${sql.raw(separatorsClass)}, ' ', 'g'), ${sql.raw(digitsAndJoiners)}, '0123456789'), NFC)`;

/** Each Bangla spelling of the dictionary, as search reads it, with its Latin word. */
const latinWordBySpelling = new Map(
  Object.entries(banglaSpellings).flatMap(([latin, banglas]) =>
    banglas.map((bangla): [string, string] => [searchTerms(bangla)[0]!, latin]),
  ),
);

/** The Latin word of a word that is a Bangla spelling in the dictionary: "আইফোন" → "iphone". */
export function latinWordOf(word: string): string | undefined {
  return latinWordBySpelling.get(word);
}

/**
 * The words a listing's vector holds (the JS side of `searchVectorSql`): its own, and the Latin word
 * beside each Bangla spelling. A search word is then one lexeme in either script, so PostgreSQL
 * estimates a Bangla search as it does its Latin twin (decision 0023: an OR of spellings in the query
 * doubled the estimate and turned the count of a rare word into a scan of the whole table).
 */
export function storedWords(text: string): string[] {
  const words = searchTerms(text);
  return [...new Set([...words, ...words.flatMap((word) => latinWordOf(word) ?? [])])];
}

/** The SQL function that appends those Latin words; a migration creates it as rendered here. */
export const latinWordsFunction = 'search_words_with_latin';

/** The function's CREATE statement, rendered from the dictionary (see bangla-spellings.ts on changing it). */
export function latinWordsFunctionSql(): string {
  // Spellings are letters and marks only (searchTerms), so they are quoted as they are.
  const rows = [...latinWordBySpelling].map(([bangla, latin]) => `('${bangla}', '${latin}')`);
  return `CREATE OR REPLACE FUNCTION ${latinWordsFunction}(words text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN words || coalesce(' ' || (
  SELECT string_agg(spelling.latin, ' ')
  FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig, words))) AS word(lexeme)
  JOIN (VALUES
    ${rows.join(',\n    ')}
  ) AS spelling(bangla, latin) ON spelling.bangla = word.lexeme
), '');`;
}

/**
 * The stored vector of a text: its words as search reads them, with the Latin word of each Bangla
 * spelling. Only a text with Bengali characters goes through the function (a sub-select per call,
 * ~30 µs): the others, nearly every listing, cost what the normalising does.
 */
export const searchVectorSql = (text: SQL): SQL => {
  const words = searchTextSql(text);
  return sql`CASE WHEN (${text}) ~ ${sql.raw(banglaClass)} THEN to_tsvector('simple', ${sql.raw(latinWordsFunction)}(${words})) ELSE to_tsvector('simple', ${words}) END`;
};
