import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { messageKinds, offerStates, offerSteps, userEventKinds, type UserEventData } from '@phonehaat/contract';
import { users } from './auth.ts';
import { products } from './catalogue.ts';
import { bookings } from './orders.ts';

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * Issue 39: one conversation per buyer and listing. No cascade from users or products: a thread is the
 * evidence of a deal, so it outlives the listing being sold or removed and either account being closed.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    /** Each side's read mark: messages of the other side after it are unread. */
    buyerReadAt: timestamp('buyer_read_at', { withTimezone: true }),
    sellerReadAt: timestamp('seller_read_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('conversations_buyer_product_idx').on(table.productId, table.buyerId),
    index('conversations_buyer_idx').on(table.buyerId, table.lastMessageAt.desc()),
    index('conversations_seller_idx').on(table.sellerId, table.lastMessageAt.desc()),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: messageKinds }).notNull().default('text'),
    /** As written; masking is applied when read, so acceptance later shows it whole. */
    body: text('body'),
    photo: text('photo'),
    offerId: uuid('offer_id'),
    /** Which step of the offer this message shows: made, countered, accepted, … (kind 'offer' only). */
    offerStep: text('offer_step', { enum: offerSteps }),
    /** The order of writing: two messages of the same instant still read in the order they were sent. */
    position: bigserial('position', { mode: 'number' }).notNull(),
    /** Set when written: it looks like a payment asked outside PhoneHaat. */
    scam: boolean('scam').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('messages_conversation_idx').on(table.conversationId, table.createdAt, table.position),
    // The per-minute sending limit counts a sender's recent messages.
    index('messages_sender_idx').on(table.senderId, table.createdAt),
    check('messages_kind_check', sql`${table.kind} in (${quoted(messageKinds)})`),
    check('messages_offer_step_check', sql`(${table.offerId} is null) = (${table.offerStep} is null) and (${table.offerStep} is null or ${table.offerStep} in (${quoted(offerSteps)}))`),
    check('messages_body_check', sql`${table.body} is not null or ${table.photo} is not null or ${table.offerId} is not null`),
  ],
);

/** A price offered in a conversation: the buyer's, or the seller's counter. One open offer per conversation. */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id),
    madeBy: text('made_by', { enum: ['buyer', 'seller'] }).notNull(),
    amount: integer('amount').notNull(),
    /** Where and how to meet, as the buyer typed them: the booking an accepted offer becomes carries them. */
    pickUpLocation: text('pick_up_location').notNull(),
    phone: text('phone').notNull(),
    state: text('state', { enum: offerStates }).notNull().default('pending'),
    /** The offer this one counters. */
    counterOf: uuid('counter_of'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    bookingId: uuid('booking_id').references(() => bookings.id),
  },
  (table) => [
    uniqueIndex('offers_one_open_idx')
      .on(table.conversationId)
      .where(sql`${table.state} = 'pending'`),
    index('offers_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.state} = 'pending'`),
    check('offers_state_check', sql`${table.state} in (${quoted(offerStates)})`),
    check('offers_made_by_check', sql`${table.madeBy} in ('buyer', 'seller')`),
    check('offers_amount_check', sql`${table.amount} > 0`),
  ],
);

/** A person who blocked another: neither may write to the other any more. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: text('blocker_id')
      .notNull()
      .references(() => users.id),
    blockedId: text('blocked_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.blockerId, table.blockedId] }), index('user_blocks_blocked_idx').on(table.blockedId)],
);

/** A message reported to the admins: the moderation queue's second list. */
export const messageReports = pgTable(
  'message_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: ['open', 'dismissed', 'upheld'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: text('resolved_by').references(() => users.id),
  },
  (table) => [
    uniqueIndex('message_reports_once_idx').on(table.messageId, table.reporterId),
    index('message_reports_open_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'open'`),
  ],
);

/** Every time an admin opened a conversation, and through what (a dispute or a report). */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id),
    adminId: text('admin_id')
      .notNull()
      .references(() => users.id),
    via: text('via', { enum: ['dispute', 'report'] }).notNull(),
    ref: text('ref').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('conversation_reads_conversation_idx').on(table.conversationId, table.at)],
);

/** The heart: a listing a person watches, with its price then, and the last price they were told of. */
export const watchlist = pgTable(
  'watchlist',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    priceWhenWatched: integer('price_when_watched').notNull(),
    /** The lowest price the watcher was told of (the watched price at first): a drop below it tells them again. */
    lastPriceTold: integer('last_price_told').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.productId] }), index('watchlist_product_idx').on(table.productId)],
);

/** A /products filter kept by a person; the digest job tells them once a day of listings new since `checkedUntil`. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    query: text('query').notNull(),
    alerts: boolean('alerts').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Listings that went live after this are new to the search. */
    checkedUntil: timestamp('checked_until', { withTimezone: true }).notNull(),
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('saved_searches_user_query_idx').on(table.userId, table.query)],
);

/**
 * What the real-time stream sends a person (issue 39 §2), numbered per person: `seq` comes from
 * `user_event_counters` under its row lock, so a person's events commit in the order of their numbers
 * and a reconnect's `Last-Event-ID` misses none.
 */
export const userEvents = pgTable(
  'user_events',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: userEventKinds }).notNull(),
    data: jsonb('data').$type<UserEventData>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.seq] }),
    index('user_events_created_idx').on(table.createdAt),
    check('user_events_kind_check', sql`${table.kind} in (${quoted(userEventKinds)})`),
  ],
);

export const userEventCounters = pgTable('user_event_counters', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  seq: bigint('seq', { mode: 'number' }).notNull(),
});
