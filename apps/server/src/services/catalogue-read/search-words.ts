import { storageSizesGb } from '@phonehaat/contract';
import { searchText } from '../../db/search-text.ts';

/**
 * What a buyer's words ask beyond full-text search (issue 40): "iphone 13 pro 256gb under 80k" is a
 * storage size and a price ceiling as much as it is words. `understandSearch` takes the filters it is
 * sure of out of the text and leaves the rest for full-text search. It never guesses: "30k" alone may be
 * part of a model name, so a number is a price only beside a price word, a currency or "হাজার", and a
 * storage size only with its unit and only when the contract knows that size.
 */
export type UnderstoodSearch = {
  /** What is left for full-text search, spaces collapsed. */
  text: string;
  storageGb?: number;
  minPrice?: number;
  maxPrice?: number;
};

const notWordBefore = String.raw`(?<![\p{L}\p{M}\p{N}])`;
const notWordAfter = String.raw`(?![\p{L}\p{M}\p{N}])`;
const knownStorage = new Set<number>(storageSizesGb);

/** Multipliers, longest spelling first so "হাজারের" is not read as "হাজার" + "ের". */
const multipliers: [RegExp, number][] = [
  [/^(?:k|thousand|হাজারের|হাজার)$/iu, 1_000],
  [/^(?:lakh|lac|লাখের|লাখ)$/iu, 100_000],
];
const multiplierWords = String.raw`k|thousand|হাজারের|হাজার|lakh|lac|লাখের|লাখ`;
/** Currency after an amount; "টাকার মধ্যে" is "within … taka". */
const currencyAfter = String.raw`tk\.?|taka|bdt|৳|টাকার|টাকা`;
const currencyBefore = String.raw`৳|tk\.?|taka|bdt`;

/** One amount; `tag` keeps group names apart when a pattern holds two. */
const amount = (tag: string) =>
  String.raw`(?:(?<c${tag}>${currencyBefore})\s*)?${notWordBefore}(?<n${tag}>\d+(?:,\d{2,3})*(?:\.\d+)?)(?:\s*(?<m${tag}>${multiplierWords})${notWordAfter})?(?:\s*(?<u${tag}>${currencyAfter})(?![\p{L}\p{M}\p{N}]))?`;

type Amount = { value: number; priced: boolean };

/** The amount a match read under `tag`, and whether a currency or a multiplier said it is money. */
function readAmount(groups: Record<string, string | undefined>, tag: string): Amount | undefined {
  const digits = groups[`n${tag}`];
  if (digits === undefined) return undefined;
  const multiplierWord = groups[`m${tag}`];
  const multiplier = multiplierWord ? (multipliers.find(([word]) => word.test(multiplierWord))?.[1] ?? 1) : 1;
  const value = Math.round(Number(digits.replaceAll(',', '')) * multiplier);
  if (!Number.isFinite(value) || value <= 0) return undefined;
  // "30k" may be a model's name; "30 হাজার", "30 thousand" and a currency are money.
  const priced =
    Boolean(groups[`c${tag}`] ?? groups[`u${tag}`]) || (multiplierWord !== undefined && multiplierWord.toLowerCase() !== 'k');
  return { value, priced };
}

/** A phone's price is thousands of taka: a bare "under 30" is more likely words than a price. */
const plausible = (price: Amount) => price.priced || price.value >= 1_000;

const storagePattern = new RegExp(
  String.raw`${notWordBefore}(?<size>\d+)\s*(?<unit>gb|tb|জিবি|টিবি)${notWordAfter}(?!\s*(?:ram|র‍্যাম|র্যাম))`,
  'giu',
);
const rangePattern = new RegExp(
  String.raw`(?<between>between\s+|from\s+)?${amount('a')}\s*(?:-|–|to|and|থেকে|hote|theke)\s*${amount('b')}(?:\s*(?:এর\s*)?(?:মধ্যে|ভিতরে|er\s+moddhe))?`,
  'giu',
);
const maxBefore = new RegExp(
  String.raw`${notWordBefore}(?:under|below|less\s+than|lower\s+than|cheaper\s+than|maximum|max|up\s*to|within|budget|at\s+most|<=?)\s*(?:of\s+)?${amount('a')}`,
  'giu',
);
const minBefore = new RegExp(
  String.raw`${notWordBefore}(?:above|over|more\s+than|greater\s+than|minimum|min|at\s+least|starting\s+(?:at|from)|from|>=?)\s*${amount('a')}`,
  'giu',
);
const maxAfter = new RegExp(
  String.raw`${amount('a')}\s*(?:(?:এর|er)\s*)?(?:মধ্যে|ভিতরে|নিচে|নীচে|কমে|moddhe|niche|or\s+less|or\s+below|or\s+under|budget|max)${notWordAfter}`,
  'giu',
);
const minAfter = new RegExp(
  String.raw`${amount('a')}\s*(?:(?:এর|er)\s*)?(?:উপরে|ওপরে|বেশি|upore|or\s+more|or\s+above|plus)${notWordAfter}`,
  'giu',
);
/** An amount a currency or "হাজার" marks as money, with no word saying which bound: a budget. */
const pricedAlone = new RegExp(amount('a'), 'giu');

type Found = UnderstoodSearch;

/** Replaces the first match `read` accepts with a space, so later patterns do not read it again. */
function takeFirst(text: string, pattern: RegExp, read: (groups: Record<string, string | undefined>) => boolean): string {
  for (const match of text.matchAll(pattern)) {
    if (read(match.groups ?? {})) {
      const start = match.index;
      return text.slice(0, start) + ' '.repeat(match[0].length) + text.slice(start + match[0].length);
    }
  }
  return text;
}

export function understandSearch(typed: string): UnderstoodSearch {
  // Bangla digits as ASCII, one code unit for one, so positions in `read` are positions in `typed`.
  let read = typed.replace(/[০-৯]/gu, (digit) => searchText(digit));
  const found: Omit<Found, 'text'> = {};

  read = takeFirst(read, storagePattern, (groups) => {
    const unit = groups.unit!.toLowerCase();
    const size = Number(groups.size) * (unit === 'tb' || unit === 'টিবি' ? 1024 : 1);
    if (!knownStorage.has(size)) return false;
    found.storageGb = size;
    return true;
  });

  read = takeFirst(read, rangePattern, (groups) => {
    const low = readAmount(groups, 'a');
    const high = readAmount(groups, 'b');
    if (!low || !high) return false;
    // "20-30k", "২০ থেকে ৩০ হাজার": the multiplier of the second amount is the first's too.
    if (!groups.ma && groups.mb && low.value < high.value / 1_000 + 1) {
      const multiplier = multipliers.find(([word]) => word.test(groups.mb!))?.[1] ?? 1;
      low.value *= multiplier;
      low.priced = true;
    }
    if (!(groups.between ?? (plausible(low) && plausible(high)))) return false;
    if (low.value > high.value) return false;
    found.minPrice = low.value;
    found.maxPrice = high.value;
    return true;
  });

  const bound = (pattern: RegExp, key: 'minPrice' | 'maxPrice', needsMoney: boolean) => {
    if (found[key] !== undefined) return;
    read = takeFirst(read, pattern, (groups) => {
      const price = readAmount(groups, 'a');
      if (!price || !(needsMoney ? price.priced : plausible(price))) return false;
      found[key] = price.value;
      return true;
    });
  };
  bound(maxBefore, 'maxPrice', false);
  bound(minBefore, 'minPrice', false);
  bound(maxAfter, 'maxPrice', false);
  bound(minAfter, 'minPrice', false);
  bound(pricedAlone, 'maxPrice', true);

  // What was read is blanked in `read`; the rest is kept as typed (Bangla digits included).
  const kept = typed
    .split('')
    .map((char, index) => (read[index] === ' ' ? ' ' : char))
    .join('');
  return { text: kept.replace(/\s+/gu, ' ').trim(), ...found };
}
