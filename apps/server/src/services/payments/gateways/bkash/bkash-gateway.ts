import type { Database } from '../../../../db/client.ts';
import { RedirectGateway, type CheckoutRow, type GatewayFinding, type StartInput } from '../gateway.ts';
import type { BkashClient, BkashFailure } from './bkash-client.ts';
import type { CatalogueChanged } from '../../../catalogue-read/catalogue-changed.ts';

export const BKASH_CALLBACK_PATH = '/api/payments/bkash/callback';

const describe = (failure: BkashFailure): string =>
  failure.kind === 'refused'
    ? `${failure.code} ${failure.message}`
    : failure.kind === 'mismatch'
      ? `mismatch in ${failure.field}`
      : failure.kind;

/**
 * bKash tokenized checkout as a redirect gateway: create → the buyer approves on bKash's page → the
 * callback (only a pointer) → execute, and query whenever that is uncertain (BkashClient.settle) →
 * recorded; refunds through bKash's refund API. The same class serves the simulated bKash: the same
 * client against the app's simulated gateway, with the buyer sent to our TEST MODE page instead.
 */
export class BkashGateway extends RedirectGateway {
  readonly method = 'bkash' as const;
  /** bKash takes from 1 TK; the cap is the merchant's wallet limit, set by bKash per account (500,000 here). */
  protected readonly amountRange = { min: 1, max: 500_000 };

  constructor(
    db: Database,
    catalogueChanged: CatalogueChanged,
    private readonly client: BkashClient,
    readonly name: 'bkash' | 'simulated-bkash',
    now: () => Date,
    /** The simulated twin's page for a paymentID; the real gateway's bkashURL otherwise. */
    private readonly buyerPage?: (paymentID: string) => string,
  ) {
    super(db, catalogueChanged, now);
  }

  get testMode(): boolean {
    return this.name === 'simulated-bkash';
  }

  protected async openSession(checkout: CheckoutRow, { booking, baseUrl }: StartInput) {
    const created = await this.client.createPayment({
      amount: checkout.amount,
      // Shown to the buyer on bKash's page: which booking they pay, never their wallet number.
      payerReference: `Booking ${booking.id.slice(0, 8)}`,
      callbackURL: `${baseUrl}${BKASH_CALLBACK_PATH}`,
      merchantInvoiceNumber: checkout.reference,
    });
    if (!created.ok) return { error: describe(created.failure) };
    const { paymentID, bkashURL } = created.value;
    return { gatewayId: paymentID, redirectUrl: this.buyerPage ? this.buyerPage(paymentID) : bkashURL };
  }

  /** Execute, then query when that is uncertain: the only word on whether money moved. */
  async ask(checkout: CheckoutRow): Promise<GatewayFinding> {
    if (!checkout.gatewayId) return { kind: 'pending' };
    const settled = await this.client.settle(checkout.gatewayId, {
      amount: checkout.amount,
      merchantInvoiceNumber: checkout.reference,
    });
    switch (settled.status) {
      case 'completed':
        return { kind: 'paid', transactionId: settled.trxID, paidPoisha: checkout.amount * 100 };
      case 'mismatch':
        return {
          kind: 'mismatch',
          transactionId: settled.trxID,
          paidPoisha: Math.round(settled.amount * 100),
          reason: `mismatch in ${settled.field}`,
        };
      case 'failed':
        return {
          kind: 'failed',
          reason: `${settled.code} ${settled.message}`.slice(0, 300),
          cancelled: settled.code === 'Cancelled',
        };
      case 'pending':
        return { kind: 'pending' };
      case 'unknown':
        return { kind: 'unknown', reason: describe(settled.failure) };
    }
  }

  protected async refund(checkout: CheckoutRow & { transactionId: string; paidPoisha: number }): Promise<string> {
    const refunded = await this.client.refund({
      paymentID: checkout.gatewayId ?? '',
      trxID: checkout.transactionId,
      amount: checkout.paidPoisha / 100,
      reason: 'PhoneHaat: the phone was not sold to this payment',
    });
    if (!refunded.ok) throw new Error(`bKash refund: ${describe(refunded.failure)}`);
    return refunded.value.refundTrxID ?? 'refunded-before';
  }
}
