import { and, eq, sql } from 'drizzle-orm';
import {
  MIN_LISTINGS_FOR_GUIDE,
  MIN_SALES_FOR_GUIDE,
  type PriceGuide,
  type PriceGuideQuery,
  type PriceSpread,
} from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { priceGuides, products } from '../../db/schema/index.ts';
import { askingSelfPosition, sameKind, soldSelfPosition } from './guide-without-self.ts';

/**
 * The guide of one kind of phone from price_guides (decision 0043): one primary-key read. For a
 * listing (`productId`) its own price is taken out of the kind's prices first, so it is compared with
 * the other listings alone; asking prices show from three of them, sold prices from five.
 */
export async function getPriceGuide(db: Database, query: PriceGuideQuery): Promise<PriceGuide> {
  const listing = query.productId ? and(eq(products.id, query.productId), sameKind) : sql`false`;
  const [row] = await db
    .select({
      askingPrices: priceGuides.askingPrices,
      soldPrices: priceGuides.soldPrices,
      askingSelf: askingSelfPosition,
      soldSelf: soldSelfPosition,
    })
    .from(priceGuides)
    .leftJoin(products, listing)
    .where(
      and(
        eq(priceGuides.model, query.model),
        eq(priceGuides.storageGb, query.storageGb),
        eq(priceGuides.condition, query.condition),
      ),
    );
  if (!row) return { asking: null, sold: null };
  return {
    asking: spreadOf(without(row.askingPrices, row.askingSelf), MIN_LISTINGS_FOR_GUIDE),
    sold: spreadOf(without(row.soldPrices, row.soldSelf), MIN_SALES_FOR_GUIDE),
  };
}

/** The sorted prices without the one at `position` (1-based, as SQL's array_position), if any. */
const without = (prices: number[], position: number | null) =>
  position ? prices.filter((_, index) => index !== position - 1) : prices;

/**
 * The median and 10th–90th percentile range of sorted prices, whole TK, as the rebuild's
 * `round(percentile_cont(p))` gives them; null with fewer than `min` prices.
 */
function spreadOf(sorted: number[], min: number): PriceSpread | null {
  if (sorted.length < min || sorted.length === 0) return null;
  return {
    median: percentile(sorted, 0.5),
    low: percentile(sorted, 0.1),
    high: percentile(sorted, 0.9),
    count: sorted.length,
  };
}

/** percentile_cont: linear between the two nearest ranks. Prices are positive, so Math.round rounds half up as SQL's round does. */
function percentile(sorted: number[], fraction: number): number {
  const at = fraction * (sorted.length - 1);
  const below = Math.floor(at);
  const above = Math.ceil(at);
  const lower = sorted[below] ?? 0;
  const upper = sorted[above] ?? lower;
  return Math.round(lower + (upper - lower) * (at - below));
}
