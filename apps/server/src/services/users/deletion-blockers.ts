import { and, count, eq, notInArray } from 'drizzle-orm';
import { finalOrderStates, isDeletable, type AccountDeletionBlockers, type AccountDeletionCheck } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema/index.ts';
import { sellerBalance } from '../ledger/seller-balance.ts';

/** Orders not over yet (booked, accepted, cash agreed, paid, sent, handed over, disputed) on one side. */
async function openOrders(
  db: Database,
  side: typeof bookings.buyerId | typeof bookings.sellerId,
  userId: string,
): Promise<number> {
  const [row] = await db
    .select({ open: count() })
    .from(bookings)
    .where(and(eq(side, userId), notInArray(bookings.state, [...finalOrderStates])));
  return row?.open ?? 0;
}

/**
 * What stops a person deleting their account (issue 38 §4): an order still open on either side, which
 * someone else is in the middle of, and money PhoneHaat holds for them as a seller (ledger sums).
 */
export async function deletionBlockers(db: Database, userId: string): Promise<AccountDeletionBlockers> {
  // One after another: inside a transaction they share one connection.
  const ordersAsBuyer = await openOrders(db, bookings.buyerId, userId);
  const ordersAsSeller = await openOrders(db, bookings.sellerId, userId);
  const balance = await sellerBalance(db, userId);
  return {
    ordersAsBuyer,
    ordersAsSeller,
    held: Math.max(0, balance.held),
    available: Math.max(0, balance.available),
    requested: Math.max(0, balance.requested),
  };
}

/** GET /users/me/deletion. */
export async function accountDeletionCheck(db: Database, userId: string): Promise<AccountDeletionCheck> {
  const blockers = await deletionBlockers(db, userId);
  return { deletable: isDeletable(blockers), blockers };
}
