import { and, asc, count, eq, gt, isNull, lte, ne, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { products, savedSearches, users } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { listingFilter, whereOf } from '../catalogue-read/listing-filter.ts';
import type { ReadCache } from '../catalogue-read/read-cache.ts';
import { notify } from '../notifications/notify.ts';
import { describeSearch, filtersOf } from './search-query.ts';

/** A saved search is told of new listings at most this often (issue 39 §5: one digest a day). */
export const DIGEST_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** Bangladesh keeps UTC+6 all year: the digest's day there, `YYYY-MM-DD`, without time-zone data. */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;
const dhakaDay = (at: Date) => new Date(at.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 10);

/**
 * The saved searches' daily digest (issue 39 §5): each search with alerts on, told nothing for a day,
 * that has listings new to it — listed after its `checkedUntil`, up to now, found by the /products
 * list's own filter (listing-filter.ts) so the count is what its link shows, the person's own listings
 * aside — gets one notification with their number, however many there are. It is then checked until
 * now. A search with nothing new is left as it was and looked at again on the next run. Answers how
 * many digests were written.
 */
export async function sendSearchDigests(db: Database, cache: ReadCache, now: Date, log?: FastifyBaseLogger): Promise<number> {
  const due = await db
    .select({ id: savedSearches.id })
    .from(savedSearches)
    // An account an admin closed keeps its rows but hears nothing more.
    .innerJoin(users, and(eq(users.id, savedSearches.userId), isNull(users.deletedAt)))
    .where(dueAt(now))
    .orderBy(asc(savedSearches.checkedUntil));
  let sent = 0;
  for (const { id } of due) {
    try {
      if (await digestOne(db, cache, id, now)) sent += 1;
    } catch (error) {
      // A query the list no longer reads (its schema changed since it was saved) is skipped, not fatal to the others.
      if (!(error instanceof AppError)) throw error;
      log?.warn({ savedSearchId: id, err: error }, 'saved search skipped: its query no longer reads');
    }
  }
  return sent;
}

/** Alerts on and no digest in the last day. */
const dueAt = (now: Date) =>
  and(
    eq(savedSearches.alerts, true),
    or(isNull(savedSearches.lastDigestAt), lte(savedSearches.lastDigestAt, new Date(now.getTime() - DIGEST_INTERVAL_MS))),
  );

/** One search's digest in its own transaction, its row locked: two runs at once tell the person once. */
async function digestOne(db: Database, cache: ReadCache, id: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [search] = await tx
      .select()
      .from(savedSearches)
      .where(and(eq(savedSearches.id, id), dueAt(now)))
      .for('update', { skipLocked: true });
    if (!search) return false;
    const filters = filtersOf(search.query);
    const filter = await listingFilter(tx, cache, filters);
    // A brand that names no category lists nothing.
    if (!filter) return false;
    const [found] = await tx
      .select({ count: count() })
      .from(products)
      .where(
        and(
          whereOf(filter),
          gt(products.listedAt, search.checkedUntil),
          lte(products.listedAt, now),
          ne(products.sellerId, search.userId),
        ),
      );
    const news = found?.count ?? 0;
    if (news === 0) return false;
    await notify(tx, now, [
      {
        userId: search.userId,
        kind: 'saved_search_digest',
        params: { count: news, search: describeSearch(filters, search.query) },
        link: `/products?${search.query}`,
        event: `digest:${search.id}:${dhakaDay(now)}`,
      },
    ]);
    await tx.update(savedSearches).set({ lastDigestAt: now, checkedUntil: now }).where(eq(savedSearches.id, search.id));
    return true;
  });
}
