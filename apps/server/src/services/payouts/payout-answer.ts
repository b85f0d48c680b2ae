import type { Payout } from '@phonehaat/contract';
import type { payouts } from '../../db/schema/index.ts';

export const payoutAnswer = (row: typeof payouts.$inferSelect): Payout => ({
  _id: row.id,
  sellerId: row.sellerId,
  amount: row.amount,
  method: row.method,
  account: row.account,
  status: row.status,
  reference: row.reference,
  requestedAt: row.requestedAt.toISOString(),
  paidAt: row.paidAt ? row.paidAt.toISOString() : null,
});
