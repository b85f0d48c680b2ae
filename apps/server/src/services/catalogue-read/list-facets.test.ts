import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductListQuery } from '@phonehaat/contract';
import { makeCategory, makeProduct } from '../../../test/support/factories.ts';
import { openTestDatabase } from '../../../test/support/test-app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { refreshFacetCounts } from '../listing-summaries/refresh-facet-counts.ts';
import { listFacets, reloadCountedCells } from './list-facets.ts';
import { ReadCache } from './read-cache.ts';

describe('the facet counts read again after a rebuild', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    const brand = await makeCategory(database.db);
    const [seller] = await database.db
      .insert(users)
      .values({ id: 'seller-1', name: 'Seller', email: 'seller-1@example.com' })
      .returning();
    await makeProduct(database.db, seller!, brand, { district: 'dhaka', division: 'dhaka', condition: 'good' });
    await makeProduct(database.db, seller!, brand, { district: 'sylhet', division: 'sylhet', condition: 'fair' });
    await refreshFacetCounts(database.db);
  });
  afterAll(() => database.close());

  it('tallies one kept answer per turn of the event loop, so a request waits for one tally at most (decision 0042)', async () => {
    const cache = new ReadCache({ ttlMs: 60_000 });
    const queries: ProductListQuery[] = [
      {},
      { condition: 'good' },
      { condition: 'fair' },
      { district: 'dhaka' },
      { district: 'sylhet' },
    ];
    for (const query of queries) await listFacets(database.db, cache, query);
    const kept = new Map([...cache.facets.keys()].map((key) => [key, cache.facets.peek(key)]));
    expect(kept.size).toBe(queries.length + 1); // the answers, and the cells they were tallied from
    const readAgain = () => [...kept].filter(([key, before]) => cache.facets.peek(key) !== before).length;

    // What a request arriving at each turn of the loop finds done, from before the reload to after it.
    const doneAtEachTurn = [readAgain()];
    let reloading = true;
    const everyTurn = () => {
      doneAtEachTurn.push(readAgain());
      if (reloading) setImmediate(everyTurn);
    };
    setImmediate(everyTurn);
    await reloadCountedCells(database.db, cache);
    reloading = false;
    await new Promise((resolve) => setImmediate(resolve)); // after the loop's last look

    expect(doneAtEachTurn[0]).toBe(0);
    expect(doneAtEachTurn.at(-1)).toBe(kept.size);
    const steps = doneAtEachTurn.slice(1).map((done, turn) => done - doneAtEachTurn[turn]!);
    expect(Math.max(...steps), 'entries read again in one turn').toBe(1);
  });
});
