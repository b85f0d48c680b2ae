import { and, eq } from 'drizzle-orm';
import { isUuid, watchlistMessages } from '@phonehaat/contract';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { products, watchlist } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../errors/app-error.ts';

/**
 * The heart (PUT /watchlist/:productId): puts a listing on the person's watchlist with its price now,
 * or takes it off. Either is idempotent: a listing watched already keeps the price its drops are
 * measured from. Only a live listing can be added (404 otherwise), and not one's own (403); one that
 * is sold or removed since can still be taken off.
 */
export async function setWatched(
  db: Database,
  viewer: Viewer,
  productId: string,
  watched: boolean,
  now: Date,
): Promise<{ watched: boolean }> {
  if (!isUuid(productId)) throw notFound('Product');
  const mine = and(eq(watchlist.userId, viewer.id), eq(watchlist.productId, productId));
  if (!watched) {
    await db.delete(watchlist).where(mine);
    return { watched: false };
  }
  const [product] = await db
    .select({ sellerId: products.sellerId, selling: products.selling, isListed: products.isListed })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw notFound('Product');
  if (product.sellerId === viewer.id) throw forbidden(watchlistMessages.ownListing);
  const [already] = await db.select({ productId: watchlist.productId }).from(watchlist).where(mine);
  if (already) return { watched: true };
  if (!product.isListed) throw notFound('Product');
  await db
    .insert(watchlist)
    .values({ userId: viewer.id, productId, priceWhenWatched: product.selling, lastPriceTold: product.selling, createdAt: now })
    .onConflictDoNothing();
  return { watched: true };
}
