import { count, eq } from 'drizzle-orm';
import { errorCodes, MAX_SAVED_SEARCHES, savedSearchMessages, type SavedSearch } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { savedSearches, users } from '../../db/schema/index.ts';
import { conflict } from '../../errors/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { savedSearchAnswer } from './list-saved-searches.ts';
import { canonicalSearch } from './search-query.ts';

/**
 * "Save this search" (POST /saved-searches): keeps a /products filter in its canonical form. The same
 * filter twice is refused (409), and so is one more than MAX_SAVED_SEARCHES (409). Listings are new to
 * it from now on: its first digest tells of those listed after it was saved.
 */
export async function saveSearch(
  db: Database,
  userId: string,
  body: { query: string; alerts: boolean },
  now: Date,
): Promise<SavedSearch> {
  const { query } = canonicalSearch(body.query);
  try {
    return await db.transaction(async (tx) => {
      // Two saves at once queue here, so the limit counts both.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [kept] = await tx.select({ count: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
      if ((kept?.count ?? 0) >= MAX_SAVED_SEARCHES) throw conflict(savedSearchMessages.tooMany, errorCodes.savedSearchLimit);
      const [row] = await tx
        .insert(savedSearches)
        .values({ userId, query, alerts: body.alerts, createdAt: now, checkedUntil: now })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return savedSearchAnswer(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(savedSearchMessages.duplicate, errorCodes.savedSearchExists);
    throw error;
  }
}
