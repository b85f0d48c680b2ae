import { and, eq, isNull, sql } from 'drizzle-orm';
import { accountMessages, errorCodes, isUuid, moderationMessages, type ReviewDecisionBody } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../errors/app-error.ts';
import { assertSellerContactVerified } from '../account/verified-contact.ts';
import { assertImeisFree, ImeiCollision } from '../imei/live-imei.ts';
import { notifyListingReviewed } from '../notifications/account-notifications.ts';
import { nextReview, ReviewRefused, type ReviewEvent, type ReviewState } from './review-machine.ts';
import type { CatalogueChanged } from '../catalogue-read/catalogue-changed.ts';

/** A listing's review state, its row locked for the rest of the transaction (decision 0020: writers lock the product first). */
export async function lockReview(
  tx: Database,
  id: string,
): Promise<ReviewState & { sellerId: string; isListed: boolean; onSale: boolean; imeiHashes: string[] }> {
  if (!isUuid(id)) throw notFound('Product');
  const [row] = await tx
    .select({
      status: products.reviewStatus,
      reason: products.reviewReason,
      cause: products.reviewCause,
      sellerId: products.sellerId,
      isListed: products.isListed,
      onSale: sql<boolean>`${products.status} = 'available'`,
      imeiHash: products.imeiHash,
      imei2Hash: products.imei2Hash,
    })
    .from(products)
    .where(and(eq(products.id, id), isNull(products.deletedAt)))
    .for('update');
  if (!row) throw notFound('Product');
  const { imeiHash, imei2Hash, ...state } = row;
  return { ...state, imeiHashes: [imeiHash, imei2Hash].filter((hash): hash is string => hash !== null) };
}

/** The machine's next state, a refusal answered as 409 with `message`. */
export function reviewAfter(state: ReviewState, event: ReviewEvent, message: string): ReviewState {
  try {
    return nextReview(state, event);
  } catch (error) {
    if (error instanceof ReviewRefused) throw conflict(message, errorCodes.conflict);
    throw error;
  }
}

/** Writes a (non-removed) review state on the locked row. */
export async function writeReview(tx: Database, id: string, next: ReviewState, at: Date): Promise<void> {
  if (next.status === 'removed') throw new Error('removal is written by its own service');
  await tx
    .update(products)
    .set({
      reviewStatus: next.status,
      reviewReason: next.reason,
      reviewCause: next.cause,
      updatedAt: at,
      // The first time it goes live is when saved searches count it new (issue 39 §5).
      ...(next.status === 'live' && { listedAt: sql`coalesce(${products.listedAt}, ${at.toISOString()}::timestamptz)` }),
    })
    .where(eq(products.id, id));
}

/** An admin approves a pending listing (it goes live) or rejects it with a reason its seller sees. */
export async function decideReview(
  db: Database,
  catalogueChanged: CatalogueChanged,
  id: string,
  body: ReviewDecisionBody,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockReview(tx, id);
    const event: ReviewEvent = body.decision === 'approve' ? { kind: 'approve' } : { kind: 'reject', reason: body.reason };
    const next = reviewAfter(current, event, moderationMessages.notPending);
    // Approving puts the phone on sale: not while its IMEI is live in another listing (listed meanwhile).
    if (event.kind === 'approve' && current.onSale && current.imeiHashes.length > 0) await refuseLiveImei(tx, current.imeiHashes, id);
    // Nor before its seller has verified their email or phone (issue 38).
    if (event.kind === 'approve') await assertSellerContactVerified(tx, current.sellerId, accountMessages.sellerUnverifiedListing);
    await writeReview(tx, id, next, now);
    await notifyListingReviewed(tx, id, event.kind === 'approve' ? { approved: true } : { approved: false, reason: event.reason }, now);
  });
  catalogueChanged();
}

/** 409 for the admin when one of these IMEIs is live in a listing other than `id` (decision 0036's check). */
export async function refuseLiveImei(tx: Parameters<typeof assertImeisFree>[0], hashes: string[], id: string): Promise<void> {
  try {
    await assertImeisFree(tx, hashes, id);
  } catch (error) {
    if (error instanceof ImeiCollision) throw conflict(moderationMessages.imeiLiveElsewhere, errorCodes.imeiTaken);
    throw error;
  }
}
