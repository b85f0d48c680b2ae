import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's one job queue (pg-boss in the `pgboss` schema): the order timers and the notifications' deliveries. */
    jobQueue: PgBoss;
  }
}

export interface JobQueueOptions {
  database: DatabaseHandle;
  /** How often each worker asks for work. */
  pollingIntervalSeconds: number;
  /** How often the queue looks for jobs that ran past their time (a dead worker's) and retries them. */
  expiryCheckSeconds: number;
}

/**
 * pg-boss over the app's own database (on PGlite, in this process over the same embedded database).
 * It starts when the app is ready, before the plugins registered after it add their queues and workers,
 * and stops last, letting running jobs finish.
 */
export default fp<JobQueueOptions>(
  async (app, { database, pollingIntervalSeconds, expiryCheckSeconds }) => {
    const boss = new PgBoss({
      db: { executeSql: (text, values) => database.executeSql(text, values) },
      pollingIntervalSeconds,
      // Expired jobs (a worker that died mid-job) go back to their queue within this.
      maintenanceIntervalSeconds: expiryCheckSeconds,
    });
    boss.on('error', (error) => app.log.error({ err: error }, 'job queue error; pg-boss retries'));
    app.decorate('jobQueue', boss);
    app.addHook('onReady', async () => {
      await boss.start();
    });
    app.addHook('onClose', async () => {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    });
  },
  { name: 'job-queue' },
);
