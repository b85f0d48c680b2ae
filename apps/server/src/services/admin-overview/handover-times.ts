import { and, gte, isNotNull, lte, sql } from 'drizzle-orm';
import type { AdminOverview } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema/index.ts';
import { dhakaDayOf, type OverviewPeriod } from './overview-period.ts';

/** Hours from payment to hand-over, to one decimal; the median is PostgreSQL's percentile_cont. */
const hoursToHandover = sql`extract(epoch from (${bookings.handedOverAt} - ${bookings.paidAt})) / 3600`;
const medianHours = sql<number | null>`round((percentile_cont(0.5) within group (order by ${hoursToHandover}))::numeric, 1)`.mapWith(
  (value: string | number | null) => (value === null ? null : Number(value)),
);

/** Orders handed over within the period (bookings_handed_over_idx): how many, the median time, and per day. */
export async function handoverTimes(db: Database, period: OverviewPeriod): Promise<AdminOverview['handover']> {
  const inPeriod = and(isNotNull(bookings.paidAt), gte(bookings.handedOverAt, period.since), lte(bookings.handedOverAt, period.now));
  const [overall] = await db.select({ count: sql<number>`count(*)`.mapWith(Number), medianHours }).from(bookings).where(inPeriod);
  const day = dhakaDayOf(bookings.handedOverAt);
  const rows = await db.select({ day, count: sql<number>`count(*)`.mapWith(Number), medianHours }).from(bookings).where(inPeriod).groupBy(day);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return {
    count: overall?.count ?? 0,
    medianHours: overall?.medianHours ?? null,
    perDay: period.days.map((value) => ({ day: value, count: byDay.get(value)?.count ?? 0, medianHours: byDay.get(value)?.medianHours ?? null })),
  };
}
