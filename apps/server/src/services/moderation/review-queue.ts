import { and, asc, eq, isNull } from 'drizzle-orm';
import type { ReviewQueueItem } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { productAnswer, selectProductRows, type ProductRow } from '../catalogue-read/product-answer.ts';

/** Most listings one answer of the review queue holds: the longest waiting first. */
export const REVIEW_QUEUE_MAX = 200;

/**
 * What the admin checks a waiting listing against besides the listing itself. The slot for issue 26's
 * photos change (the verification photo: the phone beside a paper with the listing's code) and its IMEI
 * change (other live listings with the same IMEI); until listings carry those, there is nothing to show.
 */
function reviewEvidence(_row: ProductRow): Pick<ReviewQueueItem, 'verificationPhoto' | 'imeiCollisions'> {
  return { verificationPhoto: null, imeiCollisions: [] };
}

/** GET /admin/review-queue: listings waiting for review, the longest waiting first. */
export async function reviewQueue(db: Database): Promise<ReviewQueueItem[]> {
  const rows = await selectProductRows(db)
    .where(and(eq(products.reviewStatus, 'pending'), isNull(products.deletedAt)))
    .orderBy(asc(products.updatedAt), asc(products.id))
    .limit(REVIEW_QUEUE_MAX);
  return rows.map((row) => ({
    product: productAnswer(row, true),
    sellerEmail: row.sellerEmail,
    waitingSince: row.updatedAt.toISOString(),
    ...reviewEvidence(row),
  }));
}
