import { and, asc, eq, isNull } from 'drizzle-orm';
import type { UpdateResult } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { products, users } from '../../db/schema/index.ts';
import { notFound } from '../../errors/app-error.ts';
import { assertImeisFree, ImeiCollision } from '../imei/live-imei.ts';
import { lockReview, reviewAfter, writeReview } from '../moderation/listing-review.ts';
import type { CatalogueChanged } from '../catalogue-read/catalogue-changed.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Gives a seller the verified tick. Verifying twice changes nothing (modifiedCount 0).
 *
 * Their listings waiting for review go live with it (decision 0055): they waited only because the seller
 * was not verified yet, and a verified seller's new listings go live at once (decision 0037). One whose
 * IMEI is live in another listing stays in the queue, for the admin to decide, as approving it would.
 */
export async function verifySeller(db: Database, catalogueChanged: CatalogueChanged, id: string, now: Date): Promise<UpdateResult> {
  const result = await db.transaction(async (tx) => {
    const [seller] = await tx
      .select({ verify: users.verify })
      .from(users)
      .where(and(eq(users.id, id), eq(users.role, 'Seller'), isNull(users.deletedAt)))
      .limit(1);
    if (!seller) throw notFound('Seller');
    if (seller.verify) return { acknowledged: true, matchedCount: 1, modifiedCount: 0 };
    // The waiting listings are locked before the seller's row (decision 0020: writers lock the product first).
    const waiting = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.sellerId, id), eq(products.reviewStatus, 'pending'), isNull(products.deletedAt)))
      .orderBy(asc(products.id))
      .for('update');
    const updated = await tx
      .update(users)
      .set({ verify: true, updatedAt: now })
      .where(and(eq(users.id, id), eq(users.verify, false)))
      .returning({ id: users.id });
    // Verified meanwhile by another request, which approved them.
    if (updated.length === 0) return { acknowledged: true, matchedCount: 1, modifiedCount: 0 };
    for (const listing of waiting) await approveUnlessImeiLive(tx, listing.id, now);
    return { acknowledged: true, matchedCount: 1, modifiedCount: 1 };
  });
  // The tick shows on their listings, and their waiting listings went live.
  if (result.modifiedCount > 0) catalogueChanged();
  return result;
}

/** Approves a waiting listing as the review queue's approve does, unless its IMEI is live elsewhere. */
async function approveUnlessImeiLive(tx: Transaction, productId: string, now: Date): Promise<void> {
  const current = await lockReview(tx, productId);
  if (current.status !== 'pending') return;
  const next = reviewAfter(current, { kind: 'approve' }, 'not pending');
  if (current.onSale && current.imeiHashes.length > 0) {
    try {
      await assertImeisFree(tx, current.imeiHashes, productId);
    } catch (error) {
      if (error instanceof ImeiCollision) return;
      throw error;
    }
  }
  await writeReview(tx, productId, next, now);
}
