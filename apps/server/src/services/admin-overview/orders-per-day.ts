import { and, count, gte, lte } from 'drizzle-orm';
import { orderStates, type AdminOverview, type OrderState, type OrderStateCounts } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema/index.ts';
import { dhakaDayOf, type OverviewPeriod } from './overview-period.ts';

const noOrders = (): OrderStateCounts => Object.fromEntries(orderStates.map((state) => [state, 0])) as OrderStateCounts;

/** Orders booked each day of the period by the state they are in now (bookings_created_idx); empty days count zero. */
export async function ordersPerDay(db: Database, period: OverviewPeriod): Promise<AdminOverview['ordersPerDay']> {
  const day = dhakaDayOf(bookings.createdAt);
  const rows = await db
    .select({ day, state: bookings.state, count: count() })
    .from(bookings)
    .where(and(gte(bookings.createdAt, period.since), lte(bookings.createdAt, period.now)))
    .groupBy(day, bookings.state);
  const byDay = new Map(period.days.map((value) => [value, noOrders()]));
  for (const row of rows) {
    const counts = byDay.get(row.day);
    if (counts) counts[row.state as OrderState] = Number(row.count);
  }
  return period.days.map((value) => ({ day: value, states: byDay.get(value)! }));
}
