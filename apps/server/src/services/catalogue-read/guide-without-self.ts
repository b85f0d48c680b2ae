import { sql, type SQL } from 'drizzle-orm';
import { MIN_LISTINGS_FOR_GUIDE, PRICE_GUIDE_DAYS } from '@phonehaat/contract';
import { priceGuides, products } from '../../db/schema/index.ts';

// The guide's window in hours, so that daylight-saving days do not stretch it (the rebuild counts ms).
const windowStart = sql`${priceGuides.computedAt} - ${PRICE_GUIDE_DAYS * 24} * interval '1 hour'`;

/**
 * Where the listing's own price stands (1-based) in its kind's sorted asking prices when the last
 * rebuild counted it — listed, posted within the window — and null when it did not. Taking out that
 * one element leaves exactly the other listings' prices (equal prices are interchangeable).
 */
export const askingSelfPosition: SQL<number | null> = sql`case when ${products.isListed}
  and ${products.createdAt} between ${windowStart} and ${priceGuides.computedAt}
  then array_position(${priceGuides.askingPrices}, ${products.selling}) end`;

/** The same for sold prices: a phone sold through PhoneHaat within the window. */
export const soldSelfPosition: SQL<number | null> = sql`case when ${products.status} = 'sold' and not ${products.soldOutside}
  and ${products.soldAt} between ${windowStart} and ${priceGuides.computedAt}
  then array_position(${priceGuides.soldPrices}, ${products.selling}) end`;

/** The product row's kind is the guide's. */
export const sameKind = sql`${priceGuides.model} = ${products.model} and ${priceGuides.storageGb} = ${products.storageGb}
  and ${priceGuides.condition} = ${products.condition}`;

/**
 * The asking median of the other listings of the product's kind, for the card's mark: a correlated
 * subquery of one primary-key row; null with fewer than MIN_LISTINGS_FOR_GUIDE others. The prices are
 * sorted, so the median without the listing's own price is read at its one or two places, shifted by
 * one past that price's place (issue 40: unnesting and sorting a kind's thousands of prices for each
 * of a page's 24 cards cost 76 ms a page on a million listings). Rounded as percentile_cont's double was.
 */
export function othersMedianSql() {
  const at = (place: SQL) => sql`guide.prices[${place} + coalesce(${place} >= guide.self, false)::int]`;
  const low = sql`(guide.others + 1) / 2`;
  const high = sql`guide.others / 2 + 1`;
  return sql<number | null>`(select case when guide.others >= ${MIN_LISTINGS_FOR_GUIDE}
      then round(((${at(low)} + ${at(high)}) / 2.0)::float8)::int end
    from (select ${priceGuides.askingPrices} as prices, ${askingSelfPosition} as self,
        cardinality(${priceGuides.askingPrices}) - (${askingSelfPosition} is not null)::int as others
      from ${priceGuides} where ${sameKind}) as guide)`;
}
