import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { releaseUnrecordedIntents, UNRECORDED_GRACE_MS } from '../services/payments/release-unrecorded-intents.ts';

/** Runs `task` every `ms` until the answered function is called; the task settles when its run is over. */
export type Every = (task: () => Promise<void>, ms: number) => () => void;

const realEvery: Every = (task, ms) => {
  const timer = setInterval(() => void task(), ms);
  // Never the reason the process stays up.
  timer.unref();
  return () => clearInterval(timer);
};

export interface IntentReleaseOptions {
  db: Database;
  /** The clock; tests pass their own. */
  now?: () => Date;
  /** The scheduler; tests pass their own and run the task by hand. */
  every?: Every;
  intervalMs?: number;
  graceMs?: number;
}

/**
 * The simulated processor's release job: every minute, confirmed intents never recorded as a payment
 * are released (services/payments/release-unrecorded-intents.ts). A timer in this process, not a job
 * queue: see docs/decisions/0016-releasing-unrecorded-payments.md. Runs never overlap.
 */
export default fp<IntentReleaseOptions>(
  async (app, { db, now = () => new Date(), every = realEvery, intervalMs = 60_000, graceMs = UNRECORDED_GRACE_MS }) => {
    let running: Promise<void> | undefined;
    const run = (): Promise<void> => {
      running ??= releaseUnrecordedIntents(db, now(), graceMs)
        .then((released) => {
          if (released.length > 0) app.log.warn({ released }, 'released confirmed payments that were never recorded');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'could not release unrecorded payments; the next run tries again'))
        .finally(() => {
          running = undefined;
        });
      return running;
    };
    let stop: (() => void) | undefined;
    app.addHook('onReady', async () => {
      stop = every(run, intervalMs);
    });
    app.addHook('onClose', async () => {
      stop?.();
      await running;
    });
  },
  { name: 'intent-release' },
);
