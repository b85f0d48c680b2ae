import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ledgerEntries } from '../../db/schema/index.ts';
import type { OrderRow } from '../orders/order-row.ts';

/** An order's price in poisha: the ledger's unit (answers speak whole TK). */
export const orderAmountPoisha = (order: Pick<OrderRow, 'price'>) => order.price * 100;

/** The buyer's payment is held for the seller. Unique per order (ledger_entries_held_once_idx). */
export async function holdOrderMoney(tx: Database, order: OrderRow, at: Date): Promise<void> {
  await tx.insert(ledgerEntries).values({ kind: 'held', sellerId: order.sellerId, orderId: order.id, amount: orderAmountPoisha(order), at });
}

/**
 * A cash sale paid in hand at the meet-up (decision 0034): recorded for the order's and the seller's
 * history, in no balance, since no money passed through PhoneHaat. Unique per order
 * (ledger_entries_outside_once_idx); no fee is charged on it.
 */
export async function recordSettledOutside(tx: Database, order: OrderRow, at: Date): Promise<void> {
  await tx.insert(ledgerEntries).values({ kind: 'settled_outside', sellerId: order.sellerId, orderId: order.id, amount: orderAmountPoisha(order), at });
}

/**
 * The held money leaves: to the seller (`released`) or back to the buyer (`refunded`). Once per order,
 * whichever it is (ledger_entries_settled_once_idx); an order with nothing held has nothing to settle.
 */
export async function settleOrderMoney(tx: Database, order: OrderRow, kind: 'released' | 'refunded', at: Date): Promise<void> {
  const [held] = await tx
    .select({ amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.orderId, order.id), eq(ledgerEntries.kind, 'held')));
  if (!held) throw new Error(`order ${order.id} has no held money to ${kind === 'released' ? 'release' : 'refund'}`);
  await tx.insert(ledgerEntries).values({ kind, sellerId: order.sellerId, orderId: order.id, amount: held.amount, at });
}
