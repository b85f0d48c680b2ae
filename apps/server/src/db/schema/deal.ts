import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ledgerKinds, orderActions, orderActors, orderStates, payoutMethods } from '@phonehaat/contract';
import { users } from './auth.ts';
import { bookings } from './orders.ts';

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** An order's timeline, append-only (a trigger refuses updates and deletes, migration 0009). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => bookings.id),
    action: text('action', { enum: orderActions }).notNull(),
    fromState: text('from_state', { enum: orderStates }),
    toState: text('to_state', { enum: orderStates }).notNull(),
    actor: text('actor', { enum: orderActors }).notNull(),
    /** The user who acted; null for the timers. */
    actorId: text('actor_id').references(() => users.id),
    note: text('note'),
    /** On a hand-over: the seller confirmed the phone is off their NEIR registration (decision 0045). */
    neirDeregistered: boolean('neir_deregistered').notNull().default(false),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('order_events_order_idx').on(table.orderId, table.id),
    check('order_events_actor_check', sql`${table.actor} in (${quoted(orderActors)})`),
  ],
);

/**
 * Money, append-only, in integer poisha. `held` when a payment is recorded; then exactly one of
 * `released` (to the seller) or `refunded` (to the buyer) per order, which unique indexes enforce;
 * `paid_out` when an admin marks a payout paid. Balances are sums of these rows.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: ledgerKinds }).notNull(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id),
    orderId: uuid('order_id').references(() => bookings.id),
    payoutId: uuid('payout_id').references(() => payouts.id),
    amount: integer('amount').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('ledger_entries_kind_check', sql`${table.kind} in (${quoted(ledgerKinds)})`),
    check('ledger_entries_amount_check', sql`${table.amount} > 0`),
    check(
      'ledger_entries_reference_check',
      sql`(${table.kind} = 'paid_out') = (${table.payoutId} is not null) and (${table.kind} = 'paid_out') = (${table.orderId} is null)`,
    ),
    uniqueIndex('ledger_entries_held_once_idx').on(table.orderId).where(sql`${table.kind} = 'held'`),
    // Held money leaves once: released or refunded, never both, never twice.
    uniqueIndex('ledger_entries_settled_once_idx').on(table.orderId).where(sql`${table.kind} in ('released', 'refunded')`),
    // A cash sale is recorded once (decision 0034).
    uniqueIndex('ledger_entries_outside_once_idx').on(table.orderId).where(sql`${table.kind} = 'settled_outside'`),
    uniqueIndex('ledger_entries_payout_once_idx').on(table.payoutId).where(sql`${table.payoutId} is not null`),
    index('ledger_entries_seller_idx').on(table.sellerId, table.kind),
    // A seller's ledger newest first (the balance page), and the admin overview's money per day.
    index('ledger_entries_seller_at_idx').on(table.sellerId, table.at.desc()),
    index('ledger_entries_at_idx').on(table.at),
  ],
);

/** A seller's request to be paid what is available; an admin marks it paid with the transfer's reference. */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id),
    amount: integer('amount').notNull(),
    method: text('method', { enum: payoutMethods }).notNull(),
    account: text('account').notNull(),
    status: text('status', { enum: ['requested', 'paid'] })
      .notNull()
      .default('requested'),
    reference: text('reference'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    check('payouts_amount_check', sql`${table.amount} > 0`),
    check('payouts_status_check', sql`${table.status} in ('requested', 'paid')`),
    index('payouts_seller_idx').on(table.sellerId, table.requestedAt.desc()),
    index('payouts_open_idx').on(table.requestedAt).where(sql`${table.status} = 'requested'`),
  ],
);

/** Wrong hand-over codes, counted per order over a window to refuse guessing. */
export const handoverAttempts = pgTable(
  'handover_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => bookings.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('handover_attempts_order_idx').on(table.orderId, table.at)],
);

/** A rating of one side by the other after a completed order: once per side, within 14 days. */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => bookings.id),
    authorSide: text('author_side', { enum: ['buyer', 'seller'] }).notNull(),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id),
    subjectId: text('subject_id')
      .notNull()
      .references(() => users.id),
    rating: integer('rating').notNull(),
    text: text('text'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('reviews_once_per_side_idx').on(table.orderId, table.authorSide),
    check('reviews_rating_check', sql`${table.rating} between 1 and 5`),
    index('reviews_subject_idx').on(table.subjectId, table.createdAt.desc()),
  ],
);
