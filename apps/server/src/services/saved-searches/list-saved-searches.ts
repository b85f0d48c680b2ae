import { desc, eq } from 'drizzle-orm';
import type { SavedSearch } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { savedSearches } from '../../db/schema/index.ts';

export const savedSearchAnswer = (row: typeof savedSearches.$inferSelect): SavedSearch => ({
  id: row.id,
  query: row.query,
  alerts: row.alerts,
  createdAt: row.createdAt.toISOString(),
  lastDigestAt: row.lastDigestAt?.toISOString() ?? null,
});

/** The Saved searches page: the person's searches, the latest first. */
export async function listSavedSearches(db: Database, userId: string): Promise<SavedSearch[]> {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  return rows.map(savedSearchAnswer);
}
