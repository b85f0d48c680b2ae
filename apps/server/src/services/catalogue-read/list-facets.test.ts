import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductListQuery } from '@phonehaat/contract';
import { makeCategory, makeProduct } from '../../../test/support/factories.ts';
import { openTestDatabase } from '../../../test/support/test-app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { listingFacetCounts, users, type categories } from '../../db/schema/index.ts';
import { refreshFacetCounts } from '../listing-summaries/refresh-facet-counts.ts';
import { listFacets, reloadCountedCells } from './list-facets.ts';
import { listedTotal } from './listed-count.ts';
import { listingSample, resampleAfterRebuild, type ListingSample } from './listing-sample.ts';
import { ReadCache } from './read-cache.ts';
import { sampleRow } from './sample-row-fixture.ts';

describe('the kept counts and sample after a rebuild (decision 0081)', () => {
  let database: DatabaseHandle;
  let seller: typeof users.$inferSelect;
  let brand: typeof categories.$inferSelect;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    brand = await makeCategory(database.db);
    [seller] = (await database.db
      .insert(users)
      .values({ id: 'seller-1', name: 'Seller', email: 'seller-1@example.com' })
      .returning()) as [typeof users.$inferSelect];
    await makeProduct(database.db, seller, brand, { district: 'dhaka', division: 'dhaka', condition: 'good' });
    await makeProduct(database.db, seller, brand, { district: 'sylhet', division: 'sylhet', condition: 'fair' });
    await refreshFacetCounts(database.db);
  });
  afterAll(() => database.close());

  it('reads the cells at once and drops the answers tallied from the old ones: each is tallied again when next asked', async () => {
    const cache = new ReadCache({ ttlMs: 60_000 });
    const queries: ProductListQuery[] = [{}, { condition: 'good' }, { district: 'dhaka' }, { district: 'sylhet' }];
    for (const query of queries) await listFacets(database.db, cache, query);
    const answerKeys = () => [...cache.facets.keys()].filter((key) => key.startsWith('facets|'));
    expect(answerKeys()).toHaveLength(queries.length);
    expect((await listFacets(database.db, cache, { district: 'dhaka' })).total).toBe(1);
    expect((await listFacets(database.db, cache, {})).total).toBe(2);

    expect(await listedTotal(database.db, cache)).toBe(2);
    await makeProduct(database.db, seller, brand, { district: 'dhaka', division: 'dhaka', condition: 'good' });
    // Totals and counts follow the counts table: the new phone counts from the rebuild its write queues.
    expect(await listedTotal(database.db, cache)).toBe(2);
    expect((await listFacets(database.db, cache, { district: 'dhaka' })).total).toBe(1);
    await refreshFacetCounts(database.db);
    await reloadCountedCells(database.db, cache);

    // Not one answer was tallied by the reload itself: they are gone until asked for.
    expect(answerKeys()).toEqual([]);
    expect(await listedTotal(database.db, cache)).toBe(3);
    // Every filter's counts, asked after the reload, are the rebuilt table's: none from before it.
    expect((await listFacets(database.db, cache, { district: 'dhaka' })).total).toBe(2);
    expect((await listFacets(database.db, cache, {})).district).toEqual(
      expect.arrayContaining([{ value: 'dhaka', count: 2 }, { value: 'sylhet', count: 1 }]),
    );
    expect(answerKeys()).toHaveLength(2);
  });

  it('keeps a sample of a large catalogue across a rebuild, weighed anew; one of every listing is drawn again', async () => {
    const planted = (listed: number): ListingSample => ({ listed, rows: [sampleRow({ brandId: brand.id })] });
    const small = new ReadCache({ ttlMs: 60_000 });
    small.facets.set('sample', planted(1));
    await resampleAfterRebuild(database.db, small);
    expect((await listingSample(database.db, small)).rows.map((row) => row.brandId)).toEqual([brand.id, brand.id, brand.id]);

    // What a rebuild writes for a catalogue of 20,003 listed phones.
    await database.db.insert(listingFacetCounts).values({ brandId: brand.id, district: 'bandarban', listed: 20_000 });
    const large = new ReadCache({ ttlMs: 60_000 });
    const sample = planted(15_000);
    large.facets.set('sample', sample);
    await resampleAfterRebuild(database.db, large);
    expect(await listingSample(database.db, large)).toBe(sample);
    expect(sample).toMatchObject({ listed: 20_003, rows: [{ brandId: brand.id }] });
  });
});
