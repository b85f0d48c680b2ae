import { and, asc, eq, inArray, min } from 'drizzle-orm';
import type { ReportedListing } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { listingReports, products, users } from '../../db/schema/index.ts';
import { productAnswer, selectProductRows } from '../catalogue-read/product-answer.ts';

/** Most listings one answer of the reports queue holds. */
export const REPORTS_QUEUE_MAX = 200;

/** GET /admin/reports: listings with open reports, hidden ones first, then the longest reported; each with its open reports. */
export async function reportedListings(db: Database): Promise<ReportedListing[]> {
  const firstReport = min(listingReports.createdAt);
  const queue = await db
    .select({ productId: listingReports.productId, since: firstReport })
    .from(listingReports)
    .where(eq(listingReports.status, 'open'))
    .groupBy(listingReports.productId)
    .orderBy(asc(firstReport))
    .limit(REPORTS_QUEUE_MAX);
  if (queue.length === 0) return [];
  const ids = queue.map((entry) => entry.productId);
  const [rows, reports] = await Promise.all([
    selectProductRows(db).where(inArray(products.id, ids)),
    db
      .select({ report: listingReports, reporter: users.name })
      .from(listingReports)
      .innerJoin(users, eq(users.id, listingReports.reporterId))
      .where(and(inArray(listingReports.productId, ids), eq(listingReports.status, 'open')))
      .orderBy(asc(listingReports.createdAt), asc(listingReports.id)),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const listings = ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const open = reports.filter(({ report }) => report.productId === id);
    return [
      {
        product: productAnswer(row, true),
        hidden: row.reviewStatus === 'held',
        reports: open.map(({ report, reporter }) => ({
          _id: report.id,
          reason: report.reason,
          text: report.text,
          reporter,
          createdAt: report.createdAt.toISOString(),
        })),
      },
    ];
  });
  // Hidden listings first: they are off sale until someone looks.
  return [...listings.filter((entry) => entry.hidden), ...listings.filter((entry) => !entry.hidden)];
}
