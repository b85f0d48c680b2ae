import { and, eq, isNull, sql } from 'drizzle-orm';
import { cashMessages, cashReservedNote, deliveryMessages, errorCodes, paymentMessages } from '@phonehaat/contract';
import { products } from '../../db/schema/index.ts';
import { AppError, conflict } from '../../errors/app-error.ts';
import { recordSettledOutside } from '../ledger/ledger-entries.ts';
import { after, dealWindows } from './deal-windows.ts';
import { dueNow } from './due-now.ts';
import { isCourierOrder, notCourier } from './delivery-transitions.ts';
import { openOrdersOfProduct } from './open-orders.ts';
import { relistProduct } from './product-sale.ts';
import { tellWatchersOfSale } from '../watchlist/watch-alerts.ts';
import type { Transition, TransitionContext } from './transitions.ts';

/**
 * The phone is reserved for the cash buyer as payment reserves it for a paying one: the same
 * conditional update (available → sold) under the product lock every writer of a phone's sale takes,
 * so a cash order and an online payment racing for one phone have exactly one winner. The phone's
 * other open bookings are declined, as `pay` does: one buyer at a time (decision 0034). The phone's
 * watchers, but its buyer, are told it sold (issue 39 §5).
 */
async function reserveForCash(context: TransitionContext): Promise<void> {
  const { tx, order, now } = context;
  const reserved = await tx
    .update(products)
    .set({ status: 'sold', soldAt: now, updatedAt: sql`now()` })
    .where(and(eq(products.id, order.productId), eq(products.status, 'available'), isNull(products.deletedAt)))
    .returning({ id: products.id });
  if (reserved.length === 0) throw conflict(paymentMessages.productSold, errorCodes.productSold);
  await tellWatchersOfSale(tx, order.productId, now, order.buyerId);
  for (const other of await openOrdersOfProduct(tx, order.productId, order.id)) {
    await context.cascade(other, 'decline_sold', cashReservedNote);
  }
}

const release = async ({ tx, order }: TransitionContext) => relistProduct(tx, order.productId);

/** The seller must take cash for this phone, now: a listing edited to stop taking it refuses new cash orders. */
const cashAccepted = ({ order }: Pick<TransitionContext, 'order'>) => {
  // A courier order's cash is cash on delivery (issue 42), which the listing allows on its own.
  if (isCourierOrder(order)) return order.productCodAccepted ? undefined : new AppError(errorCodes.conflict, 409, deliveryMessages.codNotAccepted);
  return order.productCashAccepted ? undefined : new AppError(errorCodes.conflict, 409, cashMessages.notAccepted);
};

/**
 * Cash at the meet-up, rows of the one transition table (decision 0034). Nothing is held: the buyer
 * pays the seller in hand, the hand-over code completes the sale at once and the ledger records it as
 * settled outside PhoneHaat. No dispute follows: there is no money of ours to refund or release.
 */
export const cashTransitions: readonly Transition[] = [
  {
    action: 'choose_cash',
    from: ['accepted'],
    to: 'cash_agreed',
    actor: 'buyer',
    guard: cashAccepted,
    // Cash on delivery: the fee quoted again with the courier's charge on what it collects (routes/cash.ts).
    writes: ({ now, input }) => ({ cashAgreedAt: now, ...(input.deliveryFee !== undefined && { deliveryFee: input.deliveryFee }) }),
    due: ({ now }) => after(now, dealWindows.handoverMs),
    effect: reserveForCash,
  },
  {
    action: 'enter_code',
    from: ['cash_agreed'],
    to: 'completed',
    actor: 'seller',
    handsOver: true,
    guard: notCourier,
    writes: ({ now }) => ({ delivery: 'meetup', handedOverAt: now, completedAt: now }),
    effect: async ({ tx, order, now }) => recordSettledOutside(tx, order, now),
  },
  // Before the meet-up either side may call it off, and an admin (a no-show reported to support); the phone goes back on sale.
  { action: 'cancel', from: ['cash_agreed'], to: 'cancelled', actor: 'buyer', effect: release },
  { action: 'cancel', from: ['cash_agreed'], to: 'cancelled', actor: 'seller', effect: release },
  { action: 'cancel', from: ['cash_agreed'], to: 'cancelled', actor: 'admin', effect: release },
  // Not met within the hand-over deadline: the order expires; nothing to refund.
  { action: 'expire', from: ['cash_agreed'], to: 'expired', actor: 'system', guard: dueNow, effect: release },
];
