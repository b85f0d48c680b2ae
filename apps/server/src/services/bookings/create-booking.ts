import { and, eq, isNull } from 'drizzle-orm';
import { errorCodes, isUuid, type InsertResult, type NewBookingBody } from '@phonehaat/contract';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { bookings, products } from '../../db/schema/index.ts';
import { conflict, forbidden, notFound } from '../../errors/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';

type BookingInput = Pick<NewBookingBody, 'productId'> & { pickUpLocation: string; phone: string };

/**
 * Books a product for the signed-in buyer. The buyer comes from the session and the price and
 * product snapshot from the product row: whatever the browser sent for them is ignored.
 */
export async function createBooking(db: Database, buyer: Viewer, input: BookingInput): Promise<InsertResult> {
  if (!isUuid(input.productId)) throw notFound('Product');
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, input.productId), isNull(products.deletedAt)))
    .limit(1);
  if (!product) throw notFound('Product');
  if (product.status === 'sold') throw conflict('Sorry, this phone has already been sold', errorCodes.productSold);
  if (product.sellerId === buyer.id) throw forbidden('You cannot book your own listing');

  try {
    const [created] = await db
      .insert(bookings)
      .values({
        productId: product.id,
        buyerId: buyer.id,
        buyerName: buyer.name,
        email: buyer.email,
        price: product.selling,
        productName: product.productName,
        productImage: product.image,
        sellerLocation: product.location,
        pickUpLocation: input.pickUpLocation,
        phone: input.phone,
      })
      .returning({ id: bookings.id });
    if (!created) throw new Error('insert returned no row');
    return { acknowledged: true, insertedId: created.id };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('You have already booked this product');
    throw error;
  }
}
