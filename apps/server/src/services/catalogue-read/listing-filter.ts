import { and, eq, gte, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { ConditionGrade, PhoneVariant, ProductListQuery } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { searchTerms } from '../../db/search-text.ts';
import { brandIdOf, categoryRows } from './categories.ts';
import type { SearchTerms } from './listing-sample.ts';
import type { ReadCache } from './read-cache.ts';
import { resolveSearch, type ResolvedSearch } from './search-query.ts';
import { understandSearch } from './search-words.ts';
import { correctionsOf, loadVocabulary, namedModel, type SearchVocabulary } from './search-vocabulary.ts';

/** The WHERE of a public listing: its values, and a key that names it in caches. */
export interface ListingFilter {
  brandId?: string;
  minPrice?: number;
  maxPrice?: number;
  /** The tsquery, when searching (search-query.ts). */
  tsquery?: string;
  /** Each search word's lexemes, for estimates (listing-sample.ts); absent on a filter read back from its key. */
  terms?: SearchTerms;
  /** The model the search names (every spelling of it): its listings come first (decision 0069). */
  model?: string[];
  ads?: 'true' | 'false';
  division?: string;
  district?: string;
  condition?: ConditionGrade;
  storageGb?: number;
  variant?: PhoneVariant;
  batteryMin?: number;
  /** Names the filter with its values (totals, anchors). */
  key: string;
}

/** Only listed products, or listed products of one brand: totals come from the per-brand count. */
export const isSimple = (filter: ListingFilter) =>
  !filter.tsquery &&
  filter.minPrice === undefined &&
  filter.maxPrice === undefined &&
  !filter.ads &&
  !filter.division &&
  !filter.district &&
  !filter.condition &&
  filter.storageGb === undefined &&
  !filter.variant &&
  filter.batteryMin === undefined;

/** The query's filter; `null` when its brand names no category (an empty list). */
export async function listingFilter(db: Database, cache: ReadCache, query: ProductListQuery): Promise<ListingFilter | null> {
  const brandId = query.brand ? await brandIdOf(db, cache, query.brand) : undefined;
  if (brandId === null) return null;
  // Price words are filters ("iphone 13 under 80k"; a price the URL sets wins over them). A storage size
  // however written ("256 gb", "২৫৬ জিবি") is searched as the word listings write it ("256gb"): a listing
  // without the storage field set says its size in its name.
  const understood = query.q ? understandSearch(query.q) : undefined;
  const text =
    understood && [understood.text, understood.storageGb && storageWord(understood.storageGb)].filter(Boolean).join(' ');
  const search = text ? await searchOf(db, cache, text) : undefined;
  const tsquery = search?.tsquery;
  const { ads, division, district, condition, variant, batteryMin, storageGb } = query;
  const minPrice = query.minPrice ?? understood?.minPrice;
  const maxPrice = query.maxPrice ?? understood?.maxPrice;
  const key = JSON.stringify([
    brandId ?? null,
    tsquery ?? null,
    minPrice ?? null,
    maxPrice ?? null,
    ads ?? null,
    division ?? null,
    district ?? null,
    condition ?? null,
    storageGb ?? null,
    variant ?? null,
    batteryMin ?? null,
  ]);
  return {
    brandId,
    tsquery,
    ...(search && { terms: search.terms }),
    ...(search?.model.length && { model: search.model }),
    minPrice,
    maxPrice,
    ads,
    division,
    district,
    condition,
    storageGb,
    variant,
    batteryMin,
    key,
  };
}

/** A storage size as listings write it: 256 → "256gb", 1024 → "1tb". */
const storageWord = (gb: number) => (gb % 1024 === 0 ? `${gb / 1024}tb` : `${gb}gb`);

/**
 * A search resolved against the vocabulary (kept like the facet counts' cells and reloaded with them),
 * its typos corrected through the database (kept with the derived values), and the model it names.
 */
async function searchOf(
  db: Database,
  cache: ReadCache,
  text: string,
): Promise<(ResolvedSearch & { model: string[] }) | undefined> {
  const vocabulary = await searchVocabulary(db, cache);
  const correct = async (word: string) =>
    (await cache.remember(cache.derived, `correction|${word}`, async () => ({ words: await correctionsOf(db, word) }))).words;
  const resolved = await resolveSearch(text, vocabulary, correct);
  if (!resolved) return undefined;
  const brandWords = new Set((await categoryRows(db, cache)).flatMap((category) => searchTerms(category.name)));
  return { ...resolved, model: namedModel(vocabulary, resolved.words, brandWords) };
}

/** The vocabulary as last loaded; reloaded after each summaries' rebuild (reloadVocabulary). */
export function searchVocabulary(db: Database, cache: ReadCache): Promise<SearchVocabulary> {
  return cache.remember(cache.facets, VOCABULARY_KEY, () => loadVocabulary(db));
}

const VOCABULARY_KEY = 'vocabulary';

/** After a rebuild of search_words: the vocabulary is read again, the old one answering meanwhile. */
export async function reloadVocabulary(db: Database, cache: ReadCache): Promise<void> {
  if (!cache.enabled) return;
  await cache.facets.fetch(VOCABULARY_KEY, { forceRefresh: true, allowStale: false, context: () => loadVocabulary(db) });
}

/** How a search is matched: through the GIN index, or hidden from the planner so that it walks the sort order. */
export type SearchMode = 'indexed' | 'walk';

/**
 * The listing's WHERE. `is_listed` is the bare column so that plans use the partial indexes (a division
 * or district has its own, newest first).
 *
 * Search `indexed` lets the planner use the GIN index (few matches: fetch them all, then sort); `walk`
 * hides the condition from it so that it walks the sort order's own index and stops after one page
 * (many matches: a page is found after a few hundred rows).
 */
export function whereOf(filter: ListingFilter, search: SearchMode = 'indexed'): SQL {
  const parts: SQL[] = [sql`${products.isListed}`];
  if (filter.brandId !== undefined) parts.push(eq(products.brandId, filter.brandId));
  if (filter.minPrice !== undefined) parts.push(gte(products.selling, filter.minPrice));
  if (filter.maxPrice !== undefined) parts.push(lte(products.selling, filter.maxPrice));
  if (filter.division !== undefined) parts.push(eq(products.division, filter.division));
  if (filter.district !== undefined) parts.push(eq(products.district, filter.district));
  if (filter.condition !== undefined) parts.push(eq(products.condition, filter.condition));
  if (filter.storageGb !== undefined) parts.push(eq(products.storageGb, filter.storageGb));
  if (filter.variant !== undefined) parts.push(eq(products.variant, filter.variant));
  if (filter.batteryMin !== undefined) parts.push(gte(products.batteryHealth, filter.batteryMin));
  if (filter.ads === 'true') parts.push(isNotNull(products.adsLabel));
  if (filter.ads === 'false') parts.push(isNull(products.adsLabel));
  if (filter.tsquery !== undefined) {
    // searchQuery leaves only words of letters, marks and digits with `:*`, joined by `&` (a word typed
    // without its space as `( word | its parts )`); a bound parameter either way.
    const match = sql`${products.search} @@ ${filter.tsquery}::tsquery`;
    parts.push(search === 'indexed' ? match : sql`coalesce(${match}, false)`);
  }
  return and(...parts)!;
}

/**
 * Runs `read` where the planner may only use bitmap scans: for a filter known to match few listings
 * (decision 0069), fetched from its indexes and sorted. The planner guesses two common words as common
 * together ("iphone galaxy": 50,000 rows expected of a million, none there) and a rare storage size as
 * any other, and would walk the whole table to find the first few (660 ms and 6 s against 27 ms).
 */
export function throughBitmapScans<T>(db: Database, read: (reader: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_indexscan = off`);
    return read(tx as unknown as Database);
  });
}

/**
 * Runs `read` where the planner may not use bitmap or sequential scans: for a filter whose rows are
 * fewest in a range of a covering index (a price range, read-costs.ts), tested there without the table.
 */
export function throughIndexOnlyScans<T>(db: Database, read: (reader: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    return read(tx as unknown as Database);
  });
}
