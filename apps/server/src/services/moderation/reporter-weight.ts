import { and, countDistinct, eq, or, sql, type SQL } from 'drizzle-orm';
import { TRUSTED_REPORTER_DAYS, UPHELD_REPORTS_TO_TRUST } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { listingReports, users } from '../../db/schema/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What makes a reporter's word carry weight (decision 0052): any one source is enough for their open
 * report to count toward hiding a listing. Three accounts made a minute ago must not hide a verified
 * seller's phone; their reports wait for an admin instead. A verified email or phone (a later
 * notifications issue) is one more entry here.
 */
export const reporterWeightSources = (now: Date): SQL[] => [
  // An account old enough that making three of them for one attack means waiting a week.
  sql`${users.createdAt} <= ${new Date(now.getTime() - TRUSTED_REPORTER_DAYS * DAY_MS)}`,
  // Someone whose reports an admin found right before.
  sql`(select count(*) from ${listingReports} as upheld
        where upheld.reporter_id = ${users.id} and upheld.status = 'upheld') >= ${UPHELD_REPORTS_TO_TRUST}`,
];

/** Distinct people with an open report on the listing whose word carries weight (call with the product row locked). */
export async function weightyOpenReporters(tx: Database, productId: string, now: Date): Promise<number> {
  const [open] = await tx
    .select({ reporters: countDistinct(listingReports.reporterId) })
    .from(listingReports)
    .innerJoin(users, eq(users.id, listingReports.reporterId))
    .where(and(eq(listingReports.productId, productId), eq(listingReports.status, 'open'), or(...reporterWeightSources(now))));
  return Number(open?.reporters ?? 0);
}
