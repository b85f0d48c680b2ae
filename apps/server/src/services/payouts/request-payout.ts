import { eq } from 'drizzle-orm';
import { errorCodes, payoutAccountText, type Payout, type PayoutRequestBody } from '@phonehaat/contract';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { payouts, users } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { sellerBalance } from '../ledger/seller-balance.ts';
import { notifyPayoutRequested } from '../notifications/account-notifications.ts';
import { payoutAnswer } from './payout-answer.ts';

/**
 * A seller asks to be paid (poisha) to a bKash number or bank account. At most what is available and
 * not already asked for: the seller's user row is locked so that two requests at once queue.
 */
export async function requestPayout(db: Database, seller: Viewer, body: PayoutRequestBody, now: Date): Promise<Payout> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, seller.id)).for('update');
    const balance = await sellerBalance(tx, seller.id);
    if (body.amount > balance.available) {
      throw new AppError(errorCodes.payoutExceedsBalance, 409, 'You can ask for at most your available balance');
    }
    const [row] = await tx
      .insert(payouts)
      .values({ sellerId: seller.id, amount: body.amount, method: body.account.method, account: payoutAccountText(body.account), requestedAt: now })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await notifyPayoutRequested(tx, row, seller.name, now);
    return payoutAnswer({ ...row, sellerName: seller.name });
  });
}
