import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { issueProviderRefunds } from '../payments/issue-provider-refunds.ts';
import { RedirectGateway } from '../payments/gateways/gateway.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { notifyDeadlines } from '../notifications/deadline-notifications.ts';
import { expireDueOffers } from '../offers/expire-offers.ts';
import { pruneUserEvents } from '../realtime/prune-user-events.ts';
import { runDueTimers } from './run-due-timers.ts';
import type { Courier } from '../couriers/courier.ts';
import { pollParcels } from '../delivery/poll-parcels.ts';
import type { CatalogueChanged } from '../catalogue-read/catalogue-changed.ts';

/**
 * One sweep of the order timers: every due expiry, hand-over deadline and auto-receive fires, the
 * law's deadlines are told (deadline-notifications.ts), price offers past their 48 hours expire
 * (issue 39 §4), then
 * the money of refunded orders goes back through each provider, and the gateways' unsettled checkouts
 * (refunds due, outcomes unknown) are tried again: the job queue's retry (decision 0032). What the
 * queue's job runs, and what the test clock's route runs at once after moving the clock.
 */
export async function sweepOrderTimers(
  db: Database,
  catalogueChanged: CatalogueChanged,
  providers: readonly PaymentProvider[],
  now: Date,
  log: FastifyBaseLogger,
  /** Issue 42: the courier's parcels are asked about (and requested ones booked) in each sweep. */
  courier: Courier | null = null,
): Promise<{ moved: number; refunded: string[] }> {
  let moved = await runDueTimers(db, catalogueChanged, now);
  if (courier) {
    const parcels = await pollParcels(db, catalogueChanged, courier, now);
    if (parcels.moved > 0) log.info(parcels, 'parcels moved their orders');
    moved += parcels.moved;
  }
  if (moved > 0) log.info({ moved }, 'order timers fired');
  const noticed = await notifyDeadlines(db, now);
  if (noticed > 0) log.info({ noticed }, 'deadline notifications written');
  const offersExpired = await expireDueOffers(db, now);
  if (offersExpired > 0) log.info({ offersExpired }, 'offers expired');
  // Real-time events a week old: a reconnect that late reloads its page anyway (issue 39 §2).
  const eventsPruned = await pruneUserEvents(db, now);
  if (eventsPruned > 0) log.info({ eventsPruned }, 'old real-time events deleted');
  // Refunds by the timers, the seller or an admin reach the buyer's card here.
  const refunded: string[] = [];
  for (const provider of providers) {
    refunded.push(...(await issueProviderRefunds(db, provider, now, log)));
    if (provider instanceof RedirectGateway) {
      const settled = await provider.retryCheckouts(log);
      if (settled > 0) log.info({ provider: provider.name, settled }, 'gateway checkouts settled by the job queue');
    }
  }
  if (refunded.length > 0) log.info({ refunded }, 'refunds issued with the payment providers');
  return { moved, refunded };
}
