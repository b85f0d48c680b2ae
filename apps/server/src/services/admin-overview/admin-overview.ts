import type { AdminOverview } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { handoverTimes } from './handover-times.ts';
import { listingsPerBrand } from './listings-per-brand.ts';
import { moneyMoved } from './money-moved.ts';
import { openDisputeAges } from './open-dispute-ages.ts';
import { ordersPerDay } from './orders-per-day.ts';
import { overviewPeriod } from './overview-period.ts';

/** The admin's overview of the last `days` days, each figure one SQL aggregate over an index. */
export async function adminOverview(db: Database, days: number, now: Date): Promise<AdminOverview> {
  const period = overviewPeriod(now, days);
  const [orders, money, listings, disputes, handover] = await Promise.all([
    ordersPerDay(db, period),
    moneyMoved(db, period),
    listingsPerBrand(db),
    openDisputeAges(db, now),
    handoverTimes(db, period),
  ]);
  return {
    days,
    from: period.days[0]!,
    to: period.days.at(-1)!,
    ordersPerDay: orders,
    ...money,
    listingsPerBrand: listings,
    openDisputes: disputes,
    handover,
  };
}
