import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingFacets } from '@phonehaat/contract';
import { makeCategory, makeProduct } from '../support/factories.ts';
import { createTestApp, databaseKinds, type Actor, type TestApp } from '../support/test-app.ts';

// The counts with the read cache on, as production runs them: kept apart from writes, read again
// after each rebuild (decision 0042).
describe.each(databaseKinds)('cached filter counts on %s', (kind) => {
  let t: TestApp;
  let seller: Actor;
  let brand: { id: string; name: string };

  beforeAll(async () => {
    t = await createTestApp(kind, { CATALOGUE_CACHE_TTL_MS: '60000' });
    seller = await t.signUp('Seller');
    brand = await makeCategory(t.database.db);
  });
  afterAll(() => t.close());

  const facets = async (query: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/products/facets?${query}` })).json<ListingFacets>();

  it('shows a rebuild in every kept count, with a brand and without', async () => {
    await makeProduct(t.database.db, seller, brand, { district: 'dhaka', division: 'dhaka', condition: 'good' });
    await t.app.listingSummaries.refresh();
    expect((await facets('')).total).toBe(1);
    expect((await facets(`brand=${brand.name}`)).total).toBe(1);
    await makeProduct(t.database.db, seller, brand, { district: 'dhaka', division: 'dhaka', condition: 'fair' });
    // Kept: the table has not been rebuilt.
    expect((await facets('condition=good')).total).toBe(1);
    await t.app.listingSummaries.refresh();
    expect((await facets(`brand=${brand.name}&district=dhaka`)).condition).toEqual([
      { value: 'good', count: 1 },
      { value: 'fair', count: 1 },
    ]);
    expect((await facets('district=dhaka')).total).toBe(2);
  });
});
