import { desc, eq } from 'drizzle-orm';
import type { LedgerEntry } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { bookings, ledgerEntries } from '../../db/schema/index.ts';

/** A seller's ledger, newest first, with each order's phone name (ledger_entries_seller_at_idx). */
export async function ledgerEntriesOfSeller(db: Database, sellerId: string, limit = 100): Promise<LedgerEntry[]> {
  const rows = await db
    .select({
      id: ledgerEntries.id,
      kind: ledgerEntries.kind,
      amount: ledgerEntries.amount,
      at: ledgerEntries.at,
      orderId: ledgerEntries.orderId,
      payoutId: ledgerEntries.payoutId,
      productName: bookings.productName,
    })
    .from(ledgerEntries)
    .leftJoin(bookings, eq(bookings.id, ledgerEntries.orderId))
    .where(eq(ledgerEntries.sellerId, sellerId))
    .orderBy(desc(ledgerEntries.at), desc(ledgerEntries.id))
    .limit(limit);
  return rows.map((row) => ({
    _id: String(row.id),
    kind: row.kind,
    amount: row.amount,
    at: row.at.toISOString(),
    orderId: row.orderId,
    productName: row.productName,
    payoutId: row.payoutId,
  }));
}
