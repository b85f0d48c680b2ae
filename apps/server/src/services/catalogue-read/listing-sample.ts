import { setImmediate } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import type { ListingFilter } from './listing-filter.ts';
import { listedTotal } from './listed-count.ts';
import type { ReadCache } from './read-cache.ts';

/**
 * A random sample of the listed phones, held in memory to estimate how many listings a filter finds
 * without counting them (decision 0069): a broad search or price range matches tens of thousands of rows,
 * and counting them is most of what such a list cost. An estimate also tells search which plan reads
 * fewer rows. Drawn again every ten minutes, weighed again after each summaries rebuild (decision 0081).
 */
export interface ListingSample {
  rows: SampleRow[];
  /** The rows' places in each sort order, made when first asked for (walkVisits). */
  orders?: Partial<Record<SampleOrder, Int32Array>>;
  /** The rows holding each word, made when first asked for (matchingRows). */
  byWord?: Map<string, number[]>;
  /** Matching sets of the filters asked for lately (matchingRows). */
  matches?: Map<string, Matching>;
  /** Typed columns and per-value row flags, made when first asked for (matchingRows). */
  columns?: SampleColumns;
  /** Each search word's rows as flags, made when first asked for (matchingRows). */
  terms?: Map<string, Uint8Array>;
  /** Listed phones when it was drawn: every row stands for listed / rows.length of them. */
  listed: number;
}

export interface SampleRow {
  brandId: string;
  /** Milliseconds since the epoch: where the row stands in newest and oldest order. */
  createdAt: number;
  selling: number;
  division: string | null;
  district: string | null;
  condition: string | null;
  storageGb: number | null;
  variant: string | null;
  battery: number | null;
  ads: boolean;
  words: ReadonlySet<string>;
}

/** Rows drawn: an estimate of 10 % of the listings is then within about ±6 % (one standard error). */
export const SAMPLE_SIZE = 10_000;
/** Read this many at a time, from a random place in the id order each, yielding to requests between. */
const CHUNK = 1_000;

/**
 * Draws the sample: every listing when there are no more than SAMPLE_SIZE, else chunks of consecutive
 * ids from random starting points (ids are random UUIDs, so consecutive ids are a random draw), each a
 * short range read of the listed-id index.
 */
export async function drawSample(db: Database, listed: number, random: () => number = Math.random): Promise<ListingSample> {
  const byId = new Map<string, SampleRow>();
  if (listed <= SAMPLE_SIZE) {
    // Every listing, in id order, up to SAMPLE_SIZE (ids are random UUIDs: the first ones are a random draw too).
    let after: string | undefined;
    while (byId.size < SAMPLE_SIZE) {
      const rows = await readChunk(db, after ?? '00000000-0000-0000-0000-000000000000', after ? '>' : '>=');
      for (const row of rows) byId.set(row.id, row.sampled);
      if (rows.length < CHUNK) return { rows: [...byId.values()], listed: byId.size };
      after = rows.at(-1)!.id;
      await setImmediate();
    }
  } else {
    for (let chunk = 0; chunk < SAMPLE_SIZE / CHUNK + 2 && byId.size < SAMPLE_SIZE; chunk += 1) {
      for (const row of await readChunk(db, randomUuid(random), '>')) byId.set(row.id, row.sampled);
      await setImmediate();
    }
  }
  return { rows: [...byId.values()].slice(0, SAMPLE_SIZE), listed: Math.max(listed, byId.size) };
}

async function readChunk(db: Database, from: string, op: '>' | '>='): Promise<{ id: string; sampled: SampleRow }[]> {
  const result = (await db.execute(sql`
    select id::text as id, brand_id::text as "brandId", (extract(epoch from created_at) * 1000)::float8 as "createdAt", selling, division, district, condition, storage_gb as "storageGb",
      variant, battery_health as battery, ads_label is not null as ads, tsvector_to_array(search) as words
    from ${products}
    where ${products.isListed} and ${products.id} ${sql.raw(op)} ${from}::uuid
    order by ${products.id} limit ${CHUNK}`)) as unknown as {
    rows: (Omit<SampleRow, 'words'> & { id: string; words: string[] })[];
  };
  return result.rows.map(({ id, words, ...row }) => ({ id, sampled: { ...row, words: new Set(words) } }));
}

const randomUuid = (random: () => number) => {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/**
 * Each search word as the set of lexemes it matches (exact words, or a prefix); a row matches when it
 * holds one lexeme of every word.
 */
export type SearchTerms = readonly { words: readonly string[]; prefix?: string }[];

/** Whether a sampled row passes the filter, its search words given as `terms`. */
export function matchesSample(row: SampleRow, filter: ListingFilter, terms: SearchTerms | undefined): boolean {
  if (filter.brandId !== undefined && row.brandId !== filter.brandId) return false;
  if (filter.minPrice !== undefined && row.selling < filter.minPrice) return false;
  if (filter.maxPrice !== undefined && row.selling > filter.maxPrice) return false;
  if (filter.division !== undefined && row.division !== filter.division) return false;
  if (filter.district !== undefined && row.district !== filter.district) return false;
  if (filter.condition !== undefined && row.condition !== filter.condition) return false;
  if (filter.storageGb !== undefined && row.storageGb !== filter.storageGb) return false;
  if (filter.variant !== undefined && row.variant !== filter.variant) return false;
  if (filter.batteryMin !== undefined && (row.battery === null || row.battery < filter.batteryMin)) return false;
  if (filter.ads === 'true' && !row.ads) return false;
  if (filter.ads === 'false' && row.ads) return false;
  return terms === undefined || terms.every((term) => holds(row.words, term));
}

function holds(words: ReadonlySet<string>, term: SearchTerms[number]): boolean {
  if (term.words.some((word) => words.has(word))) return true;
  if (term.prefix === undefined) return false;
  for (const word of words) if (word.startsWith(term.prefix)) return true;
  return false;
}

/** An estimate of the listings a filter finds, and how many sampled rows it rests on. */
export interface Estimate {
  listings: number;
  sampled: number;
}

export function estimateListings(sample: ListingSample, filter: ListingFilter, terms: SearchTerms | undefined): Estimate {
  if (sample.rows.length === 0) return { listings: 0, sampled: 0 };
  const { count } = matchingRows(sample, filter, terms);
  return { listings: Math.round((count * sample.listed) / sample.rows.length), sampled: count };
}

/** The sampled rows a filter matches: a flag per row, and how many. */
interface Matching {
  rows: Uint8Array;
  count: number;
}

/** Matching sets kept per sample: a list's total, plan, filter counts and read costs ask for the same one. */
const MAX_KEPT_MATCHES = 256;

/**
 * The rows matching a filter, kept on the sample by the filter's values. A search starts from the rows
 * holding its words (an index of the sample's words, made once) instead of testing every row: the
 * server's profile at 200 req/s of the high mix had a fifth of its time in testing sampled rows.
 */
export function matchingRows(sample: ListingSample, filter: ListingFilter, terms: SearchTerms | undefined): Matching {
  const key = JSON.stringify([
    filter.brandId,
    filter.minPrice,
    filter.maxPrice,
    filter.division,
    filter.district,
    filter.condition,
    filter.storageGb,
    filter.variant,
    filter.batteryMin,
    filter.ads,
    terms,
  ]);
  sample.matches ??= new Map();
  const kept = sample.matches.get(key);
  if (kept) {
    // Least recently used goes first: a brand's or a size's set, asked by many filters, stays.
    sample.matches.delete(key);
    sample.matches.set(key, kept);
    return kept;
  }
  const rows = conditionMask(sample, filter);
  for (const term of terms ?? []) {
    const flags = termFlags(sample, term);
    for (let at = 0; at < rows.length; at += 1) rows[at]! &= flags[at]!;
  }
  let count = 0;
  for (let at = 0; at < rows.length; at += 1) count += rows[at]!;
  const matching = { rows, count };
  if (sample.matches.size >= MAX_KEPT_MATCHES) sample.matches.delete(sample.matches.keys().next().value!);
  sample.matches.set(key, matching);
  return matching;
}

/** The sample's columns as typed arrays, and a row flag per value asked for, made once per sample. */
interface SampleColumns {
  selling: Int32Array;
  /** -1 where the battery is unknown. */
  battery: Int16Array;
  byValue: Map<string, Uint8Array>;
}

type EqualityColumn = 'brandId' | 'division' | 'district' | 'condition' | 'storageGb' | 'variant';

/**
 * The rows passing the filter's conditions other than search, as a flag per row: each equality
 * condition is the AND of a flag array made once per value, prices and the battery a pass over typed
 * arrays. Testing each row's object against each condition took a fifth of the server's CPU in the
 * high mix (the profile of decision 0077).
 */
function conditionMask(sample: ListingSample, filter: ListingFilter): Uint8Array {
  const size = sample.rows.length;
  const columns = (sample.columns ??= {
    selling: Int32Array.from(sample.rows, (row) => row.selling),
    battery: Int16Array.from(sample.rows, (row) => row.battery ?? -1),
    byValue: new Map(),
  });
  const mask = new Uint8Array(size).fill(1);
  const equal = (column: EqualityColumn, value: string | number | undefined) => {
    if (value === undefined) return;
    const flags = valueFlags(sample, columns, column, value);
    for (let at = 0; at < size; at += 1) mask[at]! &= flags[at]!;
  };
  equal('brandId', filter.brandId);
  equal('division', filter.division);
  equal('district', filter.district);
  equal('condition', filter.condition);
  equal('storageGb', filter.storageGb);
  equal('variant', filter.variant);
  const { minPrice, maxPrice, batteryMin, ads } = filter;
  if (minPrice !== undefined || maxPrice !== undefined) {
    const low = minPrice ?? Number.NEGATIVE_INFINITY;
    const high = maxPrice ?? Number.POSITIVE_INFINITY;
    for (let at = 0; at < size; at += 1) if (columns.selling[at]! < low || columns.selling[at]! > high) mask[at] = 0;
  }
  if (batteryMin !== undefined) for (let at = 0; at < size; at += 1) if (columns.battery[at]! < batteryMin) mask[at] = 0;
  if (ads !== undefined) for (let at = 0; at < size; at += 1) if (sample.rows[at]!.ads !== (ads === 'true')) mask[at] = 0;
  return mask;
}

function valueFlags(sample: ListingSample, columns: SampleColumns, column: EqualityColumn, value: string | number): Uint8Array {
  const key = `${column}=${value}`;
  let flags = columns.byValue.get(key);
  if (!flags) {
    flags = Uint8Array.from(sample.rows, (row) => (row[column] === value ? 1 : 0));
    columns.byValue.set(key, flags);
  }
  return flags;
}

/** Search words whose rows are kept as flags per sample: common words recur across searches. */
const MAX_KEPT_TERMS = 256;

/** The rows holding a search word (one of its lexemes, or one beginning with its prefix), as a flag per row. */
function termFlags(sample: ListingSample, term: SearchTerms[number]): Uint8Array {
  const kept = (sample.terms ??= new Map());
  const key = JSON.stringify(term);
  let flags = kept.get(key);
  if (flags) return flags;
  flags = new Uint8Array(sample.rows.length);
  for (const at of rowsHolding(sample, term)) flags[at] = 1;
  if (kept.size >= MAX_KEPT_TERMS) kept.delete(kept.keys().next().value!);
  kept.set(key, flags);
  return flags;
}

/** The rows holding one of a search word's lexemes (or one beginning with its prefix), through the sample's word index. */
function rowsHolding(sample: ListingSample, term: SearchTerms[number]): Set<number> {
  if (!sample.byWord) {
    sample.byWord = new Map();
    sample.rows.forEach((row, at) => {
      for (const word of row.words) {
        const list = sample.byWord!.get(word);
        if (list) list.push(at);
        else sample.byWord!.set(word, [at]);
      }
    });
  }
  const found = new Set<number>();
  const add = (word: string) => {
    for (const at of sample.byWord!.get(word) ?? []) found.add(at);
  };
  for (const word of term.words) add(word);
  if (term.prefix !== undefined) for (const word of sample.byWord.keys()) if (word.startsWith(term.prefix)) add(word);
  return found;
}

/** Filters estimated to find at most this many listings are counted exactly (a count of up to 2,001 rows). */
export const EXACT_COUNT_LIMIT = 2_000;
/** Estimates from this many on are shown as "10,000+". */
export const AT_LEAST_TOTAL = 10_000;
/** An estimate as shown: rounded to two significant digits, or "at least 10,000". */
export function approximately(listings: number): { total: number; precision: 'about' | 'at-least' } {
  if (listings >= AT_LEAST_TOTAL) return { total: AT_LEAST_TOTAL, precision: 'at-least' };
  return { total: roundEstimate(listings), precision: 'about' };
}

/** An estimate to two significant digits (2,345 → 2,300): it says no more than it knows. */
export function roundEstimate(listings: number): number {
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(listings, 1))) - 1);
  return Math.round(listings / unit) * unit;
}

/**
 * How long a drawn sample serves before it is drawn again behind (decision 0081). A draw reads 10,000
 * listings and drops every matching set and word index made on the old sample; an estimate of a
 * catalogue of a million moves little in ten minutes, and the count it is scaled to follows each rebuild.
 */
export const SAMPLE_LIFE_MS = 10 * 60 * 1000;

/** The sample as last drawn, drawn again past its life while it still answers (the store's allowStale). */
export function listingSample(db: Database, cache: ReadCache): Promise<ListingSample> {
  return cache.remember(cache.facets, SAMPLE_KEY, async () => drawSample(db, await listedTotal(db, cache)), SAMPLE_LIFE_MS);
}

const SAMPLE_KEY = 'sample';

/**
 * After the summaries' rebuild: the kept sample stands for the listings as now counted; its rows and what
 * was made from them stay, only their weight changes. A sample of every listing (a catalogue of at most
 * SAMPLE_SIZE) is drawn again: it changes by whole listings.
 */
export async function resampleAfterRebuild(db: Database, cache: ReadCache): Promise<void> {
  if (!cache.enabled) return;
  const sample = cache.facets.peek(SAMPLE_KEY, { allowStale: true }) as ListingSample | undefined;
  if (sample === undefined) return;
  const listed = await listedTotal(db, cache);
  if (sample.listed > sample.rows.length && listed > SAMPLE_SIZE) {
    sample.listed = listed;
    return;
  }
  await cache.facets.fetch(SAMPLE_KEY, {
    forceRefresh: true,
    allowStale: false,
    ttl: SAMPLE_LIFE_MS,
    context: () => drawSample(db, listed),
  });
}

/** The sort orders a list walks an index in. */
export type SampleOrder = 'newest' | 'oldest' | 'price_asc' | 'price_desc';

const compare: Record<SampleOrder, (a: SampleRow, b: SampleRow) => number> = {
  newest: (a, b) => b.createdAt - a.createdAt,
  oldest: (a, b) => a.createdAt - b.createdAt,
  price_asc: (a, b) => a.selling - b.selling,
  price_desc: (a, b) => b.selling - a.selling,
};

/**
 * About how many index entries walking the sort order's index visits before it has `wanted` matching
 * rows: where in that order the sample's matching rows reach `wanted`'s share of them, scaled to the
 * listings; every listing when the sample has too few. Unlike listings ÷ matches it sees correlation:
 * "oneplus" by price is 7 % of the listings but none of the cheapest, so its first page lies deep.
 */
export function walkVisits(
  sample: ListingSample,
  filter: ListingFilter,
  terms: SearchTerms | undefined,
  order: SampleOrder,
  wanted: number,
): number {
  const size = sample.rows.length;
  if (size === 0) return sample.listed;
  sample.orders ??= {};
  const places = (sample.orders[order] ??= Int32Array.from(
    sample.rows.map((_, index) => index).sort((a, b) => compare[order](sample.rows[a]!, sample.rows[b]!)),
  ));
  const needed = Math.max(1, Math.ceil((wanted * size) / Math.max(sample.listed, 1)));
  const { rows, count } = matchingRows(sample, filter, terms);
  if (count < needed) return sample.listed;
  // A first page needs one or two sampled rows: where the first lies is chance (a tenth or three times
  // its mean), so the walk to the WALK_SMOOTHING-th is measured and scaled down to what is needed.
  const counted = Math.min(count, Math.max(needed, WALK_SMOOTHING));
  // The walk reads only its index's range: the brand's (brand, created_at) or (brand, price) entries, a
  // place's (district or division, created_at) ones, and by price only the asked-for price range.
  // The walked range as flags through matchingRows: kept, since a brand or a price range recurs.
  const walked = matchingRows(sample, walkedRange(filter, order), undefined).rows;
  let visited = 0;
  let found = 0;
  for (let at = 0; at < size; at += 1) {
    if (walked[places[at]!] !== 1) continue;
    visited += 1;
    if (rows[places[at]!] === 1 && (found += 1) === counted)
      return Math.round((visited * needed * sample.listed) / (counted * size));
  }
  return sample.listed;
}

/** Sampled matches a walk's length is measured to, at least (walkVisits). */
const WALK_SMOOTHING = 8;

/** The index range that walking the order's index for this filter reads, as a filter of its own. */
function walkedRange(filter: ListingFilter, order: SampleOrder): ListingFilter {
  const { brandId, minPrice, maxPrice, district, division } = filter;
  if (order === 'price_asc' || order === 'price_desc') return { brandId, minPrice, maxPrice, key: '' };
  if (brandId !== undefined) return { brandId, key: '' };
  if (district !== undefined) return { district, key: '' };
  if (division !== undefined) return { division, key: '' };
  return { key: '' };
}
