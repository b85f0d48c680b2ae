import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { errorCodes, gatewayMessages, type GatewayMethod, type GatewayOutcome } from '@phonehaat/contract';
import type { Database } from '../../../db/client.ts';
import { gatewayCheckouts } from '../../../db/schema/index.ts';
import { AppError, conflict } from '../../../errors/app-error.ts';
import { findPaymentBooking, type PaymentBooking } from '../payment-booking.ts';
import { PAYMENT_CURRENCY, type PaymentProvider } from '../provider.ts';
import { settlePayment } from '../settle-payment.ts';
import type { CatalogueChanged } from '../../catalogue-read/catalogue-changed.ts';

export type CheckoutRow = typeof gatewayCheckouts.$inferSelect;
export type GatewayName = 'bkash' | 'simulated-bkash' | 'sslcommerz' | 'simulated-sslcommerz';

/** What a gateway's word on a checkout came to, in the terms the flow acts on. */
export type GatewayFinding =
  /** Money taken for exactly what we asked: record it. */
  | { kind: 'paid'; transactionId: string; paidPoisha: number }
  /** Money taken but flagged risky by the gateway: hold it for an admin, record nothing yet. */
  | { kind: 'held'; transactionId: string; paidPoisha: number; reason: string }
  /** Money taken for another amount or currency: record nothing, give it all back. */
  | { kind: 'mismatch'; transactionId: string; paidPoisha: number; reason: string }
  /** Nothing taken and nothing will be (failed, cancelled, expired), in the gateway's own word. */
  | { kind: 'failed'; reason: string; cancelled: boolean }
  /** Nothing yet; the buyer may still pay (or the message was not about a payment at all). */
  | { kind: 'pending' }
  /** The gateway did not answer: the outcome is unknown until it is asked again. */
  | { kind: 'unknown'; reason: string };

/** Where a checkout's buyer is sent, and what the page is told when they come back. */
export interface CheckoutStart {
  redirectUrl: string;
}

export interface StartInput {
  booking: PaymentBooking;
  /** Our public origin: the gateway sends buyers and notifications back here. */
  baseUrl: string;
}

/** An unguessable reference of ours, ≤ 30 characters (SSLCommerz's tran_id limit): "PH" + 24 hex digits. */
export const newReference = (): string => `PH${randomBytes(12).toString('hex')}`;

/** How long an open checkout may wait for its callback before the job queue asks the gateway. */
export const OPEN_CHECKOUT_GRACE_MS = 30 * 60_000;

/**
 * A redirect gateway behind the payment flow (decision 0032). Subclasses speak their gateway's protocol
 * (open a session; confirm with the gateway; refund); the flow here is shared: a checkout row opened
 * before the buyer leaves, every callback or IPN taken only as a pointer and confirmed with the gateway,
 * the sale recorded through settlePayment (one sale per phone, replays answer the first record, a phone
 * sold meanwhile refunded), and refunds marked due before they are tried, so the job queue retries a
 * refund the gateway refused or never answered.
 */
export abstract class RedirectGateway implements PaymentProvider {
  abstract readonly name: GatewayName;
  abstract readonly method: GatewayMethod;
  /** True for the simulated twins: the page says TEST MODE, no real money moves. */
  abstract readonly testMode: boolean;

  /** Whole TK the gateway takes in one payment. */
  protected abstract readonly amountRange: { min: number; max: number };

  constructor(
    protected readonly db: Database,
    /** Given when a checkout's payment sells the phone (settle-payment.ts). */
    protected readonly catalogueChanged: CatalogueChanged,
    protected readonly now: () => Date,
  ) {}

  /** Opens the gateway's session for the checkout; answers where the buyer goes, or throws. */
  protected abstract openSession(
    checkout: CheckoutRow,
    input: StartInput,
  ): Promise<{ gatewayId: string; redirectUrl: string } | { error: string }>;
  /** Asks the gateway what became of a checkout (the job queue's question, and every callback's). */
  abstract ask(checkout: CheckoutRow): Promise<GatewayFinding>;
  /** Asks the gateway to give back what the checkout took. Answers the refund's id, or throws with the gateway's reason. */
  protected abstract refund(checkout: CheckoutRow & { transactionId: string; paidPoisha: number }): Promise<string>;

  async start(input: StartInput): Promise<CheckoutStart> {
    const { min, max } = this.amountRange;
    if (input.booking.price < min || input.booking.price > max) throw conflict(gatewayMessages.amountOutOfRange);
    const [checkout] = await this.db
      .insert(gatewayCheckouts)
      .values({ bookingId: input.booking.id, provider: this.name, reference: newReference(), amount: input.booking.price })
      .returning();
    if (!checkout) throw new Error('insert returned no row');
    const session = await this.openSession(checkout, input);
    if ('error' in session) {
      await this.update(checkout.id, { status: 'failed', lastError: session.error });
      throw new AppError(errorCodes.paymentFailed, 502, gatewayMessages.unavailable);
    }
    await this.update(checkout.id, { gatewayId: session.gatewayId });
    return { redirectUrl: session.redirectUrl };
  }

  /** The checkout of ours a gateway id (bKash's paymentID) or reference (SSLCommerz's tran_id) names. */
  async findCheckout(by: { gatewayId: string } | { reference: string }): Promise<CheckoutRow | null> {
    const [row] = await this.db
      .select()
      .from(gatewayCheckouts)
      .where(
        and(
          eq(gatewayCheckouts.provider, this.name),
          'gatewayId' in by ? eq(gatewayCheckouts.gatewayId, by.gatewayId) : eq(gatewayCheckouts.reference, by.reference),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  /**
   * Acts on what the gateway said about a checkout: records the sale, holds it, refunds it, or notes
   * that nothing was taken. Safe to run twice, or twice at once, for one checkout: settlePayment answers
   * a replay with the first record, and a refund is asked for only while one is due.
   */
  async conclude(checkout: CheckoutRow, finding: GatewayFinding, log?: FastifyBaseLogger): Promise<GatewayOutcome> {
    switch (finding.kind) {
      case 'pending':
        return 'pending';
      case 'unknown':
        await this.db
          .update(gatewayCheckouts)
          .set({ status: 'unknown', lastError: finding.reason, updatedAt: this.now() })
          .where(and(eq(gatewayCheckouts.id, checkout.id), inArray(gatewayCheckouts.status, ['open', 'unknown'])));
        return 'pending';
      case 'failed':
        await this.db
          .update(gatewayCheckouts)
          .set({ status: 'failed', lastError: finding.reason, updatedAt: this.now() })
          .where(and(eq(gatewayCheckouts.id, checkout.id), inArray(gatewayCheckouts.status, ['open', 'unknown'])));
        return finding.cancelled ? 'cancelled' : 'failed';
      case 'held':
        await this.takeMoney(checkout, finding, 'held', finding.reason);
        log?.warn({ checkoutId: checkout.id }, 'gateway payment flagged risky: held for an admin');
        return 'pending';
      case 'mismatch':
        await this.takeMoney(checkout, finding, 'refund_due', finding.reason);
        log?.warn({ checkoutId: checkout.id, reason: finding.reason }, 'gateway payment for the wrong amount: refunding it');
        await this.releaseQuietly(finding.transactionId, log);
        return 'refused';
      case 'paid':
        return this.record(checkout, finding, log);
    }
  }

  /**
   * An admin's decision on a payment held as risky: `accept` records the sale as `paid` would (one sale
   * per phone still holds: a phone sold meanwhile refunds it), `refund` gives the money back. Only a held
   * checkout can be decided, once: the first decision moves it on and a second is refused (409).
   */
  async decideHeld(checkoutId: string, decision: 'accept' | 'refund', log?: FastifyBaseLogger): Promise<GatewayOutcome> {
    const [held] = await this.db
      .update(gatewayCheckouts)
      .set({ status: 'open', lastError: null, updatedAt: this.now() })
      .where(
        and(eq(gatewayCheckouts.id, checkoutId), eq(gatewayCheckouts.provider, this.name), eq(gatewayCheckouts.status, 'held')),
      )
      .returning();
    if (!held?.transactionId || held.paidPoisha === null) throw conflict(gatewayMessages.notHeld);
    const taken = { transactionId: held.transactionId, paidPoisha: held.paidPoisha };
    if (decision === 'accept') return this.record(held, taken, log);
    await this.releaseQuietly(taken.transactionId, log);
    return 'refused';
  }

  /** Notes the money the gateway took on the checkout (first writer wins; a replay writes the same). */
  private async takeMoney(
    checkout: CheckoutRow,
    taken: { transactionId: string; paidPoisha: number },
    status: 'open' | 'held' | 'refund_due',
    lastError: string | null,
  ): Promise<void> {
    await this.db
      .update(gatewayCheckouts)
      .set({ transactionId: taken.transactionId, paidPoisha: taken.paidPoisha, status, lastError, updatedAt: this.now() })
      .where(and(eq(gatewayCheckouts.id, checkout.id), inArray(gatewayCheckouts.status, ['open', 'unknown', 'failed'])));
  }

  private async record(
    checkout: CheckoutRow,
    paid: { transactionId: string; paidPoisha: number },
    log?: FastifyBaseLogger,
  ): Promise<GatewayOutcome> {
    await this.takeMoney(checkout, paid, 'open', null);
    const booking = await findPaymentBooking(this.db, checkout.bookingId, { includeDeleted: true });
    if (!booking) throw new Error('a gateway checkout for no booking');
    const intent = {
      id: paid.transactionId,
      clientSecret: '',
      status: 'succeeded',
      amount: checkout.amount,
      currency: PAYMENT_CURRENCY,
      bookingId: checkout.bookingId,
    };
    try {
      await settlePayment(this.db, this.catalogueChanged, this, booking, intent, log, this.now());
    } catch (error) {
      // Sold to someone else, removed, or the order moved on: settlePayment has released the money.
      if (error instanceof AppError) return 'refused';
      throw error;
    }
    await this.db
      .update(gatewayCheckouts)
      .set({ status: 'paid', updatedAt: this.now() })
      .where(and(eq(gatewayCheckouts.id, checkout.id), eq(gatewayCheckouts.status, 'open')));
    return 'paid';
  }

  /**
   * Gives back what a checkout took (PaymentProvider.release): the refund is marked due first, so if the
   * gateway refuses or does not answer, the job queue tries again (retryCheckouts). A refund already
   * made is not asked for twice.
   */
  async release(transactionId: string): Promise<void> {
    const [due] = await this.db
      .update(gatewayCheckouts)
      .set({ status: 'refund_due', updatedAt: this.now() })
      .where(
        and(
          eq(gatewayCheckouts.provider, this.name),
          eq(gatewayCheckouts.transactionId, transactionId),
          isNull(gatewayCheckouts.refundedAt),
        ),
      )
      .returning();
    if (!due?.transactionId || due.paidPoisha === null) return;
    let refundId: string;
    try {
      refundId = await this.refund({ ...due, transactionId: due.transactionId, paidPoisha: due.paidPoisha });
    } catch (error) {
      await this.update(due.id, { lastError: error instanceof Error ? error.message.slice(0, 300) : 'refund failed' });
      throw error;
    }
    await this.db
      .update(gatewayCheckouts)
      .set({ status: 'refunded', refundId, refundedAt: this.now(), lastError: null, updatedAt: this.now() })
      .where(and(eq(gatewayCheckouts.id, due.id), isNull(gatewayCheckouts.refundedAt)));
  }

  private async releaseQuietly(transactionId: string, log?: FastifyBaseLogger): Promise<void> {
    try {
      await this.release(transactionId);
    } catch (error) {
      log?.error({ err: error, transactionId }, 'gateway refund failed; the job queue retries it');
    }
  }

  /**
   * The job queue's turn (each order-timers sweep): refunds still due are asked for again, and
   * checkouts whose outcome is unknown, or open long after the buyer left, are asked about. Answers how
   * many checkouts it settled.
   */
  async retryCheckouts(log?: FastifyBaseLogger): Promise<number> {
    const staleOpen = new Date(this.now().getTime() - OPEN_CHECKOUT_GRACE_MS);
    const rows = await this.db
      .select()
      .from(gatewayCheckouts)
      .where(
        and(
          eq(gatewayCheckouts.provider, this.name),
          or(
            inArray(gatewayCheckouts.status, ['unknown', 'refund_due']),
            and(eq(gatewayCheckouts.status, 'open'), lt(gatewayCheckouts.createdAt, staleOpen)),
          ),
        ),
      )
      .orderBy(gatewayCheckouts.updatedAt)
      .limit(100);
    let settled = 0;
    for (const row of rows) {
      try {
        if (row.status === 'refund_due' && row.transactionId) {
          await this.release(row.transactionId);
        } else if (row.gatewayId) {
          await this.conclude(row, await this.ask(row), log);
        } else {
          // The session never opened (the gateway did not answer start): nothing can have been paid.
          await this.update(row.id, { status: 'failed' });
        }
        settled += 1;
      } catch (error) {
        log?.error({ err: error, checkoutId: row.id }, 'gateway checkout still unsettled; the next sweep tries again');
      }
    }
    return settled;
  }

  private async update(id: string, values: Partial<typeof gatewayCheckouts.$inferInsert>): Promise<void> {
    await this.db
      .update(gatewayCheckouts)
      .set({ ...values, updatedAt: this.now() })
      .where(eq(gatewayCheckouts.id, id));
  }
}
