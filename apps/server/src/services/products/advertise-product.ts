import { and, eq, isNull } from 'drizzle-orm';
import { errorCodes, isUuid, type UpdateResult } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../errors/app-error.ts';
import type { CatalogueChanged } from '../catalogue-read/catalogue-changed.ts';

export const ADS_LABEL = 'Advertised';

/** Puts a product in Best Offers. Advertising twice changes nothing (modifiedCount 0), like the old store. */
export async function advertiseProduct(db: Database, catalogueChanged: CatalogueChanged, id: string): Promise<UpdateResult> {
  if (!isUuid(id)) throw notFound('Product');
  const [current] = await db
    .select({ status: products.status, adsLabel: products.adsLabel })
    .from(products)
    .where(and(eq(products.id, id), isNull(products.deletedAt)))
    .limit(1);
  if (!current) throw notFound('Product');
  if (current.status === 'sold') throw conflict('A sold product cannot be advertised', errorCodes.productSold);
  if (current.adsLabel) return { acknowledged: true, matchedCount: 1, modifiedCount: 0 };

  const updated = await db
    .update(products)
    .set({ adsLabel: ADS_LABEL, advertisedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(products.id, id), isNull(products.deletedAt), isNull(products.adsLabel)))
    .returning({ id: products.id });
  if (updated.length > 0) catalogueChanged();
  return { acknowledged: true, matchedCount: 1, modifiedCount: updated.length };
}
