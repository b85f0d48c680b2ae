import { and, desc, eq, isNull } from 'drizzle-orm';
import type { SellerProfile } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { products, reviews, users } from '../../db/schema/index.ts';
import { notFound } from '../../errors/app-error.ts';
import { productAnswer, ratingOf, selectProductRows } from '../catalogue-read/product-answer.ts';

/** GET /sellers/{id}: a seller's public page — no email, no phone. */
export async function sellerProfile(db: Database, sellerId: string): Promise<SellerProfile> {
  const [seller] = await db
    .select({
      id: users.id,
      name: users.name,
      verify: users.verify,
      phoneVerified: users.phoneNumberVerified,
      createdAt: users.createdAt,
      ratingSum: users.sellerRatingSum,
      ratingCount: users.sellerRatingCount,
      completedSales: users.sellerCompletedSales,
    })
    .from(users)
    .where(and(eq(users.id, sellerId), isNull(users.deletedAt)));
  if (!seller) throw notFound('Seller');

  const byBuyers = and(eq(reviews.subjectId, sellerId), eq(reviews.authorSide, 'buyer'));
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

  const rating = ratingOf(seller.ratingSum, seller.ratingCount);
  return {
    _id: seller.id,
    name: seller.name,
    verified: seller.verify,
    phoneVerified: seller.phoneVerified,
    memberSince: seller.createdAt.toISOString(),
    // The count the completing transition keeps, as the product page's seller card shows it (decision 0044).
    completedSales: seller.completedSales,
    averageRating: rating?.average ?? null,
    ratingCount: rating?.count ?? 0,
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
