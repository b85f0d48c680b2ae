import fp from 'fastify-plugin';
import type PgBoss from 'pg-boss';
import { optionalChannels } from '@phonehaat/contract';
import type { Database } from '../db/client.ts';
import { deliverBatch, type DeliveryChannels } from '../services/notifications/deliver.ts';
import { deliveryQueue, relayPending, type DeliveryJobData } from '../services/notifications/relay.ts';
import { createTextRenderer } from '../services/notifications/render-texts.ts';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: {
      /** Hands the outbox's pending deliveries to their queues now (tests; the relay does it every few seconds). */
      relayNow(): Promise<number>;
    };
  }
}

export interface NotificationsOptions {
  db: Database;
  channels: DeliveryChannels;
  baseUrl: string;
  secret: string;
  now: () => Date;
  /** How long one delivery job may run before the queue takes its worker for dead and runs it again. */
  jobTimeoutSeconds: number;
  /** How often the relay looks for pending deliveries. */
  relayIntervalMs?: number;
  pollingIntervalSeconds?: number;
  /** Retries of a delivery after its first attempt, 30 s apart and doubling (pg-boss's backoff). */
  retryLimit?: number;
  retryDelaySeconds?: number;
}

/**
 * Jobs per fetch (one claim, one read, the sends at once, one mark each) and workers per channel on each
 * instance. A pg-boss worker waits out its polling interval after a quick batch; the relay wakes them
 * when it queues work. `npm run bench:notifications`: 10,000 emails drain at ≥ 200 a second.
 */
const BATCH_SIZE = 50;
const WORKERS_PER_CHANNEL = 4;

/**
 * Delivers the outbox (issue 38): a relay hands pending deliveries to one pg-boss queue per channel,
 * whose workers send them (services/notifications/deliver.ts), retried with backoff and, when the last
 * retry fails, marked failed for the admins' list.
 */
export default fp<NotificationsOptions>(
  async (app, options) => {
    const { db, channels, baseUrl, secret, now, relayIntervalMs = 2_000, pollingIntervalSeconds = 2 } = options;
    const retryLimit = options.retryLimit ?? 5;
    const boss = app.jobQueue;
    const render = await createTextRenderer();
    const context = { db, channels, render, baseUrl, secret, now };

    const workers: string[] = [];
    let relaying: Promise<number> | undefined;
    const relay = async () => {
      const relayed = await relayPending(db, boss);
      if (relayed > 0) for (const id of workers) boss.notifyWorker(id);
      return relayed;
    };
    const relayNow = () => (relaying ??= relay().finally(() => (relaying = undefined)));
    app.decorate('notifications', { relayNow });

    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      for (const channel of optionalChannels) {
        const name = deliveryQueue(channel);
        await boss.createQueue(name, {
          name,
          retryLimit,
          retryDelay: options.retryDelaySeconds ?? 30,
          retryBackoff: true,
          // Longer than any send may take (their timeouts are 15–20 s): a job still running is not handed to another worker.
          expireInSeconds: options.jobTimeoutSeconds,
        });
        const channelWorkers: string[] = [];
        const work = async (jobs: PgBoss.JobWithMetadata<DeliveryJobData>[]) => {
          // A full batch means more are waiting: the workers fetch again at once instead of waiting out their interval.
          if (jobs.length === BATCH_SIZE) for (const id of channelWorkers) boss.notifyWorker(id);
          const final = new Set(jobs.filter((job) => job.retryCount >= job.retryLimit).map((job) => job.data.deliveryId));
          const outcomes = await deliverBatch(context, channel, jobs.map((job) => job.data.deliveryId), (id) => final.has(id));
          // The jobs to try again fail alone; pg-boss completes the rest when this returns.
          for (const job of jobs) {
            const outcome = outcomes.get(job.data.deliveryId);
            // reqId: the request whose write queued it, as that request's own log lines name it (issue 41 §7).
            const about = { reqId: job.data.requestId, deliveryId: job.data.deliveryId, channel, attempt: job.retryCount + 1 };
            if (outcome && !outcome.done) {
              app.log.warn({ ...about, err: outcome.error }, 'notification delivery failed; retried later unless it was the last try');
              await boss.fail(name, job.id, { message: outcome.error.message });
            } else {
              app.log.info(about, 'notification job done');
            }
          }
        };
        for (let worker = 0; worker < WORKERS_PER_CHANNEL; worker += 1) {
          channelWorkers.push(await boss.work(name, { batchSize: BATCH_SIZE, includeMetadata: true, pollingIntervalSeconds }, work));
        }
        workers.push(...channelWorkers);
      }
      timer = setInterval(() => {
        relayNow().catch((error: unknown) => app.log.error({ err: error }, 'notifications relay failed; it tries again'));
      }, relayIntervalMs);
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await relaying?.catch(() => undefined);
    });
  },
  { name: 'notifications', dependencies: ['job-queue'] },
);
