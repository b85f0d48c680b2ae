import { eq, sql } from 'drizzle-orm';
import { districtOf, errorCodes, listingMessages, type EditProduct } from '@phonehaat/contract';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { conflict } from '../../errors/app-error.ts';
import { reviewAfterEdit } from '../moderation/review-machine.ts';
import type { CatalogueChanged } from '../catalogue-read/catalogue-changed.ts';
import { imageSetFor } from './image-set.ts';
import { editedPhotoUrls, editedVerificationPhoto } from './listing-photos.ts';
import { isMaterialEdit } from './material-edit.ts';
import { lockSellersListing } from './seller-listing.ts';
import { tellWatchersOfPriceDrop } from '../watchlist/watch-alerts.ts';

/**
 * The seller changes an unsold listing's price, photo, place, details or structured fields (not its
 * IMEI). A sold or reserved one is refused (409): its buyer paid for what it said. Open bookings keep
 * the copy they were made with. A rejected listing goes back to the review queue, and so does a live one
 * whose seller is not verified when the edit is material (decision 0052: its text, photos or price by
 * more than MATERIAL_PRICE_CHANGE); one waiting for review may take a new verification photo. A lower
 * price on a listing that stays live tells its watchers (issue 39 §5), in the same transaction.
 */
export async function editProduct(
  db: Database,
  catalogueChanged: CatalogueChanged,
  seller: Viewer,
  id: string,
  changes: EditProduct,
  imageBases: readonly string[],
  now: Date,
): Promise<void> {
  const division = changes.district === undefined ? undefined : districtOf(changes.district)!.division;
  await db.transaction(async (tx) => {
    const listing = await lockSellersListing(tx, seller, id);
    if (listing.status !== 'available') throw conflict(listingMessages.notEditable, errorCodes.productSold);
    // A new verification photo only while the listing waits for review (decision 0040), checked first.
    const verificationPhoto = editedVerificationPhoto(listing.review.status, changes.verificationPhoto, imageBases);
    // New photos replace them all and their first becomes the cover; a new `image` alone replaces the cover.
    const { photos: _photos, verificationPhoto: _verificationPhoto, ...fields } = changes;
    const photoUrls = editedPhotoUrls(listing.photoUrls, changes, imageBases);
    // A rejected listing, once fixed, waits for review again (decision 0037); so does a live one edited
    // materially by a seller who needs review (decision 0052); other edits keep its state.
    const review = reviewAfterEdit(listing.review, {
      material: isMaterialEdit(listing, changes, photoUrls),
      trusted: seller.verify || seller.role === 'admin',
    });
    const cover = photoUrls?.[0];
    const imageSet = cover === undefined ? undefined : await imageSetFor(tx, cover);
    await tx
      .update(products)
      .set({
        ...fields,
        ...(photoUrls && { photoUrls, image: cover, imageSet }),
        ...(verificationPhoto !== undefined && { verificationPhoto }),
        ...(division && { division }),
        reviewStatus: review.status,
        reviewReason: review.reason,
        reviewCause: review.cause,
        updatedAt: sql`now()`,
      })
      .where(eq(products.id, listing.id));
    // Watchers open the listing from the notice: not while it waits for review.
    if (changes.selling !== undefined && changes.selling < listing.selling && review.status === 'live') {
      await tellWatchersOfPriceDrop(tx, listing.id, changes.selling, now);
    }
  });
  catalogueChanged();
}
