import { and, avg, count, desc, eq, isNull } from 'drizzle-orm';
import type { SellerProfile } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { bookings, products, reviews, users } from '../../db/schema/index.ts';
import { notFound } from '../../errors/app-error.ts';
import { productAnswer, selectProductRows } from '../catalogue-read/product-answer.ts';

/** GET /sellers/{id}: a seller's public page — no email, no phone. */
export async function sellerProfile(db: Database, sellerId: string): Promise<SellerProfile> {
  const [seller] = await db
    .select({ id: users.id, name: users.name, verify: users.verify, createdAt: users.createdAt })
    .from(users)
    .where(and(eq(users.id, sellerId), isNull(users.deletedAt)));
  if (!seller) throw notFound('Seller');

  const [sales] = await db
    .select({ n: count() })
    .from(bookings)
    .innerJoin(products, eq(products.id, bookings.productId))
    .where(and(eq(products.sellerId, sellerId), eq(bookings.state, 'completed')));
  const byBuyers = and(eq(reviews.subjectId, sellerId), eq(reviews.authorSide, 'buyer'));
  const [ratings] = await db
    .select({ n: count(), average: avg(reviews.rating).mapWith(Number) })
    .from(reviews)
    .where(byBuyers);
  const latest = await db
    .select({ review: reviews, authorName: users.name })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.authorId))
    .where(byBuyers)
    .orderBy(desc(reviews.createdAt))
    .limit(20);
  const listings = await selectProductRows(db)
    .where(and(eq(products.sellerId, sellerId), eq(products.isListed, true)))
    .orderBy(desc(products.createdAt))
    .limit(50);

  return {
    _id: seller.id,
    name: seller.name,
    verified: seller.verify,
    memberSince: seller.createdAt.toISOString(),
    completedSales: sales?.n ?? 0,
    averageRating: ratings && ratings.n > 0 ? Math.round(ratings.average * 10) / 10 : null,
    ratingCount: ratings?.n ?? 0,
    reviews: latest.map(({ review, authorName }) => ({
      _id: review.id,
      orderId: review.orderId,
      authorSide: review.authorSide,
      authorName,
      rating: review.rating,
      text: review.text,
      createdAt: review.createdAt.toISOString(),
    })),
    listings: listings.map((row) => productAnswer(row, false)),
  };
}
