import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { sendSearchDigests } from '../services/saved-searches/send-search-digests.ts';

/** The queue of the saved searches' digests; pg-boss keeps it (and its schedule) in the `pgboss` schema. */
export const SEARCH_DIGESTS_QUEUE = 'search-digests';

export interface SearchDigestsOptions {
  db: Database;
  now: () => Date;
  pollingIntervalSeconds?: number;
}

/**
 * The saved searches' daily digests (issue 39 §5): a pg-boss cron schedule queues a run every quarter
 * hour, one schedule across instances, and whichever instance fetches it writes the digests due. Each
 * search is told at most once a day (its `last_digest_at`, and the notification's per-day identity), so a
 * late, repeated or concurrent run changes nothing; a quarter hour is how late a digest may be.
 */
export default fp<SearchDigestsOptions>(
  async (app, { db, now, pollingIntervalSeconds = 5 }) => {
    const boss = app.jobQueue;
    app.addHook('onReady', async () => {
      await boss.createQueue(SEARCH_DIGESTS_QUEUE);
      await boss.schedule(SEARCH_DIGESTS_QUEUE, '*/15 * * * *');
      await boss.work(SEARCH_DIGESTS_QUEUE, { pollingIntervalSeconds }, async () => {
        const sent = await sendSearchDigests(db, app.catalogue.cache, now(), app.log);
        if (sent > 0) app.log.info({ sent }, 'saved search digests written');
      });
    });
  },
  { name: 'search-digests', dependencies: ['catalogue-read', 'job-queue'] },
);
