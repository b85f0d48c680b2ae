import type { Database } from '../../db/client.ts';
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
  if (words) await refreshSearchWords(db);
}
