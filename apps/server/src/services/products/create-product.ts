import { eq } from 'drizzle-orm';
import { isImageUnder, productMessages, type InsertResult, type NewProduct } from '@phonehaat/contract';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { categories, products } from '../../db/schema/index.ts';
import { invalidField } from '../../errors/app-error.ts';
import { initialReview } from '../moderation/review-machine.ts';
import { imageSetFor } from './image-set.ts';

/**
 * Lists a product for the signed-in seller; seller name and email come from the session, never the body.
 * The photo must be one of ours: under one of `imageBases` (services/images/own-image-bases.ts).
 */
export async function createProduct(
  db: Database,
  seller: Viewer,
  input: NewProduct,
  imageBases: readonly string[],
): Promise<InsertResult> {
  if (!isImageUnder(input.image, imageBases)) throw invalidField('image', productMessages.imageNotOurs);
  const [brand] = input.brand.match(/^[0-9a-f-]{36}$/i)
    ? await db.select().from(categories).where(eq(categories.id, input.brand)).limit(1)
    : [];
  if (!brand) throw invalidField('brand', 'Select a brand from the list');

  // The listing's own fields as the contract parsed them (a new field comes along by itself); who
  // sells it and under which brand come from the session and the category row.
  const { seller: _seller, email: _email, brand: _brand, ...listing } = input;
  const [created] = await db
    .insert(products)
    .values({
      ...listing,
      imageSet: await imageSetFor(db, input.image),
      sellerId: seller.id,
      sellerName: seller.name,
      brandId: brand.id,
      brandName: brand.name,
      // A seller not yet verified waits for an admin's review (issue 26, decision 0037).
      reviewStatus: initialReview(seller).status,
    })
    .returning({ id: products.id });
  if (!created) throw new Error('insert returned no row');
  return { acknowledged: true, insertedId: created.id };
}
