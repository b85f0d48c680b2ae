import { and, eq } from 'drizzle-orm';
import type { PriceGuide, PriceGuideQuery } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { priceGuides } from '../../db/schema/index.ts';

/** The guide of one kind of phone from price_guides (decision 0043): one primary-key read. */
export async function getPriceGuide(db: Database, query: PriceGuideQuery): Promise<PriceGuide> {
  const [row] = await db
    .select()
    .from(priceGuides)
    .where(
      and(
        eq(priceGuides.model, query.model),
        eq(priceGuides.storageGb, query.storageGb),
        eq(priceGuides.condition, query.condition),
      ),
    );
  if (!row) return { asking: null, sold: null };
  return {
    asking: spread(row.askingMedian, row.askingLow, row.askingHigh, row.askingCount),
    sold: spread(row.soldMedian, row.soldLow, row.soldHigh, row.soldCount),
  };
}

const spread = (median: number | null, low: number | null, high: number | null, count: number) =>
  median !== null && low !== null && high !== null && count > 0 ? { median, low, high, count } : null;
