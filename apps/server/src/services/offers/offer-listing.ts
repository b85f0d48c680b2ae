import { and, eq, isNull, notInArray } from 'drizzle-orm';
import { errorCodes, isUuid } from '@phonehaat/contract';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { bookings, products } from '../../db/schema/index.ts';
import { AppError, conflict, forbidden, notFound } from '../../errors/app-error.ts';

export type ListingRow = typeof products.$inferSelect;

const soldMessage = 'Sorry, this phone has already been sold';

/**
 * The listing a buyer may make an offer on: what booking it asks (create-booking.ts), in the same order
 * and with the same answers: not found or not public (404), sold (409 PRODUCT_SOLD), their own (403).
 */
export async function offerableListing(db: Database, buyer: Viewer, productId: string): Promise<ListingRow> {
  if (!isUuid(productId)) throw notFound('Product');
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), isNull(products.deletedAt)))
    .limit(1);
  if (!product) throw notFound('Product');
  if (product.status === 'sold') throw conflict(soldMessage, errorCodes.productSold);
  if (product.reviewStatus !== 'live') throw notFound('Product');
  if (product.sellerId === buyer.id) throw forbidden('You cannot make an offer on your own listing');
  return product;
}

/** The listing as an accept or a counter finds it, in its transaction: still on sale, or 409. */
export function refuseIfNotOnSale(product: ListingRow | undefined): asserts product is ListingRow {
  if (product?.status === 'sold') throw conflict(soldMessage, errorCodes.productSold);
  if (!product || product.deletedAt !== null || product.reviewStatus !== 'live')
    throw conflict('This phone is no longer on sale');
}

/**
 * An offer is a discount asked for: one above the asking price makes no sense, the buyer books at
 * the price instead. Equal is allowed (a counter may meet the listing's price).
 */
export function refuseAboveAsking(amount: number, product: Pick<ListingRow, 'selling'>): void {
  if (amount <= product.selling) return;
  const message = `An offer cannot be above the asking price of TK ${product.selling.toLocaleString('en-US')}: book the phone at its price instead`;
  throw new AppError(errorCodes.validation, 400, `amount: ${message}`, { amount: message }, [
    { field: 'amount', code: 'too_big', params: { max: product.selling } },
  ]);
}

/** Whether the buyer has a booking of this phone still going (the one the unique index allows). */
export async function hasOpenBooking(db: Database, buyerId: string, productId: string): Promise<boolean> {
  const [open] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.buyerId, buyerId),
        eq(bookings.productId, productId),
        isNull(bookings.deletedAt),
        // The states bookings_buyer_product_open_idx leaves out: a buyer may book again after them.
        notInArray(bookings.state, ['declined', 'expired', 'cancelled', 'refunded']),
      ),
    )
    .limit(1);
  return open !== undefined;
}
