import { desc, eq } from 'drizzle-orm';
import type { MyReport } from '@phonehaat/contract';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { listingReports, products } from '../../db/schema/index.ts';

type ReportRow = typeof listingReports.$inferSelect & { productName: string };

export const myReportAnswer = (row: ReportRow): MyReport => ({
  _id: row.id,
  productId: row.productId,
  productName: row.productName,
  reason: row.reason,
  text: row.text,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  resolvedAt: row.resolvedAt?.toISOString() ?? null,
});

/** GET /reports/mine: the reports this person made, the newest first, each with its outcome (the newest 200). */
export async function myReports(db: Database, reporter: Viewer): Promise<MyReport[]> {
  const rows = await db
    .select({ report: listingReports, productName: products.productName })
    .from(listingReports)
    .innerJoin(products, eq(products.id, listingReports.productId))
    .where(eq(listingReports.reporterId, reporter.id))
    .orderBy(desc(listingReports.createdAt), desc(listingReports.id))
    .limit(200);
  return rows.map(({ report, productName }) => myReportAnswer({ ...report, productName }));
}
