import { eq, sql } from 'drizzle-orm';
import { errorCodes, listingMessages } from '@phonehaat/contract';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { conflict } from '../../errors/app-error.ts';
import type { CatalogueChanged } from '../catalogue-read/catalogue-changed.ts';
import { assertImeiAttemptsLeft, imeiTaken, isLiveImeiViolation, liveImeiCollision, recordCollision } from '../imei/live-imei.ts';
import { lockSellersListing } from './seller-listing.ts';

/**
 * A listing its seller marked sold goes back on sale (the deal outside fell through). One sold through
 * PhoneHaat is not theirs to relist: a refund puts it back by itself (409 otherwise). Nor is one whose
 * IMEI went live in another listing meanwhile (409, noted for the admins; counted toward decision
 * 0052's limit, 429 after MAX_IMEI_COLLISIONS in 24 hours).
 */
export async function relistProduct(
  db: Database,
  catalogueChanged: CatalogueChanged,
  seller: Viewer,
  id: string,
  now: Date,
): Promise<void> {
  try {
    const outcome = await db.transaction(async (tx) => {
      await assertImeiAttemptsLeft(tx, seller.id, now);
      const listing = await lockSellersListing(tx, seller, id);
      if (listing.status !== 'sold' || !listing.soldOutside) throw conflict(listingMessages.notMarkedSold, errorCodes.conflict);
      const hashes = [listing.imeiHash, listing.imei2Hash].filter((hash): hash is string => hash !== null);
      const collision = hashes.length > 0 ? await liveImeiCollision(tx, hashes, listing.id) : undefined;
      if (collision) {
        await recordCollision(tx, collision, seller.id, now);
        return 'imei taken' as const;
      }
      await tx
        .update(products)
        .set({ status: 'available', soldAt: null, soldOutside: false, updatedAt: sql`now()` })
        .where(eq(products.id, listing.id));
      return 'relisted' as const;
    });
    if (outcome === 'imei taken') throw imeiTaken();
    catalogueChanged();
  } catch (error) {
    if (isLiveImeiViolation(error)) throw imeiTaken();
    throw error;
  }
}
