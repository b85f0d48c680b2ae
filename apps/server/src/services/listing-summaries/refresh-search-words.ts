import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { searchWords } from '../../db/schema/index.ts';

/**
 * Rebuilds search_words (decision 0069) from the listed phones' search vectors in one transaction: each
 * lexeme with the number of listings holding it (ts_stat's ndoc). One pass over the listed rows' vectors,
 * about a second for a million listings, on one core like the other summaries.
 */
export async function refreshSearchWords(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    await tx.delete(searchWords);
    await tx.execute(sql`
      insert into ${searchWords} (word, listed)
      select word, ndoc from ts_stat('select search from products where is_listed')`);
  });
}
