import { eq, sql } from 'drizzle-orm';
import { accountMessages, districtOf, imeiMessages, type NewProduct, type NewProductResult } from '@phonehaat/contract';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { categories, products } from '../../db/schema/index.ts';
import { invalidField } from '../../errors/app-error.ts';
import { assertSellerContactVerified } from '../account/verified-contact.ts';
import { initialReview } from '../moderation/review-machine.ts';
import type { CatalogueChanged } from '../catalogue-read/catalogue-changed.ts';
import type { ImeiVault } from '../imei/imei-vault.ts';
import { assertImeiAttemptsLeft, imeiTaken, isLiveImeiViolation, liveImeiCollision, recordCollision, storedImeis } from '../imei/live-imei.ts';
import { imageSetFor } from './image-set.ts';
import { checkedPhotos } from './listing-photos.ts';

/**
 * Lists a product for the signed-in seller; seller name and email come from the session, never the body.
 * Its photos must be ours: under one of `imageBases` (services/images/own-image-bases.ts); a seller
 * not yet verified adds a verification photo (listing-photos.ts). The
 * IMEI is stored only as a keyed hash and a sealed value, and refused (409, noted for the admins) while
 * live in another listing; after MAX_IMEI_COLLISIONS such refusals in 24 hours every listing of that
 * person is refused (429) for a while (decision 0052).
 */
export async function createProduct(
  db: Database,
  seller: Viewer,
  input: NewProduct,
  {
    imageBases,
    vault,
    now,
    catalogueChanged,
  }: { imageBases: readonly string[]; vault: ImeiVault; now: Date; catalogueChanged: CatalogueChanged },
): Promise<NewProductResult> {
  const photos = checkedPhotos(input, seller, imageBases);
  if (input.imei2 === input.imei) throw invalidField('imei2', imeiMessages.same, 'imei_same');
  const [brand] = input.brand.match(/^[0-9a-f-]{36}$/i)
    ? await db.select().from(categories).where(eq(categories.id, input.brand)).limit(1)
    : [];
  if (!brand) throw invalidField('brand', 'Select a brand from the list', 'select_brand');

  // The listing's own fields as the contract parsed them (a new field comes along by itself); who
  // sells it and under which brand come from the session and the category row, the IMEIs from the vault.
  const { seller: _seller, email: _email, brand: _brand, imei, imei2, photos: _photos, ...listing } = input;
  const imeis = storedImeis(vault, imei, imei2);
  const imageSet = await imageSetFor(db, photos.cover);
  // A seller not yet verified waits for an admin's review (issue 26, decision 0037).
  const review = initialReview(seller);
  // A listing that would go live at once waits for nothing but its seller's verified email or phone (issue 38).
  if (review.status === 'live') await assertSellerContactVerified(db, seller.id, accountMessages.sellerUnverifiedListing);
  try {
    const created = await db.transaction(async (tx) => {
      await assertImeiAttemptsLeft(tx, seller.id, now);
      const collision = await liveImeiCollision(tx, [imeis.imeiHash, ...(imeis.imei2Hash ? [imeis.imei2Hash] : [])]);
      if (collision) {
        await recordCollision(tx, collision, seller.id, now);
        return 'imei taken' as const;
      }
      const [row] = await tx
        .insert(products)
        .values({
          ...listing,
          ...imeis,
          image: photos.cover,
          photoUrls: photos.urls,
          verificationPhoto: photos.verificationPhoto,
          division: districtOf(listing.district)!.division,
          imageSet,
          sellerId: seller.id,
          sellerName: seller.name,
          brandId: brand.id,
          brandName: brand.name,
          reviewStatus: review.status,
          // Live at once, or when an admin approves it (moderation/listing-review.ts).
          ...(review.status === 'live' && { listedAt: sql`now()` }),
        })
        .returning({ id: products.id });
      if (!row) throw new Error('insert returned no row');
      return row;
    });
    if (created === 'imei taken') throw imeiTaken();
    catalogueChanged();
    return { acknowledged: true, insertedId: created.id, reviewStatus: review.status === 'live' ? 'live' : 'pending' };
  } catch (error) {
    if (isLiveImeiViolation(error)) throw imeiTaken();
    throw error;
  }
}
