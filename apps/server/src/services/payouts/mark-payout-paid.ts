import { and, eq } from 'drizzle-orm';
import { accountMessages, errorCodes, isUuid, type Payout } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { ledgerEntries, payouts, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors/app-error.ts';
import { assertSellerContactVerified } from '../account/verified-contact.ts';
import { notifyPayoutPaid } from '../notifications/account-notifications.ts';
import { payoutAnswer } from './payout-answer.ts';

/** An admin records that a payout was sent, with the transfer's reference; the ledger's `paid_out` entry comes with it, once. */
export async function markPayoutPaid(db: Database, id: string, reference: string, now: Date): Promise<Payout> {
  if (!isUuid(id)) throw notFound('Payout');
  return db.transaction(async (tx) => {
    const [paid] = await tx
      .update(payouts)
      .set({ status: 'paid', reference, paidAt: now })
      .where(and(eq(payouts.id, id), eq(payouts.status, 'requested')))
      .returning();
    if (!paid) {
      const [existing] = await tx.select({ id: payouts.id }).from(payouts).where(eq(payouts.id, id));
      if (!existing) throw notFound('Payout');
      throw new AppError(errorCodes.payoutAlreadyPaid, 409, 'This payout has been marked paid already');
    }
    // Not to a seller who has verified neither email nor phone (issue 38); the refusal undoes the update.
    await assertSellerContactVerified(tx, paid.sellerId, accountMessages.sellerUnverifiedPayout);
    await tx
      .insert(ledgerEntries)
      .values({ kind: 'paid_out', sellerId: paid.sellerId, payoutId: paid.id, amount: paid.amount, at: now });
    await notifyPayoutPaid(tx, paid, now);
    const [seller] = await tx.select({ name: users.name }).from(users).where(eq(users.id, paid.sellerId));
    return payoutAnswer({ ...paid, sellerName: seller?.name ?? '' });
  });
}
