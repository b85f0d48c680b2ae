import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { issueProviderRefunds } from '../payments/issue-provider-refunds.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { runDueTimers } from './run-due-timers.ts';

/**
 * One sweep of the order timers: every due expiry, hand-over deadline and auto-receive fires, then
 * the money of refunded orders goes back through the provider. What the queue's job runs, and what
 * the test clock's route runs at once after moving the clock.
 */
export async function sweepOrderTimers(
  db: Database,
  provider: PaymentProvider,
  now: Date,
  log: FastifyBaseLogger,
): Promise<{ moved: number; refunded: string[] }> {
  const moved = await runDueTimers(db, now);
  if (moved > 0) log.info({ moved }, 'order timers fired');
  // Refunds by the timers, the seller or an admin reach the buyer's card here.
  const refunded = await issueProviderRefunds(db, provider, now, log);
  if (refunded.length > 0) log.info({ refunded }, 'refunds issued with the payment provider');
  return { moved, refunded };
}
