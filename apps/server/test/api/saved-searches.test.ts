import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_SAVED_SEARCHES, type NotificationItem, type NotificationPage, type SavedSearch } from '@phonehaat/contract';
import { decideReview } from '../../src/services/moderation/listing-review.ts';
import { sendSearchDigests, DIGEST_INTERVAL_MS } from '../../src/services/saved-searches/send-search-digests.ts';
import { dealFixture, TestClock } from '../support/deal.ts';
import { makeCategory, makeProduct } from '../support/factories.ts';
import { databaseKinds, type Actor } from '../support/test-app.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

describe.each(databaseKinds)('saved searches on %s', (kind) => {
  const clock = new TestClock();
  const deal = dealFixture(kind, clock);
  let samsung: { id: string; name: string };
  beforeAll(async () => {
    samsung = await makeCategory(deal.db, { name: 'Samsung', slug: 'samsung' });
  });

  const call = (actor: Actor | undefined, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    deal.app.inject({ method, url: `/api${url}`, headers: actor?.auth ?? {}, ...(payload && { payload }) });
  const save = (actor: Actor, query: string, alerts?: boolean) =>
    call(actor, 'POST', '/saved-searches', { query, ...(alerts !== undefined && { alerts }) });
  const saved = async (actor: Actor) => (await call(actor, 'GET', '/saved-searches')).json<{ items: SavedSearch[] }>().items;
  /** A listing of the seller, listed now by the test clock: what the digest counts as new. */
  const listNow = (overrides: Parameters<typeof makeProduct>[3] = {}, seller: Actor = deal.seller) =>
    makeProduct(deal.db, seller, samsung, {
      selling: 25_000,
      district: 'dhaka',
      division: 'dhaka',
      createdAt: clock.now(),
      ...overrides,
    });
  const runDigests = () => sendSearchDigests(deal.db, deal.app.catalogue.cache, clock.now());
  const digests = async (actor: Actor): Promise<NotificationItem[]> =>
    (await call(actor, 'GET', '/notifications?limit=50'))
      .json<NotificationPage>()
      .items.filter((item) => item.kind === 'saved_search_digest');

  it('refuses a query the list would refuse, with its message, and one with no filter; nothing is kept', async () => {
    const person = await deal.signUp();
    const refusals: [string, string][] = [
      ['minPrice=cheap', 'minPrice must be a number'],
      ['district=atlantis', 'district must be one of the 64 districts'],
      [`q=${'a'.repeat(101)}`, 'Search must be at most 100 characters'],
      ['', 'Choose a filter or type a search first'],
      ['?page=2&sort=price_asc&limit=12', 'Choose a filter or type a search first'],
      ['q=%20%20&brand=', 'Choose a filter or type a search first'],
    ];
    for (const [query, message] of refusals) {
      const response = await save(person, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual({ code: 'VALIDATION', message });
    }
    expect((await save(person, 'q='.padEnd(1001, 'x'))).statusCode).toBe(400);
    expect(await saved(person)).toEqual([]);
    expect((await call(undefined, 'POST', '/saved-searches', { query: 'q=galaxy' })).statusCode).toBe(401);
  });

  it('keeps a query canonical, refuses the same filter written otherwise, and lists, switches and deletes only the person’s own', async () => {
    const person = await deal.signUp();
    const stranger = await deal.signUp();
    const first = await save(person, '?q=galaxy%20s23&brand=Samsung&page=3&maxPrice=৩০০০০&sort=newest&utm=mail');
    expect(first.statusCode, first.body).toBe(201);
    const search = first.json<SavedSearch>();
    expect(search).toMatchObject({ query: 'brand=Samsung&maxPrice=30000&q=galaxy+s23', alerts: true, lastDigestAt: null });
    expect(search.createdAt).toBe(clock.now().toISOString());

    const again = await save(person, 'maxPrice=30000&q=galaxy+s23&brand=Samsung&sort=price_asc');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'SAVED_SEARCH_EXISTS', message: 'This search is saved already' });
    // Another person may keep the same filter.
    expect((await save(stranger, 'brand=Samsung&maxPrice=30000&q=galaxy s23')).statusCode).toBe(201);

    clock.advance(MINUTE);
    const quiet = (await save(person, 'district=dhaka', false)).json<SavedSearch>();
    expect((await saved(person)).map((item) => [item.query, item.alerts])).toEqual([
      ['district=dhaka', false],
      ['brand=Samsung&maxPrice=30000&q=galaxy+s23', true],
    ]);

    const switched = await call(person, 'PATCH', `/saved-searches/${quiet.id}`, { alerts: true });
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toMatchObject({ id: quiet.id, alerts: true });
    expect((await call(stranger, 'PATCH', `/saved-searches/${quiet.id}`, { alerts: false })).statusCode).toBe(404);
    expect((await call(stranger, 'DELETE', `/saved-searches/${quiet.id}`)).statusCode).toBe(404);
    expect((await call(person, 'PATCH', '/saved-searches/not-an-id', { alerts: false })).statusCode).toBe(404);

    expect((await call(person, 'DELETE', `/saved-searches/${quiet.id}`)).statusCode).toBe(204);
    expect((await call(person, 'DELETE', `/saved-searches/${quiet.id}`)).statusCode).toBe(404);
    expect((await saved(person)).map((item) => item.id)).toEqual([search.id]);
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} searches`, async () => {
    const person = await deal.signUp();
    for (let price = 1; price <= MAX_SAVED_SEARCHES; price += 1) {
      expect((await save(person, `minPrice=${price * 1000}`)).statusCode).toBe(201);
    }
    const over = await save(person, 'q=one more');
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'SAVED_SEARCH_LIMIT' });
    expect(await saved(person)).toHaveLength(MAX_SAVED_SEARCHES);
  });

  it('sends one digest for several new matching listings, none again the same day, and one more the next day', async () => {
    // A seller: their own listing that matches is not news to them.
    const person = await deal.signUp('Seller');
    const search = (await save(person, 'brand=Samsung&maxPrice=30000&district=dhaka')).json<SavedSearch>();
    // Listed before the search was saved: not new.
    await listNow({ createdAt: new Date(clock.now().getTime() - HOUR) });

    clock.advance(MINUTE);
    for (const selling of [20_000, 25_000, 30_000]) await listNow({ selling });
    await listNow({ selling: 35_000 });
    await listNow({ district: 'sylhet', division: 'sylhet' });
    await listNow({ reviewStatus: 'pending' });
    await listNow({}, person);
    clock.advance(MINUTE);
    await runDigests();

    const [digest, ...more] = await digests(person);
    expect(more).toEqual([]);
    expect(digest).toMatchObject({
      params: { count: 3, search: 'Samsung · ≤ ৳30,000 · Dhaka' },
      link: `/products?${search.query}`,
    });
    // What the link lists is what was counted, and more (older listings).
    const listed = await deal.app.inject(`/api/allProducts?${search.query}&limit=50`);
    expect(listed.headers['x-total-count']).toBe('5');
    expect((await saved(person))[0]!.lastDigestAt).toBe(clock.now().toISOString());

    // More listings the same day: no second digest.
    clock.advance(3 * HOUR);
    await listNow();
    await runDigests();
    clock.advance(DIGEST_INTERVAL_MS - 4 * HOUR);
    await runDigests();
    expect(await digests(person)).toHaveLength(1);

    // A day after the digest: one more, of what is new since it.
    clock.advance(2 * HOUR);
    await runDigests();
    await runDigests();
    const [latest, ...earlier] = await digests(person);
    expect(earlier).toHaveLength(1);
    expect(latest!.params.count).toBe(1);
  });

  it('counts a listing made before the search but approved after it as new, once', async () => {
    const person = await deal.signUp();
    const waiting = await listNow({ productName: 'Galaxy A35 waiting', reviewStatus: 'pending' });
    clock.advance(MINUTE);
    await save(person, 'q=waiting');
    clock.advance(MINUTE);
    await runDigests();
    expect(await digests(person)).toEqual([]);

    await decideReview(deal.db, () => {}, waiting.id, { decision: 'approve' }, clock.now());
    clock.advance(MINUTE);
    await runDigests();
    expect((await digests(person)).map((item) => item.params.count)).toEqual([1]);
  });

  it('sends nothing for a search with alerts off, or with nothing new', async () => {
    const quiet = await deal.signUp();
    const empty = await deal.signUp();
    await save(quiet, 'brand=Samsung', false);
    await save(empty, 'q=nokia');
    clock.advance(MINUTE);
    await listNow({ productName: 'Galaxy A54' });
    clock.advance(MINUTE);
    await runDigests();
    expect(await digests(quiet)).toEqual([]);
    expect(await digests(empty)).toEqual([]);

    // Switched on, only listings from then on are news.
    const [search] = await saved(quiet);
    await call(quiet, 'PATCH', `/saved-searches/${search!.id}`, { alerts: true });
    await runDigests();
    expect(await digests(quiet)).toEqual([]);
    clock.advance(MINUTE);
    await listNow({ productName: 'Galaxy S24' });
    clock.advance(MINUTE);
    await runDigests();
    expect((await digests(quiet)).map((item) => item.params.count)).toEqual([1]);
  });
});
