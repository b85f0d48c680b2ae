import { sql, type SQL } from 'drizzle-orm';

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

/** `translate` maps each character of its second argument to the same place in the third, and drops those past its end. */
const fromChars = unicodeLiteral(banglaDigits + separators + joiners);
const toChars = unicodeLiteral(asciiDigits + ' '.repeat([...separators].length));

/** The SQL side of `searchText`: immutable, so a generated column may use it. */
export const searchTextSql = (text: SQL): SQL =>
  sql`normalize(translate(${text}, ${sql.raw(fromChars)}, ${sql.raw(toChars)}), NFC)`;
