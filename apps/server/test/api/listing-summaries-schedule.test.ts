import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadEnv } from '../../src/config/env.ts';
import { LISTING_SUMMARIES_QUEUE, MINUTE_REBUILD, SEARCH_WORDS_QUEUE, TEN_MINUTE_WORDS } from '../../src/plugins/listing-summaries.ts';
import { makeCategory, makeProduct, verifySellers } from '../support/factories.ts';
import { waitFor } from '../support/wait-for.ts';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app.ts';

/**
 * Decision 0080: one rebuild a minute between a start and the schedule; search's words (a pass over every
 * listed vector) are rebuilt by a job of their own every ten minutes on the schedule all instances share;
 * the minute's rebuild of counts and price guides leaves them, and a start builds them only for a
 * database that has none.
 */
describe.each(databaseKinds)('search words on their own schedule (%s)', (kind) => {
  let t: TestApp;
  let second: FastifyInstance | undefined;
  const env = { ORDER_TIMERS: 'true' };

  beforeAll(async () => {
    t = await createTestApp(kind, env);
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  const count = async (query: string, values: unknown[] = []) =>
    Number(((await t.database.executeSql(query, values)).rows[0] as { n: number }).n);
  const jobs = (queue: string, state?: string) =>
    count(`select count(*)::int as n from pgboss.job where name = $1 and ($2::text is null or state::text = $2)`, [queue, state ?? null]);
  const hasWord = (word: string) => count('select count(*)::int as n from search_words where word = $1', [word]);

  it('builds the words at the first start of a new database, and schedules them every ten minutes', async () => {
    await waitFor(async () => (await jobs(SEARCH_WORDS_QUEUE, 'completed')) >= 1, 20_000, 'the first words rebuild');
    const schedules = await t.database.executeSql('select name, cron, options from pgboss.schedule order by name');
    expect(schedules.rows).toEqual(
      expect.arrayContaining([
        { name: LISTING_SUMMARIES_QUEUE, cron: '* * * * *', options: MINUTE_REBUILD },
        { name: SEARCH_WORDS_QUEUE, cron: '*/10 * * * *', options: TEN_MINUTE_WORDS },
      ]),
    );
  });

  it("rebuilds once a minute between a start and the minute's schedule", async () => {
    // The start's rebuild and the schedule's (options above) carry one singleton: pg-boss keeps one job per key and minute.
    const perMinute = await t.database.executeSql(
      `select count(*)::int as n from pgboss.job where name = $1 and singleton_key = $2 and singleton_on is not null group by singleton_on`,
      [LISTING_SUMMARIES_QUEUE, MINUTE_REBUILD.singletonKey],
    );
    expect(perMinute.rows.length).toBeGreaterThanOrEqual(1); // the start's own
    for (const row of perMinute.rows) expect(row).toEqual({ n: 1 });
  });

  it("leaves the words to their job when a write queues the minute's rebuild", async () => {
    // The ten-minute schedule (checked above) must not rebuild the words meanwhile, when this runs at :00, :10, …
    await t.database.executeSql('delete from pgboss.schedule where name = $1', [SEARCH_WORDS_QUEUE]);
    const wordJobs = await jobs(SEARCH_WORDS_QUEUE);
    const category = await makeCategory(t.database.db);
    const seller = await t.signUp('Seller');
    await verifySellers(t.database.db, seller);
    await makeProduct(t.database.db, seller, category, { productName: 'Zenfone Quasar 128GB' });
    const before = await jobs(LISTING_SUMMARIES_QUEUE, 'completed');
    t.app.catalogueChanged();
    await waitFor(async () => (await jobs(LISTING_SUMMARIES_QUEUE, 'completed')) > before, 20_000, "the minute's rebuild");
    expect(await count('select coalesce(sum(listed), 0)::int as n from listing_facet_counts')).toBe(1);
    expect(await jobs(SEARCH_WORDS_QUEUE)).toBe(wordJobs);
    expect(await hasWord('quasar')).toBe(0);
    await t.app.listingSummaries.refresh(); // what the words' job runs, with the rest
    expect(await hasWord('quasar')).toBe(1);
  });

  it('does not rebuild the words again when an instance starts on a database that has them', async () => {
    // Sent by a start, not by the ten-minute schedule (whose jobs carry its singleton key).
    const startSent = () =>
      count('select count(*)::int as n from pgboss.job where name = $1 and singleton_key is null', [SEARCH_WORDS_QUEUE]);
    const before = await startSent();
    expect(before).toBe(1); // the new database's
    second = await buildApp({
      env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', NOTIFICATION_DELIVERY: 'false', ...env }),
      database: t.database,
      authSecret: 'test-secret-'.padEnd(40, 'x'),
      logger: false,
    });
    await second.ready(); // a start's own jobs are sent before it is ready
    expect(await startSent()).toBe(before);
  });
});
