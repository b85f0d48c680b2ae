import { eq, sql } from 'drizzle-orm';
import { errorCodes, listingMessages } from '@phonehaat/contract';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { conflict } from '../../errors/app-error.ts';
import { assertImeisFree, ImeiCollision, refuseCollision } from '../imei/live-imei.ts';
import { lockSellersListing } from './seller-listing.ts';

/**
 * A listing its seller marked sold goes back on sale (the deal outside fell through). One sold through
 * PhoneHaat is not theirs to relist: a refund puts it back by itself (409 otherwise). Nor is one whose
 * IMEI went live in another listing meanwhile (409, noted for the admins).
 */
export async function relistProduct(db: Database, seller: Viewer, id: string): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const listing = await lockSellersListing(tx, seller, id);
      if (listing.status !== 'sold' || !listing.soldOutside) throw conflict(listingMessages.notMarkedSold, errorCodes.conflict);
      const hashes = [listing.imeiHash, listing.imei2Hash].filter((hash): hash is string => hash !== null);
      if (hashes.length > 0) await assertImeisFree(tx, hashes, listing.id);
      await tx
        .update(products)
        .set({ status: 'available', soldAt: null, soldOutside: false, updatedAt: sql`now()` })
        .where(eq(products.id, listing.id));
    });
  } catch (error) {
    if (error instanceof ImeiCollision) return refuseCollision(db, error, seller.id);
    throw error;
  }
}
