import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_LISTINGS_FOR_GUIDE } from '@phonehaat/contract';
import { priceGuides, products } from '../../src/db/schema/index.ts';
import { askingSelfPosition, othersMedianSql, sameKind } from '../../src/services/catalogue-read/guide-without-self.ts';
import { makeCategory, makeProduct } from '../support/factories.ts';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app.ts';

/** The card's median as it was first written (decision 0043): every other price unnested and sorted. */
const unnestedMedian = sql<number | null>`(select round(percentile_cont(0.5) within group (order by others.price))::int
  from ${priceGuides}, unnest(${priceGuides.askingPrices}) with ordinality as others(price, place)
  where ${sameKind} and others.place is distinct from ${askingSelfPosition}
  having count(*) >= ${MIN_LISTINGS_FOR_GUIDE})`;

// Issue 40: the median without the listing's own price, read at its places in the sorted prices, is
// the median the unnesting subquery gave, for any prices, own price in them or not, halves rounded alike.
describe.each(databaseKinds)('the card mark’s median on %s', (kind) => {
  let t: TestApp;
  let productId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const seller = await t.signUp('Seller');
    const brand = await makeCategory(t.database.db);
    const row = await makeProduct(t.database.db, seller, brand, { model: 'Pixel 7', storageGb: 128, condition: 'good' });
    productId = row!.id;
  });
  afterAll(() => t.close());

  it('equals the unnested median for any sorted prices', async () => {
    const { db } = t.database;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.integer({ min: 1, max: 40 }).map((n) => n * 500 + 1),
          { maxLength: 9 },
        ),
        fc.option(fc.nat(8), { nil: undefined }),
        fc.integer({ min: 1, max: 40 }).map((n) => n * 500 + 1),
        async (prices, ownPlace, otherPrice) => {
          const asking = prices.sort((a, b) => a - b);
          const selling = ownPlace !== undefined && ownPlace < asking.length ? asking[ownPlace]! : otherPrice;
          await db.delete(priceGuides);
          await db.insert(priceGuides).values({
            model: 'Pixel 7',
            storageGb: 128,
            condition: 'good',
            askingCount: asking.length,
            soldCount: 0,
            askingPrices: asking,
            computedAt: new Date(),
          });
          await db.update(products).set({ selling }).where(eq(products.id, productId));
          const [row] = await db
            .select({ read: othersMedianSql(), unnested: unnestedMedian })
            .from(products)
            .where(eq(products.id, productId));
          expect(row!.read).toBe(row!.unnested);
        },
      ),
      { numRuns: 60 },
    );
  });
});
