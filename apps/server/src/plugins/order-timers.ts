import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import type { PaymentProvider } from '../services/payments/provider.ts';
import type { Courier } from '../services/couriers/courier.ts';
import { sweepOrderTimers } from '../services/timers/sweep-order-timers.ts';

/** The queue of the order timers' sweep; pg-boss keeps it (and its schedule) in the `pgboss` schema. */
export const ORDER_TIMERS_QUEUE = 'order-timers';

declare module 'fastify' {
  interface FastifyInstance {
    orderTimers: {
      /** Queues one sweep now (an operator's nudge, and how tests start one without waiting for the minute). */
      sweepNow(): Promise<string | null>;
    };
  }
}

export interface OrderTimersOptions {
  db: Database;
  /** Refunded orders' money goes back through them after each sweep; gateways retry their checkouts. */
  providers: readonly PaymentProvider[];
  /** The courier whose parcels each sweep asks about (issue 42); null when delivery is off. */
  courier?: Courier | null;
  now: () => Date;
  /** How often each instance asks the queue for work. */
  pollingIntervalSeconds?: number;
  /** Told of each sweep this instance ran: the job's id and how many orders moved. */
  onSwept?: (jobId: string, moved: number) => void;
}

/**
 * The deal's timers (decision 0021): a pg-boss cron schedule queues one sweep a minute — pg-boss
 * keeps one schedule across instances — and whichever instance fetches the job (SKIP LOCKED) runs
 * `runDueTimers`, which fires every due acceptance expiry, hand-over deadline and auto-receive. The
 * deadlines are columns of the orders, written in the transaction that enters each state, so nothing
 * is lost across restarts, and the sweep's transitions are conditional updates, so a late or repeated
 * sweep is a no-op. Each sweep then asks the provider to give back the money of refunded orders.
 */
export default fp<OrderTimersOptions>(
  async (app, { db, providers, courier = null, now, pollingIntervalSeconds = 5, onSwept }) => {
    const boss = app.jobQueue;
    app.decorate('orderTimers', { sweepNow: () => boss.send(ORDER_TIMERS_QUEUE, {}) });

    app.addHook('onReady', async () => {
      await boss.createQueue(ORDER_TIMERS_QUEUE);
      await boss.schedule(ORDER_TIMERS_QUEUE, '* * * * *');
      await boss.work(ORDER_TIMERS_QUEUE, { pollingIntervalSeconds }, async ([job]) => {
        if (!job) return;
        const { moved } = await sweepOrderTimers(db, app.catalogueChanged, providers, now(), app.log, courier);
        onSwept?.(job.id, moved);
      });
    });
  },
  { name: 'order-timers', dependencies: ['deal', 'catalogue-read', 'job-queue'] },
);
