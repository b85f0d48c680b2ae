import { and, gte, lte, sql, sum } from 'drizzle-orm';
import type { AdminOverview } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { ledgerEntries } from '../../db/schema/index.ts';
import { dhakaDayOf, type OverviewPeriod } from './overview-period.ts';

const total = (rows: { kind: string; total: number }[], kind: string) => rows.find((row) => row.kind === kind)?.total ?? 0;

/**
 * Money from the ledger (poisha): what is held now over all time (held less released and refunded), and
 * what each kind moved within the period, in total and per day (ledger_entries_at_idx).
 */
export async function moneyMoved(db: Database, period: OverviewPeriod): Promise<Pick<AdminOverview, 'money' | 'moneyPerDay'>> {
  const allTime = await db
    .select({ kind: ledgerEntries.kind, total: sum(ledgerEntries.amount).mapWith(Number) })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.kind);
  const day = dhakaDayOf(ledgerEntries.at);
  const inPeriod = await db
    .select({ day, kind: ledgerEntries.kind, total: sql<number>`sum(${ledgerEntries.amount})`.mapWith(Number) })
    .from(ledgerEntries)
    .where(and(gte(ledgerEntries.at, period.since), lte(ledgerEntries.at, period.now)))
    .groupBy(day, ledgerEntries.kind);

  const perDay = new Map(period.days.map((value) => [value, { day: value, held: 0, released: 0, refunded: 0 }]));
  const periodTotals = { released: 0, refunded: 0, paidOut: 0 };
  for (const row of inPeriod) {
    const entry = perDay.get(row.day);
    // Cash paid in hand at a meet-up never passed through PhoneHaat (decision 0034): not money moved here.
    if (row.kind === 'settled_outside') continue;
    if (row.kind === 'paid_out') periodTotals.paidOut += row.total;
    else {
      if (row.kind !== 'held') periodTotals[row.kind] += row.total;
      if (entry) entry[row.kind] += row.total;
    }
  }
  return {
    money: { heldNow: total(allTime, 'held') - total(allTime, 'released') - total(allTime, 'refunded'), ...periodTotals },
    moneyPerDay: [...perDay.values()],
  };
}
