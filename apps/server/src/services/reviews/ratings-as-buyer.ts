import { and, avg, count, desc, eq } from 'drizzle-orm';
import { RATINGS_AS_BUYER_SHOWN, type RatingsAsBuyer } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { bookings, reviews, users } from '../../db/schema/index.ts';

/**
 * GET /users/me/ratings (issue 38 §4): what sellers said of this person as their buyer, newest first,
 * with the phone of each deal, and the average of them all. Only the person themself asks for it.
 */
export async function ratingsAsBuyer(db: Database, buyerId: string): Promise<RatingsAsBuyer> {
  const bySellers = and(eq(reviews.subjectId, buyerId), eq(reviews.authorSide, 'seller'));
  const [totals] = await db
    .select({ average: avg(reviews.rating).mapWith(Number), count: count() })
    .from(reviews)
    .where(bySellers);
  const rows = await db
    .select({ review: reviews, sellerName: users.name, productName: bookings.productName })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.authorId))
    .innerJoin(bookings, eq(bookings.id, reviews.orderId))
    .where(bySellers)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(RATINGS_AS_BUYER_SHOWN);
  const ratingCount = totals?.count ?? 0;
  return {
    averageRating: ratingCount > 0 ? Math.round(totals!.average * 10) / 10 : null,
    ratingCount,
    ratings: rows.map(({ review, sellerName, productName }) => ({
      _id: review.id,
      orderId: review.orderId,
      rating: review.rating,
      text: review.text,
      sellerName,
      productName,
      createdAt: review.createdAt.toISOString(),
    })),
  };
}
