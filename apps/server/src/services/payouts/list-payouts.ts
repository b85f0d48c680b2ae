import { asc, desc, eq } from 'drizzle-orm';
import type { Payout } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { payouts } from '../../db/schema/index.ts';
import { payoutAnswer, selectPayoutRows } from './payout-answer.ts';

/** A seller's own payouts, newest first. */
export async function payoutsOfSeller(db: Database, sellerId: string): Promise<Payout[]> {
  const rows = await selectPayoutRows(db).where(eq(payouts.sellerId, sellerId)).orderBy(desc(payouts.requestedAt)).limit(200);
  return rows.map(payoutAnswer);
}

/** The admin's queue: payouts asked for and not yet paid, oldest first. */
export async function openPayouts(db: Database): Promise<Payout[]> {
  const rows = await selectPayoutRows(db).where(eq(payouts.status, 'requested')).orderBy(asc(payouts.requestedAt)).limit(500);
  return rows.map(payoutAnswer);
}
