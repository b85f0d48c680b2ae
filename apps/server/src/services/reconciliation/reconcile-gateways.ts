import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { ReconciliationAnswer, ReconciliationRow } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { gatewayCheckouts, payments } from '../../db/schema/index.ts';

const GATEWAYS = ['bkash', 'simulated-bkash', 'sslcommerz', 'simulated-sslcommerz'];
const LIMIT = 200;

type Checkout = typeof gatewayCheckouts.$inferSelect;
type Recorded = { id: string; amount: number } | null;

/** What is wrong with one checkout against the payment recorded for its transaction, if anything. */
export function issueOf(checkout: Checkout, recorded: Recorded): ReconciliationRow['issue'] {
  if (checkout.status === 'held') return 'held-for-review';
  if (checkout.status === 'unknown') return 'outcome-unknown';
  if (checkout.status === 'refund_due') return 'refund-pending';
  if (checkout.transactionId && checkout.status !== 'refunded' && !recorded) return 'taken-not-recorded';
  if (recorded && checkout.paidPoisha !== recorded.amount * 100) return 'amount-differs';
  return null;
}

/**
 * The admin's reconciliation (issue 25): the gateways' transaction ids, as our checkouts hold them,
 * against the payments recorded — newest first, mismatches flagged — and any gateway payment recorded
 * with no checkout behind it.
 */
export async function reconcileGateways(db: Database, { onlyMismatches = false } = {}): Promise<ReconciliationAnswer> {
  const checkouts = await db
    .select({ checkout: gatewayCheckouts, paymentId: payments.id, paymentAmount: payments.amount })
    .from(gatewayCheckouts)
    .leftJoin(
      payments,
      and(eq(payments.transactionId, gatewayCheckouts.transactionId), eq(payments.provider, gatewayCheckouts.provider)),
    )
    .orderBy(desc(gatewayCheckouts.updatedAt))
    .limit(LIMIT);
  const orphans = await db
    .select({ payment: payments })
    .from(payments)
    .leftJoin(
      gatewayCheckouts,
      and(eq(gatewayCheckouts.transactionId, payments.transactionId), eq(gatewayCheckouts.provider, payments.provider)),
    )
    .where(and(inArray(payments.provider, GATEWAYS), isNull(gatewayCheckouts.id)))
    .limit(LIMIT);

  const rows: ReconciliationRow[] = [
    ...orphans.map(({ payment }) => ({
      checkoutId: null,
      bookingId: payment.bookingId,
      provider: payment.provider,
      status: 'recorded' as const,
      transactionId: payment.transactionId,
      gatewayAmount: null,
      recordedAmount: payment.amount * 100,
      issue: 'recorded-without-checkout' as const,
      updatedAt: payment.createdAt.toISOString(),
    })),
    ...checkouts.map(({ checkout, paymentId, paymentAmount }) => {
      const recorded = paymentId && paymentAmount !== null ? { id: paymentId, amount: paymentAmount } : null;
      return {
        checkoutId: checkout.id,
        bookingId: checkout.bookingId,
        provider: checkout.provider,
        status: checkout.status,
        transactionId: checkout.transactionId,
        gatewayAmount: checkout.paidPoisha,
        recordedAmount: recorded ? recorded.amount * 100 : null,
        issue: issueOf(checkout, recorded),
        updatedAt: checkout.updatedAt.toISOString(),
      };
    }),
  ];
  const mismatches = rows.filter((row) => row.issue !== null).length;
  return { rows: onlyMismatches ? rows.filter((row) => row.issue !== null) : rows, mismatches };
}
