import { eq, inArray } from 'drizzle-orm';
import type { Language } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { products, users } from '../../db/schema/index.ts';
import { adminIds, notify } from './notify.ts';

// The notifications of events outside an order's timeline, each written in its event's transaction.

/** A seller asked for a payout: the admins, who pay it. */
export async function notifyPayoutRequested(tx: Database, payout: { id: string; amount: number }, sellerName: string, now: Date): Promise<void> {
  const params = { amount: payout.amount, name: sellerName };
  const admins = await adminIds(tx);
  await notify(
    tx,
    now,
    admins.map((userId) => ({ userId, kind: 'payout_requested', params, link: '/dashboard/payouts', event: `payout:${payout.id}` })),
  );
}

/** A payout was paid: its seller, with the transfer's reference. */
export async function notifyPayoutPaid(tx: Database, payout: { id: string; sellerId: string; amount: number; reference: string | null }, now: Date): Promise<void> {
  const params = { amount: payout.amount, ...(payout.reference && { note: payout.reference }) };
  await notify(tx, now, [{ userId: payout.sellerId, kind: 'payout_paid', params, link: '/dashboard/balance', event: `payout:${payout.id}` }]);
}

/** An admin approved or rejected a waiting listing: its seller (a rejection with its reason). */
export async function notifyListingReviewed(tx: Database, productId: string, decision: { approved: boolean; reason?: string }, now: Date): Promise<void> {
  const [product] = await tx.select({ sellerId: products.sellerId, name: products.productName }).from(products).where(eq(products.id, productId));
  if (!product) return;
  await notify(tx, now, [
    {
      userId: product.sellerId,
      kind: decision.approved ? 'listing_approved' : 'listing_rejected',
      params: { productId, product: product.name, ...(decision.reason && { note: decision.reason }) },
      link: decision.approved ? `/products/${productId}` : '/dashboard/myProducts',
      event: `listing-review:${productId}:${now.toISOString()}`,
    },
  ]);
}

/** What a report's outcome says, in its reporter's language (written once, when decided). */
const reportOutcomes: Record<'remove' | 'dismiss', Record<Language, string>> = {
  remove: { en: 'the listing was removed.', bn: 'বিজ্ঞাপনটি সরিয়ে দেওয়া হয়েছে।' },
  dismiss: { en: 'we found no broken rule, so the listing stays.', bn: 'কোনো নিয়ম ভাঙা পাওয়া যায়নি, তাই বিজ্ঞাপনটি থাকছে।' },
};

/** An admin decided a listing's open reports: each reporter. */
export async function notifyReportsDecided(
  tx: Database,
  productId: string,
  reporterIds: readonly string[],
  outcome: 'remove' | 'dismiss',
  now: Date,
): Promise<void> {
  if (reporterIds.length === 0) return;
  const [product] = await tx.select({ name: products.productName }).from(products).where(eq(products.id, productId));
  const reporters = await tx.select({ id: users.id, language: users.language }).from(users).where(inArray(users.id, [...reporterIds]));
  await notify(
    tx,
    now,
    reporters.map((reporter) => ({
      userId: reporter.id,
      kind: 'report_outcome',
      params: { productId, product: product?.name ?? '', note: reportOutcomes[outcome][reporter.language] },
      link: '/dashboard/myReports',
      event: `reports:${productId}:${now.toISOString()}`,
    })),
  );
}

/** Someone rated the other side of a completed order: the one rated. */
export async function notifyRating(
  tx: Database,
  review: { id: string; subjectId: string; rating: number; orderId: string },
  authorName: string,
  productName: string,
  now: Date,
): Promise<void> {
  await notify(tx, now, [
    {
      userId: review.subjectId,
      kind: 'rating_received',
      params: { orderId: review.orderId, rating: review.rating, name: authorName, product: productName },
      link: `/dashboard/orders/${review.orderId}`,
      event: `review:${review.id}`,
    },
  ]);
}
