import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { reportBody } from '@phonehaat/contract';
import { errorCodes, MAX_REPORTS_PER_DAY, moderationMessages, type MyReport } from '@phonehaat/contract';
import type { z } from 'zod';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { listingReports, products } from '../../db/schema/index.ts';
import { AppError, conflict, forbidden, notFound } from '../../errors/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { lockReview, reviewAfter, writeReview } from './listing-review.ts';
import { myReportAnswer } from './my-reports.ts';
import { weightyOpenReporters } from './reporter-weight.ts';
import type { CatalogueChanged } from '../catalogue-read/catalogue-changed.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Someone signed in reports a public listing. One open report per person per listing (409 for a
 * second), MAX_REPORTS_PER_DAY per person in any 24 hours (429). The listing is held (hidden) until an
 * admin reviews its reports when open reports from REPORTS_TO_HOLD people whose word carries weight
 * stand (reporter-weight.ts), or at once on an admin's report (decision 0052). The reporter's lock and
 * then the product row's are taken first, so reports at once count each other: the limit and the hold
 * are exact.
 */
export async function reportListing(
  db: Database,
  catalogueChanged: CatalogueChanged,
  reporter: Viewer,
  productId: string,
  body: z.output<typeof reportBody>,
  now: Date,
): Promise<MyReport> {
  try {
    const { answer, hidden } = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`reports:${reporter.id}`}, 0))`);
      const current = await lockReview(tx, productId);
      if (!current.isListed) throw notFound('Product');
      if (current.sellerId === reporter.id) throw forbidden(moderationMessages.ownListing);
      const [recent] = await tx
        .select({ n: count() })
        .from(listingReports)
        .where(and(eq(listingReports.reporterId, reporter.id), gt(listingReports.createdAt, new Date(now.getTime() - DAY_MS))));
      if ((recent?.n ?? 0) >= MAX_REPORTS_PER_DAY) throw new AppError(errorCodes.reportLimit, 429, moderationMessages.reportLimit);
      const [report] = await tx
        .insert(listingReports)
        .values({ productId, reporterId: reporter.id, reason: body.reason, text: body.text, createdAt: now })
        .returning();
      if (!report) throw new Error('insert returned no row');
      const weightyReporters = await weightyOpenReporters(tx, productId, now);
      const event = { kind: 'reported', weightyReporters, byAdmin: reporter.role === 'admin' } as const;
      const next = reviewAfter(current, event, moderationMessages.noOpenReports);
      const hidden = next.status !== current.status;
      if (hidden) await writeReview(tx, productId, next, now);
      const [listing] = await tx.select({ productName: products.productName }).from(products).where(eq(products.id, productId));
      return { answer: myReportAnswer({ ...report, productName: listing?.productName ?? '' }), hidden };
    });
    // Weighty reports hold the listing back from the lists (decision 0052).
    if (hidden) catalogueChanged();
    return answer;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(moderationMessages.alreadyReported);
    throw error;
  }
}
