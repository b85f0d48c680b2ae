import type { Database } from '../../../../db/client.ts';
import { RedirectGateway, type CheckoutRow, type GatewayFinding, type StartInput } from '../gateway.ts';
import type { GatewayError, GatewayResult, SslcommerzClient } from './client.ts';
import type { Notification } from './ipn.ts';
import { confirmByQuery, confirmByValidation, type PaymentVerdict } from './verdict.ts';
import type { CatalogueChanged } from '../../../catalogue-read/catalogue-changed.ts';

export const SSLCOMMERZ_IPN_PATH = '/api/payments/sslcommerz/ipn';
export const SSLCOMMERZ_RETURN_PATH = '/api/payments/sslcommerz/return';

const describe = (error: GatewayError): string =>
  error.kind === 'refused'
    ? error.reason
    : error.kind === 'http-status'
      ? `HTTP ${error.status}`
      : error.kind === 'malformed'
        ? error.detail
        : error.kind;

/** Claims of an IPN or return that mean "nothing taken": still confirmed by querying the gateway. */
const CANCELLED = new Set(['CANCELLED']);

/**
 * SSLCommerz's hosted checkout as a redirect gateway: session → the buyer picks a method on the
 * gateway's page → the IPN and the buyer's return (only pointers) → the validation API (or the
 * transaction query when there is no val_id or the outcome is unknown) → recorded; refunds through the
 * refund API against bank_tran_id. The same class serves the simulated SSLCommerz (the same client
 * against the app's simulated gateway; the buyer sent to our TEST MODE picker).
 */
export class SslcommerzGateway extends RedirectGateway {
  readonly method = 'sslcommerz' as const;
  /** The gateway takes 10.00 to 500000.00 BDT. */
  protected readonly amountRange = { min: 10, max: 500_000 };

  constructor(
    db: Database,
    catalogueChanged: CatalogueChanged,
    private readonly client: SslcommerzClient,
    readonly name: 'sslcommerz' | 'simulated-sslcommerz',
    now: () => Date,
    private readonly buyerPage?: (tranId: string) => string,
  ) {
    super(db, catalogueChanged, now);
  }

  get testMode(): boolean {
    return this.name === 'simulated-sslcommerz';
  }

  protected async openSession(checkout: CheckoutRow, { booking, baseUrl }: StartInput) {
    const back = `${baseUrl}${SSLCOMMERZ_RETURN_PATH}`;
    const session = await this.client.createSession({
      tranId: checkout.reference,
      amount: checkout.amount,
      successUrl: `${back}/success`,
      failUrl: `${back}/fail`,
      cancelUrl: `${back}/cancel`,
      ipnUrl: `${baseUrl}${SSLCOMMERZ_IPN_PATH}`,
      productName: booking.productName,
      productCategory: 'Mobile phone',
      // The gateway requires a customer address; the phone changes hands at the meet-up, not by post.
      customer: {
        name: booking.email.split('@')[0] ?? 'Buyer',
        email: booking.email,
        phone: '01700000000',
        address: 'Meet-up',
        city: 'Dhaka',
      },
      reference: booking.id,
    });
    if (!session.ok) return { error: describe(session.error) };
    const { sessionKey, gatewayPageUrl } = session.value;
    return { gatewayId: sessionKey, redirectUrl: this.buyerPage ? this.buyerPage(checkout.reference) : gatewayPageUrl };
  }

  /** The job queue's question: every attempt under our tran_id. */
  async ask(checkout: CheckoutRow): Promise<GatewayFinding> {
    return this.find(await confirmByQuery(this.client, this.expected(checkout)), false);
  }

  /**
   * An IPN or the buyer's return names a tran_id and perhaps a val_id: the validation API (or, with no
   * val_id, the transaction query) says what happened. A forged val_id comes back INVALID: nothing moves.
   */
  async askAbout(checkout: CheckoutRow, notification: Notification): Promise<GatewayFinding> {
    const expected = this.expected(checkout);
    const cancelled = CANCELLED.has(notification.claimedStatus.toUpperCase());
    if (!notification.valId) return this.find(await confirmByQuery(this.client, expected), cancelled);
    const validated = await this.find(await confirmByValidation(this.client, notification.valId, expected), cancelled);
    // A val_id the validator does not vouch for (a forged IPN, or a failed attempt's) proves nothing by
    // itself: the gateway's record of our tran_id decides.
    return validated.kind === 'failed' ? this.find(await confirmByQuery(this.client, expected), cancelled) : validated;
  }

  private expected(checkout: CheckoutRow) {
    return { tranId: checkout.reference, amount: checkout.amount };
  }

  private find(result: GatewayResult<PaymentVerdict>, cancelled: boolean): GatewayFinding {
    if (!result.ok) return { kind: 'unknown', reason: describe(result.error) };
    const verdict = result.value;
    switch (verdict.kind) {
      case 'paid':
        return {
          kind: 'paid',
          transactionId: verdict.payment.bankTranId,
          paidPoisha: Math.round(verdict.payment.amountPaid * 100),
        };
      case 'held-for-review':
        return {
          kind: 'held',
          transactionId: verdict.payment.bankTranId,
          paidPoisha: Math.round(verdict.payment.amountPaid * 100),
          reason: `risk: ${verdict.riskTitle}`.slice(0, 300),
        };
      case 'amount-mismatch':
        return {
          kind: 'mismatch',
          transactionId: verdict.payment.bankTranId,
          paidPoisha: Math.round(verdict.payment.amountPaid * 100),
          reason: `mismatch in ${verdict.field}`,
        };
      case 'other-transaction':
        return { kind: 'pending' };
      case 'not-paid':
        // The query's NOT_FOUND is "not yet" (the buyer is still on the page), not "never".
        if (verdict.gatewayStatus === 'NOT_FOUND') return { kind: 'pending' };
        return { kind: 'failed', reason: verdict.gatewayStatus, cancelled: cancelled || verdict.gatewayStatus === 'CANCELLED' };
    }
  }

  protected async refund(checkout: CheckoutRow & { transactionId: string; paidPoisha: number }): Promise<string> {
    const refunded = await this.client.refund({
      bankTranId: checkout.transactionId,
      amount: checkout.paidPoisha / 100,
      reference: checkout.reference,
      remarks: 'PhoneHaat: the phone was not sold to this payment',
    });
    if (!refunded.ok) {
      // A retry after an answer that never arrived: the gateway refuses a second refund of the payment.
      // Its wording is undocumented (the stand-in's is a guess); "already" is the part both share.
      if (refunded.error.kind === 'refused' && /already/i.test(refunded.error.reason)) return 'refunded-before';
      throw new Error(`SSLCommerz refund: ${describe(refunded.error)}`);
    }
    return refunded.value.refundRefId;
  }
}
