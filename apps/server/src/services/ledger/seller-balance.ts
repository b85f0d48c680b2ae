import { and, eq, sql, sum } from 'drizzle-orm';
import type { SellerBalance } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { ledgerEntries, payouts } from '../../db/schema/index.ts';

/**
 * A seller's balance, summed from the ledger (never a counter kept in place), in poisha: held for
 * orders in progress, available (released, neither paid out nor asked for), requested in open payouts,
 * paid out.
 */
export async function sellerBalance(db: Database, sellerId: string): Promise<SellerBalance> {
  const totals = await db
    .select({ kind: ledgerEntries.kind, total: sum(ledgerEntries.amount).mapWith(Number) })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.sellerId, sellerId))
    .groupBy(ledgerEntries.kind);
  const of = (kind: string) => totals.find((row) => row.kind === kind)?.total ?? 0;
  const [open] = await db
    .select({ total: sql<number>`coalesce(sum(${payouts.amount}), 0)`.mapWith(Number) })
    .from(payouts)
    .where(and(eq(payouts.sellerId, sellerId), eq(payouts.status, 'requested')));
  const requested = open?.total ?? 0;
  return {
    held: of('held') - of('released') - of('refunded'),
    // Money asked for is the seller's no more to ask for: it shows as requested, not available too.
    available: of('released') - of('paid_out') - requested,
    requested,
    paidOut: of('paid_out'),
  };
}
