import { sql } from 'drizzle-orm';
import { phoneModels } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { priceGuides, searchWords } from '../../db/schema/index.ts';
import { searchTerms } from '../../db/search-text.ts';

/**
 * What search knows of the listed phones' words (decision 0069): search_words (each lexeme with its
 * listings, rebuilt with the other summaries) sorted for prefix look-ups, and the model names it can
 * rank first. Held in the read cache's `facets` store and reloaded after each rebuild.
 */
export interface SearchVocabulary {
  /** The lexemes, sorted (code-unit order, as the look-up compares them). */
  words: string[];
  /** Listings holding each lexeme, in the order of `words`. */
  listed: Int32Array;
  /** Known models, each with its name's words (search-text.ts): the contract's list and the price guides'. */
  models: { name: string; words: string[] }[];
}

/** A typed word meaning more lexemes than this is searched as a prefix: ORing them all would cost more. */
export const MAX_EXPANSIONS = 24;

export async function loadVocabulary(db: Database): Promise<SearchVocabulary> {
  const rows = await db
    .select({ word: searchWords.word, listed: searchWords.listed })
    .from(searchWords)
    .orderBy(sql`${searchWords.word} collate "C"`);
  const guided = await db.selectDistinct({ model: priceGuides.model }).from(priceGuides);
  const names = new Set([...Object.values(phoneModels).flat(), ...guided.map((row) => row.model)]);
  // A lexeme is letters, marks and digits (search-text.ts reads everything else as a space); anything
  // else could not be written into a tsquery as it is, so it is left out.
  const usable = rows.filter((row) => /^[\p{L}\p{M}\p{N}]+$/u.test(row.word));
  return {
    words: usable.map((row) => row.word),
    listed: Int32Array.from(usable, (row) => row.listed),
    models: [...names].map((name) => ({ name, words: searchTerms(name) })),
  };
}

/** The first index of `words` not below `prefix`. */
function lowerBound(words: readonly string[], prefix: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (words[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The lexemes a typed word may be the start of, the most listed first; `undefined` when there are more
 * than MAX_EXPANSIONS (searched as a prefix then), an empty list when none.
 */
export function expansionsOf(vocabulary: SearchVocabulary, prefix: string): string[] | undefined {
  const found: { word: string; listed: number }[] = [];
  for (let at = lowerBound(vocabulary.words, prefix); at < vocabulary.words.length; at += 1) {
    const word = vocabulary.words[at]!;
    if (!word.startsWith(prefix)) break;
    if (found.length === MAX_EXPANSIONS) return undefined;
    found.push({ word, listed: vocabulary.listed[at]! });
  }
  return found.sort((a, b) => b.listed - a.listed || (a.word < b.word ? -1 : 1)).map((entry) => entry.word);
}

/** Listings holding a lexeme (0 for one the vocabulary does not know). */
export function listedWith(vocabulary: SearchVocabulary, word: string): number {
  const at = lowerBound(vocabulary.words, word);
  return vocabulary.words[at] === word ? vocabulary.listed[at]! : 0;
}

/**
 * How alike a correction must be (pg_trgm's similarity, 0–1): a little below pg_trgm's default 0.3, so that two
 * swapped letters pass ("iphnoe" is 0.27 like iphone); a wrong correction only adds matches to the typed word's own.
 */
export const CORRECTION_SIMILARITY = 0.25;

/**
 * The listed words most like a word that matches none (a typo: "samsng" → samsung), by pg_trgm's
 * trigram similarity through search_words' trigram index; at most two, the most alike first.
 */
export async function correctionsOf(db: Database, word: string): Promise<string[]> {
  const similarity = sql`similarity(${searchWords.word}, ${word})`;
  return db.transaction(async (tx) => {
    // `%` (what the trigram index answers) holds from pg_trgm's threshold, 0.3 unless set.
    await tx.execute(sql`select set_config('pg_trgm.similarity_threshold', ${String(CORRECTION_SIMILARITY)}, true)`);
    const rows = await tx
      .select({ word: searchWords.word })
      .from(searchWords)
      .where(sql`${searchWords.word} % ${word}`)
      .orderBy(sql`${similarity} desc`, sql`${searchWords.listed} desc`)
      .limit(2);
    return rows.map((row) => row.word);
  });
}

/**
 * The model a search names, to rank its listings first: the known model whose words are the search's
 * (a brand word typed besides may be left out: "samsung galaxy a54"), or that holds them all with one
 * word more and is the only such ("a54" → Galaxy A54; "iphone" names no model of its many). Every
 * spelling of that model's name is returned ("iPhone SE (2022)" and "iPhone SE 2022" are one model).
 */
export function namedModel(vocabulary: SearchVocabulary, words: readonly string[], brandWords: ReadonlySet<string>): string[] {
  // A storage word ("128gb") narrows the model's listings, it names no other model.
  const asked = new Set(words.filter((word) => !brandWords.has(word) && !/^\p{N}+(gb|tb)$/u.test(word)));
  if (asked.size === 0) return [];
  let best: { key: string; extra: number; names: string[] } | undefined;
  let tie = false;
  for (const model of vocabulary.models) {
    const own = model.words.filter((word) => !brandWords.has(word));
    if (![...asked].every((word) => own.includes(word))) continue;
    const extra = own.length - asked.size;
    if (extra > 1) continue;
    const key = own.join(' ');
    if (!best || extra < best.extra) {
      best = { key, extra, names: [model.name] };
      tie = false;
    } else if (extra === best.extra) {
      if (key === best.key) best.names.push(model.name);
      else tie = true;
    }
  }
  return best && !tie ? best.names : [];
}
