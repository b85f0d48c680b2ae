import { and, countDistinct, eq } from 'drizzle-orm';
import type { reportBody} from '@phonehaat/contract';
import { moderationMessages, type MyReport } from '@phonehaat/contract';
import type { z } from 'zod';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { listingReports, products } from '../../db/schema/index.ts';
import { conflict, forbidden, notFound } from '../../errors/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { lockReview, reviewAfter, writeReview } from './listing-review.ts';
import { myReportAnswer } from './my-reports.ts';

/**
 * Someone signed in reports a public listing. One open report per person per listing (409 for a
 * second); when open reports from REPORTS_TO_HOLD people stand, the listing is held (hidden) until an
 * admin reviews them. The product row is locked first, so two reports at once count each other.
 */
export async function reportListing(
  db: Database,
  reporter: Viewer,
  productId: string,
  body: z.output<typeof reportBody>,
  now: Date,
): Promise<MyReport> {
  try {
    return await db.transaction(async (tx) => {
      const current = await lockReview(tx, productId);
      if (!current.isListed) throw notFound('Product');
      if (current.sellerId === reporter.id) throw forbidden(moderationMessages.ownListing);
      const [report] = await tx
        .insert(listingReports)
        .values({ productId, reporterId: reporter.id, reason: body.reason, text: body.text, createdAt: now })
        .returning();
      if (!report) throw new Error('insert returned no row');
      const [open] = await tx
        .select({ reporters: countDistinct(listingReports.reporterId) })
        .from(listingReports)
        .where(and(eq(listingReports.productId, productId), eq(listingReports.status, 'open')));
      const next = reviewAfter(current, { kind: 'reported', openReporters: Number(open?.reporters ?? 0) }, moderationMessages.noOpenReports);
      if (next.status !== current.status) await writeReview(tx, productId, next, now);
      const [listing] = await tx.select({ productName: products.productName }).from(products).where(eq(products.id, productId));
      return myReportAnswer({ ...report, productName: listing?.productName ?? '' });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(moderationMessages.alreadyReported);
    throw error;
  }
}
