import { and, eq, isNull } from 'drizzle-orm';
import { errorCodes, isUuid, type DeleteResult } from '@phonehaat/contract';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { conflict, forbidden, notFound } from '../../errors/app-error.ts';
import type { CatalogueChanged } from '../catalogue-read/catalogue-changed.ts';

/**
 * Hides a listing (admin: any; seller: their own unsold ones). The row stays so that bookings and
 * payments that refer to it keep their history.
 */
export async function removeProduct(db: Database, catalogueChanged: CatalogueChanged, viewer: Viewer, id: string): Promise<DeleteResult> {
  if (!isUuid(id)) throw notFound('Product');
  const [current] = await db
    .select({ sellerId: products.sellerId, status: products.status })
    .from(products)
    .where(and(eq(products.id, id), isNull(products.deletedAt)))
    .limit(1);
  if (!current) throw notFound('Product');
  const isAdmin = viewer.role === 'admin';
  if (!isAdmin && current.sellerId !== viewer.id) throw forbidden('You can only remove your own listings');
  if (!isAdmin && current.status === 'sold') throw conflict('A sold listing stays on record', errorCodes.productSold);

  const removed = await db
    .update(products)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(products.id, id), isNull(products.deletedAt)))
    .returning({ id: products.id });
  if (removed.length > 0) catalogueChanged();
  return { acknowledged: true, deletedCount: removed.length };
}
