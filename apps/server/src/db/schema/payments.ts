import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { checkoutStatuses } from '@phonehaat/contract';
import { bookings } from './orders.ts';

/**
 * The simulated test-mode processor's own ledger of payment intents (PAYMENT_PROVIDER=simulated).
 * It plays the part Stripe plays in production, so amounts are in the smallest unit (poisha) like
 * Stripe's. Card numbers are never stored: only the last four digits of the card that paid.
 */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    /** `pi_sim_…`; also the transaction id once the intent has succeeded. */
    id: text('id').primaryKey(),
    clientSecret: text('client_secret').notNull().unique(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('bdt'),
    status: text('status', { enum: ['requires_payment_method', 'succeeded', 'canceled'] })
      .notNull()
      .default('requires_payment_method'),
    /** The decline message of the last failed confirmation, as the processor worded it. */
    lastError: text('last_error'),
    cardLast4: text('card_last4'),
    succeededAt: timestamp('succeeded_at', { withTimezone: true }),
    /** A succeeded intent whose product was sold to someone else is refunded. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('payment_intents_status_check', sql`${table.status} in ('requires_payment_method', 'succeeded', 'canceled')`),
    check('payment_intents_amount_check', sql`${table.amount} > 0`),
    index('payment_intents_booking_idx').on(table.bookingId, table.createdAt.desc()),
  ],
);

/**
 * One attempt to pay a booking through a redirect gateway (bKash, SSLCommerz; decision 0032). Opened
 * before the buyer is sent to the gateway, so every callback, IPN and query is checked against what we
 * asked for here, never against what the gateway's messages claim. Holds no wallet number, PIN, OTP or
 * card detail: only the gateway's ids and amounts.
 */
export const gatewayCheckouts = pgTable(
  'gateway_checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    /** bkash, sslcommerz, or their simulated twins (the same clients against the app's simulated gateway). */
    provider: text('provider').notNull(),
    /** Ours, sent to the gateway: SSLCommerz's tran_id, bKash's merchantInvoiceNumber. */
    reference: text('reference').notNull().unique(),
    /** The gateway's id of the session: bKash's paymentID, SSLCommerz's sessionkey. */
    gatewayId: text('gateway_id'),
    /** Whole TK, the booking's price when the checkout opened. */
    amount: integer('amount').notNull(),
    /**
     * open → paid (recorded as the booking's payment) | failed (nothing taken) | unknown (the gateway did
     * not answer: the job queue asks again) | held (paid but flagged risky: an admin decides) |
     * refund_due (taken but not recorded: sold meanwhile, wrong amount; the job queue retries) → refunded.
     */
    status: text('status', { enum: checkoutStatuses }).notNull().default('open'),
    /** The gateway's transaction id once money moved: bKash's trxID, SSLCommerz's bank_tran_id. */
    transactionId: text('transaction_id').unique(),
    /** Poisha the gateway says it took (a mismatched payment is refunded exactly this). */
    paidPoisha: integer('paid_poisha'),
    refundId: text('refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** Why the last step failed, in the gateway's words (never a credential or a card detail). */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'gateway_checkouts_status_check',
      sql`${table.status} in ('open', 'paid', 'failed', 'unknown', 'held', 'refund_due', 'refunded')`,
    ),
    check('gateway_checkouts_amount_check', sql`${table.amount} > 0`),
    index('gateway_checkouts_booking_idx').on(table.bookingId, table.createdAt.desc()),
    index('gateway_checkouts_pending_idx')
      .on(table.status)
      .where(sql`${table.status} in ('open', 'unknown', 'refund_due')`),
    uniqueIndex('gateway_checkouts_gateway_id_idx').on(table.provider, table.gatewayId),
  ],
);
