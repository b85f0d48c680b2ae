import { sql, type SQL } from 'drizzle-orm';
import { batteryThresholds } from '@phonehaat/contract';

/**
 * The highest battery threshold a battery health reaches, 0 below them all, null when unknown: what
 * listing_facet_counts keeps instead of the 31 values from 70 to 100, so the table stays small.
 */
export function batteryBandSql(battery: SQL): SQL<number | null> {
  const steps = [...batteryThresholds]
    .reverse()
    .map((threshold) => sql`when ${battery} >= ${sql.raw(String(threshold))} then ${sql.raw(String(threshold))}`);
  return sql<number | null>`(case when ${battery} is null then null ${sql.join(steps, sql` `)} else 0 end)`;
}

/** Whether the counts table can answer "battery at least N": N is 0 or one of the thresholds. */
export const isBandedBatteryMin = (batteryMin: number | undefined) =>
  batteryMin === undefined || batteryMin === 0 || (batteryThresholds as readonly number[]).includes(batteryMin);

/** The band of one battery health, as batteryBandSql gives it. */
export function batteryBand(battery: number | null): number | null {
  if (battery === null) return null;
  let band = 0;
  for (const threshold of batteryThresholds) if (battery >= threshold) band = threshold;
  return band;
}
