import { and, eq } from 'drizzle-orm';
import { isUuid, type SavedSearch } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { savedSearches } from '../../db/schema/index.ts';
import { notFound } from '../../errors/app-error.ts';
import { savedSearchAnswer } from './list-saved-searches.ts';

/**
 * Turns a saved search's digest on or off (PATCH /saved-searches/:id). Turned back on, it tells only of
 * listings new from now: what was listed while it was off is not news.
 */
export async function setSearchAlerts(
  db: Database,
  userId: string,
  id: string,
  alerts: boolean,
  now: Date,
): Promise<SavedSearch> {
  if (!isUuid(id)) throw notFound('Saved search');
  const mine = and(eq(savedSearches.id, id), eq(savedSearches.userId, userId));
  const [current] = await db.select({ alerts: savedSearches.alerts }).from(savedSearches).where(mine);
  if (!current) throw notFound('Saved search');
  const [row] = await db
    .update(savedSearches)
    .set({ alerts, ...(alerts && !current.alerts && { checkedUntil: now }) })
    .where(mine)
    .returning();
  if (!row) throw notFound('Saved search');
  return savedSearchAnswer(row);
}
