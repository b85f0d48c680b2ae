import { and, eq } from 'drizzle-orm';
import { moderationMessages, type ReportsDecisionBody } from '@phonehaat/contract';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { listingReports, products } from '../../db/schema/index.ts';
import { conflict } from '../../errors/app-error.ts';
import { notifyReportsDecided } from '../notifications/account-notifications.ts';
import { lockReview, refuseLiveImei, reviewAfter, writeReview } from './listing-review.ts';
import type { CatalogueChanged } from '../catalogue-read/catalogue-changed.ts';

/**
 * An admin reviews a listing's open reports: `dismiss` closes them and shows the listing again (a held
 * one goes live); `remove` upholds them and removes the listing (the row stays for its history).
 */
export async function reviewReports(
  db: Database,
  catalogueChanged: CatalogueChanged,
  admin: Viewer,
  productId: string,
  body: ReportsDecisionBody,
  now: Date,
): Promise<void> {
  const listingChanged = await db.transaction(async (tx) => {
    const current = await lockReview(tx, productId);
    const closed = await tx
      .update(listingReports)
      .set({ status: body.outcome === 'dismiss' ? 'dismissed' : 'upheld', resolvedAt: now, resolvedBy: admin.id })
      .where(and(eq(listingReports.productId, productId), eq(listingReports.status, 'open')))
      .returning({ id: listingReports.id, reporterId: listingReports.reporterId });
    if (closed.length === 0) throw conflict(moderationMessages.noOpenReports);
    await notifyReportsDecided(tx, productId, [...new Set(closed.map((report) => report.reporterId))], body.outcome, now);
    if (body.outcome === 'remove') {
      reviewAfter(current, { kind: 'remove' }, moderationMessages.noOpenReports);
      await tx.update(products).set({ deletedAt: now, updatedAt: now }).where(eq(products.id, productId));
      return true;
    }
    const next = reviewAfter(current, { kind: 'dismiss' }, moderationMessages.noOpenReports);
    // A held phone shown again: not while its IMEI went live in another listing meanwhile (decision 0052).
    if (current.status !== 'live' && current.onSale && current.imeiHashes.length > 0) await refuseLiveImei(tx, current.imeiHashes, productId);
    if (next.status === current.status) return false;
    await writeReview(tx, productId, next, now);
    return true;
  });
  if (listingChanged) catalogueChanged();
}
