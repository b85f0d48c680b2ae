import type { Database } from '../../db/client.ts';
import { refreshFacetCounts } from './refresh-facet-counts.ts';
import { refreshPriceGuides } from './refresh-price-guides.ts';

/** Rebuilds both summaries of the listings: the facet counts and the price guides, as of `now`. */
export async function refreshListingSummaries(db: Database, now: Date): Promise<void> {
  await refreshFacetCounts(db);
  await refreshPriceGuides(db, now);
}
