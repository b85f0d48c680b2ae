import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
  },
  (table) => [
    check('bookings_price_check', sql`${table.price} > 0`),
    index('bookings_buyer_idx')
      .on(table.buyerId, table.createdAt.desc())
      .where(sql`${table.deletedAt} is null`),
    index('bookings_product_idx').on(table.productId),
    // One open booking of a product per buyer.
    uniqueIndex('bookings_buyer_product_open_idx')
      .on(table.buyerId, table.productId)
      .where(sql`${table.deletedAt} is null`),
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
  },
  (table) => [check('payments_amount_check', sql`${table.amount} > 0`)],
);
