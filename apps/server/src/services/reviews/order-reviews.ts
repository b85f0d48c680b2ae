import { asc, eq } from 'drizzle-orm';
import type { Review } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { reviews, users } from '../../db/schema/index.ts';

/** The ratings given on one order (at most one per side), oldest first, with their authors' names. */
export async function reviewsOfOrder(db: Database, orderId: string): Promise<Review[]> {
  const rows = await db
    .select({ review: reviews, authorName: users.name })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.authorId))
    .where(eq(reviews.orderId, orderId))
    .orderBy(asc(reviews.createdAt));
  return rows.map(({ review, authorName }) => ({
    _id: review.id,
    orderId: review.orderId,
    authorSide: review.authorSide,
    authorName,
    rating: review.rating,
    text: review.text,
    createdAt: review.createdAt.toISOString(),
  }));
}
