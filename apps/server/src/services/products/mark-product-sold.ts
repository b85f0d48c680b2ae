import { eq, sql } from 'drizzle-orm';
import { errorCodes, listingMessages } from '@phonehaat/contract';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { conflict } from '../../errors/app-error.ts';
import type { CatalogueChanged } from '../catalogue-read/catalogue-changed.ts';
import { transitionInTransaction } from '../orders/apply-transition.ts';
import { openOrdersOfProduct } from '../orders/open-orders.ts';
import { lockSellersListing } from './seller-listing.ts';
import { tellWatchersOfSale } from '../watchlist/watch-alerts.ts';

/** What a buyer whose booking was open reads when the seller sold the phone elsewhere. */
export const soldElsewhereNote = 'The seller has sold this phone outside PhoneHaat';

/**
 * The seller sold the phone outside PhoneHaat: it leaves listings, and its open bookings are declined
 * with a note, in one transaction. A phone a paid order holds is refused (409): that buyer's money is
 * held for it, so the order is finished or cancelled first. Its watchers are told (issue 39 §5).
 */
export async function markProductSold(
  db: Database,
  catalogueChanged: CatalogueChanged,
  seller: Viewer,
  id: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const listing = await lockSellersListing(tx, seller, id);
    if (listing.status === 'sold') {
      throw conflict(listing.soldOutside ? listingMessages.alreadySold : listingMessages.heldByPaidOrder, errorCodes.productSold);
    }
    await tx
      .update(products)
      .set({ status: 'sold', soldAt: now, soldOutside: true, updatedAt: sql`now()` })
      .where(eq(products.id, listing.id));
    await tellWatchersOfSale(tx, listing.id, now);
    for (const order of await openOrdersOfProduct(tx, listing.id)) {
      await transitionInTransaction(tx, order, 'decline_sold', ['system'], now, { note: soldElsewhereNote }, null);
    }
  });
  catalogueChanged();
}
