import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { listingFacetCounts, priceGuides, searchWords } from '../../db/schema/index.ts';
import { refreshFacetCounts } from './refresh-facet-counts.ts';
import { refreshPriceGuides } from './refresh-price-guides.ts';
import { refreshSearchWords } from './refresh-search-words.ts';

/**
 * Rebuilds the summaries of the listings as of `now`: the facet counts, the price guides, and with
 * `words` search's words (a pass over every listed vector: the job rebuilds them less often, decision 0069).
 */
export async function refreshListingSummaries(db: Database, now: Date, { words = true } = {}): Promise<void> {
  await refreshFacetCounts(db);
  await refreshPriceGuides(db, now);
  await vacuumSummaries(db, sql`${listingFacetCounts}, ${priceGuides}`);
  if (words) await rebuildSearchWords(db);
}

/** Rebuilds search's words alone (their own job, every ten minutes: plugins/listing-summaries.ts). */
export async function rebuildSearchWords(db: Database): Promise<void> {
  await refreshSearchWords(db);
  await vacuumSummaries(db, sql`${searchWords}`);
}

/** Whether search's words were never built (a new database): then they are built at start. */
export async function searchWordsMissing(db: Database): Promise<boolean> {
  const rows = await db.select({ word: searchWords.word }).from(searchWords).limit(1);
  return rows.length === 0;
}

/**
 * Each rebuild replaces every row of its tables: they are vacuumed right after, not left to autovacuum
 * (off on some servers, behind on busy ones). Unvacuumed, a day of rebuilds leaves tens of millions of
 * dead rows that every read of the counts steps over (decision 0077: after 30 rebuilds, 1.7 million
 * dead rows, 156 MB, and 44 ms to read one brand's counts).
 */
async function vacuumSummaries(db: Database, tables: SQL): Promise<void> {
  await db.execute(sql`vacuum (analyze) ${tables}`);
}
