import { desc, eq } from 'drizzle-orm';
import type { Watchlist, WatchedListing } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { products, watchlist } from '../../db/schema/index.ts';

/**
 * Live when anyone can open it; sold when a sale took it (kept, greyed, so the person knows); removed
 * otherwise: taken down by its seller or an admin, or out of sight while it waits for review.
 */
function statusOf(row: { isListed: boolean; status: 'available' | 'sold'; deletedAt: Date | null }): WatchedListing['status'] {
  if (row.isListed) return 'live';
  return row.status === 'sold' && row.deletedAt === null ? 'sold' : 'removed';
}

/** The Watchlist page: every listing the person watches, the latest heart first. */
export async function listWatchlist(db: Database, userId: string): Promise<Watchlist> {
  const rows = await db
    .select({
      productId: products.id,
      productName: products.productName,
      image: products.image,
      price: products.selling,
      priceWhenWatched: watchlist.priceWhenWatched,
      isListed: products.isListed,
      status: products.status,
      deletedAt: products.deletedAt,
      location: products.location,
      watchedAt: watchlist.createdAt,
    })
    .from(watchlist)
    .innerJoin(products, eq(products.id, watchlist.productId))
    .where(eq(watchlist.userId, userId))
    .orderBy(desc(watchlist.createdAt), desc(watchlist.productId));
  return {
    items: rows.map(({ isListed, status, deletedAt, watchedAt, ...row }) => ({
      ...row,
      status: statusOf({ isListed, status, deletedAt }),
      watchedAt: watchedAt.toISOString(),
    })),
  };
}

/** The hearts on cards: the ids of every listing the person watches, whatever became of it. */
export async function watchedProductIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db.select({ productId: watchlist.productId }).from(watchlist).where(eq(watchlist.userId, userId));
  return rows.map((row) => row.productId);
}
