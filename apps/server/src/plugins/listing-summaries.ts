import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client.ts';
import {
  rebuildSearchWords,
  refreshListingSummaries,
  searchWordsMissing,
} from '../services/listing-summaries/refresh-listing-summaries.ts';

/** The queue of the summaries' rebuild; at most one waits at a time (pg-boss policy `short`). */
export const LISTING_SUMMARIES_QUEUE = 'listing-summaries';
/** The queue of search's words' rebuild, every ten minutes (decisions 0069 and 0080). */
export const SEARCH_WORDS_QUEUE = 'search-words';
/**
 * The minute's rebuild, from the schedule or an instance's start: one per minute between them (a pg-boss
 * singleton), not the start's and then the schedule's a few seconds apart (decision 0080).
 */
export const MINUTE_REBUILD = { singletonKey: 'minute', singletonSeconds: 60 };
/** The schedule's rebuild of search's words, told from a new database's first (sent without it). */
export const TEN_MINUTE_WORDS = { singletonKey: 'ten-minutes', singletonSeconds: 600 };

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
 * Keeps listing_facet_counts and price_guides current (decisions 0042 and 0043), and search_words
 * (decision 0069) on a schedule of their own every ten minutes. A pg-boss cron schedule queues a
 * rebuild each minute, and every change to listed phones queues one more (the catalogue's signal,
 * plugins/catalogue-read.ts); the queue's `short` policy keeps at most one
 * waiting, so a burst of writes costs one rebuild. Whichever instance
 * fetches the job rebuilds both tables in a transaction each and drops its kept copy of the counts;
 * other instances' copies expire with the cache's derived life (30 s on PostgreSQL).
 */
export default fp<ListingSummariesOptions>(
  async (app, { database, now, jobs, pollingIntervalSeconds = 2 }) => {
    const reloadReads = async () => {
      await app.catalogue.summariesRebuilt();
      // The suggestions' counts follow the rebuild (their brands' counts are read from it); a failure is logged there.
      await app.searchSuggestions.reload();
    };
    const rebuild = async ({ words }: { words: boolean }) => {
      await refreshListingSummaries(database.db, now(), { words });
      await reloadReads();
    };
    const rebuildWords = async () => {
      await rebuildSearchWords(database.db);
      await reloadReads();
    };
    const refresh = () => rebuild({ words: true });
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
      await boss.createQueue(SEARCH_WORDS_QUEUE, { name: SEARCH_WORDS_QUEUE, policy: 'short' });
      if (jobs === 'queue') {
        started = true;
        return;
      }
      // Search's words change slowly and a new one is found by its prefix meanwhile: a pass over every
      // listed vector (2.5 s of the database for a million listings) every ten minutes, on the schedule
      // all instances share — not again at each start of each instance (decision 0080).
      await boss.schedule(LISTING_SUMMARIES_QUEUE, '* * * * *', {}, MINUTE_REBUILD);
      await boss.schedule(SEARCH_WORDS_QUEUE, '*/10 * * * *', {}, TEN_MINUTE_WORDS);
      await boss.work(LISTING_SUMMARIES_QUEUE, { pollingIntervalSeconds }, async () => rebuild({ words: false }));
      await boss.work(SEARCH_WORDS_QUEUE, { pollingIntervalSeconds }, rebuildWords);
      started = true;
      await boss.send(LISTING_SUMMARIES_QUEUE, {}, MINUTE_REBUILD);
      if (await searchWordsMissing(database.db)) await boss.send(SEARCH_WORDS_QUEUE, {});
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
