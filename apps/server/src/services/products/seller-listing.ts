import { and, eq, isNull } from 'drizzle-orm';
import { isUuid, listingMessages } from '@phonehaat/contract';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../errors/app-error.ts';

/**
 * A listing its own seller is about to change, locked for the rest of the transaction: every writer
 * of a phone's sale and orders locks the product row first (decision 0020), so a payment racing an
 * edit, a "mark sold" or a relist queues behind it. Not theirs: 403; removed or unknown: 404.
 */
export async function lockSellersListing(tx: Database, seller: Viewer, id: string) {
  if (!isUuid(id)) throw notFound('Product');
  const [row] = await tx
    .select({
      id: products.id,
      sellerId: products.sellerId,
      status: products.status,
      soldOutside: products.soldOutside,
      review: { status: products.reviewStatus, reason: products.reviewReason, cause: products.reviewCause },
      imeiHash: products.imeiHash,
      imei2Hash: products.imei2Hash,
      photoUrls: products.photoUrls,
      // What an edit compares with (material-edit.ts).
      selling: products.selling,
      details: products.details,
      location: products.location,
      area: products.area,
      model: products.model,
      colour: products.colour,
    })
    .from(products)
    .where(and(eq(products.id, id), isNull(products.deletedAt)))
    .for('update');
  if (!row) throw notFound('Product');
  if (row.sellerId !== seller.id) throw forbidden(listingMessages.notYours);
  return row;
}
