import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client.ts';
import { refreshListingSummaries } from '../services/listing-summaries/refresh-listing-summaries.ts';

/** The queue of the summaries' rebuild; at most one waits at a time (pg-boss policy `short`). */
export const LISTING_SUMMARIES_QUEUE = 'listing-summaries';

/** How often the job rebuilds search's words at most (decision 0069). */
const SEARCH_WORDS_EVERY_MS = 10 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    listingSummaries: {
      /** Rebuilds the facet counts and price guides now (tests, the job). */
      refresh(): Promise<void>;
    };
  }
}

export interface ListingSummariesOptions {
  database: DatabaseHandle;
  now: () => Date;
  /**
   * `run`: the rebuild runs from the job queue (every minute, and soon after each write). `queue`: a web
   * process only queues one after each write, for a worker to run (PROCESS_ROLE=web). `off`: API tests.
   */
  jobs: 'run' | 'queue' | 'off';
  pollingIntervalSeconds?: number;
}

/**
 * Keeps listing_facet_counts and price_guides current (decisions 0042 and 0043). A pg-boss cron
 * schedule queues a rebuild each minute, and every change to listed phones queues one more (the
 * catalogue's signal, plugins/catalogue-read.ts); the queue's `short` policy keeps at most one
 * waiting, so a burst of writes costs one rebuild. Whichever instance
 * fetches the job rebuilds both tables in a transaction each and drops its kept copy of the counts;
 * other instances' copies expire with the cache's derived life (30 s on PostgreSQL).
 */
export default fp<ListingSummariesOptions>(
  async (app, { database, now, jobs, pollingIntervalSeconds = 2 }) => {
    // Search's words change slowly and a new one is found by its prefix meanwhile: the job rebuilds them
    // every ten minutes at most (about 1 s of the database for a million listings); refresh() always does.
    let wordsRebuiltAt = Number.NEGATIVE_INFINITY;
    const rebuild = async ({ words }: { words: 'always' | 'when-due' }) => {
      const at = now();
      const due = words === 'always' || at.getTime() - wordsRebuiltAt >= SEARCH_WORDS_EVERY_MS;
      await refreshListingSummaries(database.db, at, { words: due });
      if (due) wordsRebuiltAt = at.getTime();
      await app.catalogue.summariesRebuilt();
      // The suggestions' counts follow the rebuild (their brands' counts are read from it); a failure is logged there.
      await app.searchSuggestions.reload();
    };
    const refresh = () => rebuild({ words: 'always' });
    app.decorate('listingSummaries', { refresh });
    if (jobs === 'off') return;

    // Queueing alone needs neither the queue's maintenance nor its schedules: a worker keeps those.
    const boss = new PgBoss({
      db: { executeSql: (text, values) => database.executeSql(text, values) },
      pollingIntervalSeconds,
      ...(jobs === 'queue' && { supervise: false, schedule: false }),
    });
    boss.on('error', (error) => app.log.error({ err: error }, 'listing summaries: queue error; pg-boss retries'));
    let started = false;

    app.addHook('onReady', async () => {
      await boss.start();
      await boss.createQueue(LISTING_SUMMARIES_QUEUE, { name: LISTING_SUMMARIES_QUEUE, policy: 'short' });
      if (jobs === 'queue') {
        started = true;
        return;
      }
      await boss.schedule(LISTING_SUMMARIES_QUEUE, '* * * * *');
      await boss.work(LISTING_SUMMARIES_QUEUE, { pollingIntervalSeconds }, async () => rebuild({ words: 'when-due' }));
      started = true;
      await boss.send(LISTING_SUMMARIES_QUEUE, {});
    });
    app.onCatalogueChanged(() => {
      if (started)
        void boss
          .send(LISTING_SUMMARIES_QUEUE, {})
          .catch((error: unknown) => app.log.warn({ err: error }, 'listing summaries: not queued'));
    });
    app.addHook('onClose', async () => {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    });
  },
  { name: 'listing-summaries', dependencies: ['catalogue-read', 'search-suggestions'] },
);
