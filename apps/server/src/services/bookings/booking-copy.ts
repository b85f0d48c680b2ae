import type { bookings, products } from '../../db/schema/index.ts';

type ProductRow = typeof products.$inferSelect;
interface Buyer {
  id: string;
  name: string;
  email: string;
}

/**
 * What a booking keeps of its product and buyer when it is made (decision 0011): the price and the
 * phone as they were, whatever the listing becomes.
 */
export function bookingCopy(product: ProductRow, buyer: Buyer) {
  return {
    productId: product.id,
    sellerId: product.sellerId,
    buyerId: buyer.id,
    buyerName: buyer.name,
    email: buyer.email,
    price: product.selling,
    productName: product.productName,
    productImage: product.image,
    sellerLocation: product.location,
  } satisfies Partial<typeof bookings.$inferInsert>;
}
