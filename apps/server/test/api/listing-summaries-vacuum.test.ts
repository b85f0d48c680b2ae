import { districts } from '@phonehaat/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCategory, makeProduct } from '../support/factories.ts';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app.ts';

// Each rebuild of the listing summaries replaces every row of its tables; the rebuild vacuums them
// (decision 0077), so a server whose autovacuum is off or behind does not grow them by a copy a
// minute (CI's PostgreSQL runs with autovacuum off, as the bench's did: 1.7 million dead rows).
describe.each(databaseKinds)('listing summaries reuse their space on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const seller = await t.signUp('Seller');
    const brand = await makeCategory(t.database.db);
    const conditions = ['like_new', 'excellent', 'good', 'fair'] as const;
    // 256 listings in as many cells of the counts table: a few pages of it.
    for (let i = 0; i < 256; i += 1) {
      const district = districts[i % 64]!;
      await makeProduct(t.database.db, seller, brand, {
        district: district.id,
        division: district.division,
        condition: conditions[Math.floor(i / 64)]!,
      });
    }
  });
  afterAll(() => t.close());

  const pages = async () => {
    const result = (await t.database.db.execute(
      sql`select pg_relation_size('listing_facet_counts') / current_setting('block_size')::int as pages`,
    )) as unknown as { rows: { pages: number | string }[] };
    return Number(result.rows[0]!.pages);
  };

  it('keeps the counts table the size of two copies however often it is rebuilt', async () => {
    await t.app.listingSummaries.refresh();
    await t.app.listingSummaries.refresh();
    const afterTwo = await pages();
    expect(afterTwo).toBeGreaterThan(0);
    for (let i = 0; i < 8; i += 1) await t.app.listingSummaries.refresh();
    // Without the vacuum each rebuild adds a copy: ten copies' pages by now.
    expect(await pages()).toBeLessThanOrEqual(afterTwo + 1);
    const [{ total }] = (
      (await t.database.db.execute(sql`select sum(listed)::int as total from listing_facet_counts`)) as unknown as {
        rows: { total: number }[];
      }
    ).rows as [{ total: number }];
    expect(total).toBe(256);
  });
});
