import { and, eq, gt, isNull, ne, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products, users, watchlist } from '../../db/schema/index.ts';
import { notify } from '../notifications/notify.ts';

const productLink = (productId: string) => `/products/${productId}`;

/** The watchers a condition on their rows picks, with the listing's name; an account an admin closed hears nothing more. */
const watchersWhere = (tx: Database, where: SQL | undefined) =>
  tx
    .select({ userId: watchlist.userId, product: products.productName })
    .from(watchlist)
    .innerJoin(products, eq(products.id, watchlist.productId))
    .innerJoin(users, and(eq(users.id, watchlist.userId), isNull(users.deletedAt)))
    .where(where);

/**
 * A seller lowered a listing's price: each watcher who last heard of a higher price is told, in the
 * edit's transaction, and this price becomes the last told, so the next drop is measured from it (the
 * price when watched stays, for the watchlist's "was"). A rise
 * tells no one and changes nothing (a later drop is measured from the last price told).
 */
export async function tellWatchersOfPriceDrop(tx: Database, productId: string, price: number, now: Date): Promise<void> {
  const higher = and(eq(watchlist.productId, productId), gt(watchlist.lastPriceTold, price));
  const watchers = await watchersWhere(tx, higher);
  if (watchers.length === 0) return;
  await notify(
    tx,
    now,
    watchers.map(({ userId, product }) => ({
      userId,
      kind: 'watched_price_drop' as const,
      // Amounts in notifications are poisha (order-notifications.ts); a listing's price is whole taka.
      params: { productId, product, amount: price * 100 },
      link: productLink(productId),
      event: `price:${productId}:${price}`,
    })),
  );
  await tx.update(watchlist).set({ lastPriceTold: price }).where(higher);
}

/**
 * A watched listing was sold (its seller marked it, or a buyer's payment or cash deal took it): its
 * watchers are told once, in that transaction; the buyer, who may have watched it, is not.
 */
export async function tellWatchersOfSale(tx: Database, productId: string, now: Date, buyerId?: string): Promise<void> {
  const watchers = await watchersWhere(
    tx,
    and(eq(watchlist.productId, productId), buyerId === undefined ? undefined : ne(watchlist.userId, buyerId)),
  );
  await notify(
    tx,
    now,
    watchers.map(({ userId, product }) => ({
      userId,
      kind: 'watched_sold' as const,
      params: { productId, product },
      link: productLink(productId),
      event: `sold:${productId}`,
    })),
  );
}
