import { and, eq } from 'drizzle-orm';
import { isUuid } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { savedSearches } from '../../db/schema/index.ts';
import { notFound } from '../../errors/app-error.ts';

/** Forgets one of the person's saved searches (DELETE /saved-searches/:id); another person's is a 404. */
export async function deleteSavedSearch(db: Database, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound('Saved search');
  const deleted = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  if (deleted.length === 0) throw notFound('Saved search');
}
