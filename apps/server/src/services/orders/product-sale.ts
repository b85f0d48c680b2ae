import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { liveImeiCollision } from '../imei/live-imei.ts';
import { nextReview, type StoredReview } from '../moderation/review-machine.ts';

/**
 * A refunded order's phone goes back on sale (the payment had marked it sold); the caller holds its row.
 * A refund never fails on the IMEI (decision 0036): when the phone's IMEI went live in another listing
 * meanwhile, this one goes back on sale waiting for review instead of live (decision 0052: one live
 * listing per IMEI), and the admin decides which stays.
 */
export async function relistProduct(tx: Database, productId: string): Promise<void> {
  const [row] = await tx
    .select({
      status: products.status,
      review: { status: products.reviewStatus, reason: products.reviewReason, cause: products.reviewCause },
      imeiHash: products.imeiHash,
      imei2Hash: products.imei2Hash,
    })
    .from(products)
    .where(eq(products.id, productId));
  if (row?.status !== 'sold') return;
  const hashes = [row.imeiHash, row.imei2Hash].filter((hash): hash is string => hash !== null);
  const collision = hashes.length > 0 ? await liveImeiCollision(tx, hashes, productId) : undefined;
  const review = (collision ? nextReview(row.review, { kind: 'imeiLiveElsewhere' }) : row.review) as StoredReview;
  await tx
    .update(products)
    .set({ status: 'available', soldAt: null, reviewStatus: review.status, reviewReason: review.reason, reviewCause: review.cause, updatedAt: sql`now()` })
    .where(and(eq(products.id, productId), eq(products.status, 'sold')));
}

/** A refunded order's phone is taken off the market instead (an admin's choice on a dispute). */
export async function removeRefundedProduct(tx: Database, productId: string, at: Date): Promise<void> {
  await tx
    .update(products)
    .set({ status: 'available', soldAt: null, deletedAt: at, updatedAt: sql`now()` })
    .where(eq(products.id, productId));
}
