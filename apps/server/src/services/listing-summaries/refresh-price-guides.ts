import { sql, type SQL } from 'drizzle-orm';
import { MIN_SALES_FOR_GUIDE, PRICE_GUIDE_DAYS } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { priceGuides, products } from '../../db/schema/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The guides as of `now`: for each model, storage and condition, the median and 10th–90th percentile
 * of the asking prices of listings posted in the last 90 days, and of the prices of phones sold through
 * PhoneHaat in them (from five sales). Two range scans, on products_listed_kind_idx and
 * products_sold_kind_idx, both index-only.
 */
export function priceGuideRows(now: Date): SQL {
  const since = new Date(now.getTime() - PRICE_GUIDE_DAYS * DAY_MS).toISOString();
  const at = now.toISOString();
  // The median and the 10th–90th percentile range of the group's selling prices, whole TK, and the
  // prices themselves, sorted: a listing's own guide is worked out from them without its price.
  const spread = sql.raw(`round(percentile_cont(0.5) within group (order by selling))::int as median,
    round(percentile_cont(0.1) within group (order by selling))::int as low,
    round(percentile_cont(0.9) within group (order by selling))::int as high, count(*)::int as n,
    array_agg(selling order by selling) as prices`);
  return sql`
    with asking as (
      select model, storage_gb, condition, ${spread}
      from ${products}
      where is_listed and model is not null and storage_gb is not null and condition is not null
        and created_at >= ${since}::timestamptz and created_at <= ${at}::timestamptz
      group by model, storage_gb, condition
    ), sold as (
      select model, storage_gb, condition, ${spread}
      from ${products}
      where status = 'sold' and model is not null and storage_gb is not null and condition is not null
        and not sold_outside and sold_at >= ${since}::timestamptz and sold_at <= ${at}::timestamptz
      group by model, storage_gb, condition
      having count(*) >= ${MIN_SALES_FOR_GUIDE}
    )
    select model, storage_gb, condition, a.median, a.low, a.high, coalesce(a.n, 0),
      s.median, s.low, s.high, coalesce(s.n, 0), ${at}::timestamptz,
      coalesce(a.prices, '{}'), coalesce(s.prices, '{}')
    from asking a full join sold s using (model, storage_gb, condition)`;
}

/** Rebuilds price_guides as of `now` (the app's clock, so tests move it), in one transaction. */
export async function refreshPriceGuides(db: Database, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(priceGuides);
    await tx.execute(sql`
      insert into ${priceGuides} (model, storage_gb, condition, asking_median, asking_low, asking_high, asking_count,
        sold_median, sold_low, sold_high, sold_count, computed_at, asking_prices, sold_prices)
      ${priceGuideRows(now)}`);
  });
}
