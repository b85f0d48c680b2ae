import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { deliveryKinds, orderStates, type DeliveryAddress } from '@phonehaat/contract';
import { users } from './auth.ts';
import { products } from './catalogue.ts';

/** A buyer's booking, with a snapshot of what was booked so that later edits to the listing change nothing. */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id),
    /**
     * The phone's seller, copied from the product when booked (a listing never changes seller), so
     * that "Bookings on my phones" is one index range (decision 0029) instead of a probe per listing.
     */
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id),
    buyerName: text('buyer_name').notNull(),
    email: text('email').notNull(),
    price: integer('price').notNull(),
    productName: text('product_name').notNull(),
    productImage: text('product_image').notNull(),
    sellerLocation: text('seller_location').notNull(),
    pickUpLocation: text('pick_up_location').notNull(),
    phone: text('phone').notNull(),
    paid: boolean('paid').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Soft delete: a buyer's "delete" hides the booking; paid bookings stay on record. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * The order's state (decision 0020): written only by services/orders/transition.ts, with a
     * conditional update and an order_events row in one transaction.
     */
    state: text('state', { enum: orderStates }).notNull().default('booked'),
    stateChangedAt: timestamp('state_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** When this state's timer fires (acceptance expiry, hand-over deadline, auto-receive); null when none. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    delivery: text('delivery', { enum: deliveryKinds }),
    trackingReference: text('tracking_reference'),
    handedOverAt: timestamp('handed_over_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When the buyer chose cash at the meet-up (decision 0034); null for online payment. Seeds the hand-over code. */
    cashAgreedAt: timestamp('cash_agreed_at', { withTimezone: true }),
    /** A courier order's address (issue 42): set at booking with `delivery` = 'courier'; null for a meet-up. */
    deliveryAddress: jsonb('delivery_address').$type<DeliveryAddress>(),
    /** Whole TK the buyer pays for delivery on top of `price` (quoted at booking, again on choosing cash on delivery). */
    deliveryFee: integer('delivery_fee'),
  },
  (table) => [
    check('bookings_price_check', sql`${table.price} > 0`),
    check('bookings_delivery_fee_check', sql`${table.deliveryFee} is null or ${table.deliveryFee} >= 0`),
    index('bookings_buyer_idx')
      .on(table.buyerId, table.createdAt.desc())
      .where(sql`${table.deletedAt} is null`),
    index('bookings_product_idx').on(table.productId),
    // The seller's bookings list, newest first, a page at a time. NULLS FIRST is what ORDER BY … DESC
    // means: with NULLS LAST the planner cannot read the index in the query's order (it sorted instead).
    index('bookings_seller_idx').on(table.sellerId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    // The attention badge's two counts (services/orders/attention-count.ts): only orders waiting for someone.
    index('bookings_seller_attention_idx').on(table.sellerId).where(sql`${table.state} in ('booked', 'paid', 'cash_agreed')`),
    index('bookings_buyer_attention_idx').on(table.buyerId).where(sql`${table.state} in ('accepted', 'paid', 'sent', 'handed_over')`),
    // One open booking of a product per buyer: a declined, expired, cancelled or refunded one may be booked again.
    uniqueIndex('bookings_buyer_product_open_idx')
      .on(table.buyerId, table.productId)
      .where(sql`${table.deletedAt} is null and ${table.state} not in ('declined', 'expired', 'cancelled', 'refunded')`),
    check('bookings_state_check', sql`${table.state} in (${sql.raw(orderStates.map((state) => `'${state}'`).join(', '))})`),
    // The timers' sweep: due orders, soonest first.
    index('bookings_due_idx').on(table.dueAt).where(sql`${table.dueAt} is not null`),
    // The admin overview (issue 24): orders per booking day, hand-overs per day, and the disputes queue (oldest first).
    index('bookings_created_idx').on(table.createdAt),
    index('bookings_handed_over_idx').on(table.handedOverAt).where(sql`${table.handedOverAt} is not null`),
    index('bookings_disputed_idx').on(table.stateChangedAt).where(sql`${table.state} = 'disputed'`),
  ],
);

/** A payment recorded once per booking; the provider's transaction id is unique too. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('BDT'),
    provider: text('provider').notNull(),
    transactionId: text('transaction_id').notNull().unique(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the provider was asked to give the money back after the order was refunded (ledger `refunded`). */
    providerRefundedAt: timestamp('provider_refunded_at', { withTimezone: true }),
  },
  (table) => [check('payments_amount_check', sql`${table.amount} > 0`)],
);
