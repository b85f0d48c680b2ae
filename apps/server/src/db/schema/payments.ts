import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
