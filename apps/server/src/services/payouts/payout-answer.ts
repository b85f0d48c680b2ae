import { eq, getTableColumns } from 'drizzle-orm';
import type { Payout } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { payouts, users } from '../../db/schema/index.ts';

/** A payout row with its seller's name (the admin who sends the money needs to know to whom). */
export type PayoutRow = typeof payouts.$inferSelect & { sellerName: string };

export const selectPayoutRows = (db: Database) =>
  db
    .select({ ...getTableColumns(payouts), sellerName: users.name })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.sellerId));

export const payoutAnswer = (row: PayoutRow): Payout => ({
  _id: row.id,
  sellerId: row.sellerId,
  sellerName: row.sellerName,
  amount: row.amount,
  method: row.method,
  account: row.account,
  status: row.status,
  reference: row.reference,
  requestedAt: row.requestedAt.toISOString(),
  paidAt: row.paidAt ? row.paidAt.toISOString() : null,
});
