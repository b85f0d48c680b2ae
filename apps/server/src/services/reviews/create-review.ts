import { errorCodes, wrongStateMessage, type Review, type ReviewBody } from '@phonehaat/contract';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { eq, sql } from 'drizzle-orm';
import { reviews, users } from '../../db/schema/index.ts';
import { AppError, conflict, forbidden, notFound } from '../../errors/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { dealWindows } from '../orders/deal-windows.ts';
import { notifyRating } from '../notifications/account-notifications.ts';
import { findOrderRow } from '../orders/order-row.ts';
import type { CatalogueChanged } from '../catalogue-read/catalogue-changed.ts';

/** The buyer rates the seller or the seller the buyer: once each (a unique index), within 14 days of completion. */
export async function createReview(
  db: Database,
  catalogueChanged: CatalogueChanged,
  viewer: Viewer,
  orderId: string,
  body: ReviewBody,
  now: Date,
): Promise<Review> {
  const order = await findOrderRow(db, orderId);
  if (!order) throw notFound('Order');
  const side = order.buyerId === viewer.id ? 'buyer' : order.sellerId === viewer.id ? 'seller' : null;
  if (!side) throw forbidden('Only the buyer and the seller of this order can rate it');
  if (order.state !== 'completed') throw conflict(wrongStateMessage(order.state), errorCodes.orderWrongState);
  const completedAt = order.completedAt ?? order.stateChangedAt;
  if (now.getTime() > completedAt.getTime() + dealWindows.reviewMs) {
    throw new AppError(errorCodes.reviewWindowClosed, 409, 'The time to rate this order has passed');
  }
  try {
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(reviews)
        .values({
          orderId: order.id,
          authorSide: side,
          authorId: viewer.id,
          subjectId: side === 'buyer' ? order.sellerId : order.buyerId,
          rating: body.rating,
          text: body.text || null,
          createdAt: now,
        })
        .returning();
      if (!inserted) throw new Error('insert returned no row');
      await notifyRating(tx, inserted, viewer.name, order.productName, now);
      // The seller's rating on every product answer is this running sum and count (no join over reviews).
      if (side === 'buyer') {
        await tx
          .update(users)
          .set({
            sellerRatingSum: sql`${users.sellerRatingSum} + ${body.rating}`,
            sellerRatingCount: sql`${users.sellerRatingCount} + 1`,
          })
          .where(eq(users.id, order.sellerId));
      }
      return inserted;
    });
    // A buyer's rating shows on every listing of the seller.
    if (side === 'buyer') catalogueChanged();
    return {
      _id: row.id,
      orderId: row.orderId,
      authorSide: row.authorSide,
      authorName: viewer.name,
      rating: row.rating,
      text: row.text,
      createdAt: row.createdAt.toISOString(),
    };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('You have rated this order already', errorCodes.alreadyReviewed);
    throw error;
  }
}
