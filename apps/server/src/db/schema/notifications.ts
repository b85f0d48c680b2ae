import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { notificationKinds, optionalChannels, type NotificationParams } from '@phonehaat/contract';
import { users } from './auth.ts';

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * What a person is told (issue 38), written by the transaction of the event it tells of: the outbox.
 * Every row is an item of the person's bell; `dedupe_key` (the event and the recipient) makes writing
 * it twice a no-op, so a retried event or a repeated sweep tells no one twice.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    params: jsonb('params').$type<NotificationParams>().notNull(),
    link: text('link').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('notifications_dedupe_idx').on(table.dedupeKey),
    index('notifications_user_idx').on(table.userId, table.createdAt, table.id),
    index('notifications_unread_idx').on(table.userId).where(sql`${table.readAt} is null`),
    check('notifications_kind_check', sql`${table.kind} in (${quoted(notificationKinds)})`),
  ],
);

export const deliveryStates = [
  // Written with the notification; the relay hands it to the channel's queue.
  'pending',
  'queued',
  // Claimed by a worker that is sending it now. Found so after a crash: sent or not, nobody knows.
  'sending',
  'sent',
  // Gave up after the retries; listed for admins.
  'failed',
  // A crash left it `sending` on a channel that cannot tell a repeat: not sent again, listed for admins.
  'uncertain',
] as const;
export type DeliveryState = (typeof deliveryStates)[number];

/** One notification on one channel beside the bell (email, SMS, push), as the recipient's settings had it. */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: optionalChannels }).notNull(),
    state: text('state', { enum: deliveryStates }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Raised by each admin's retry: with the id it names the queue's job, so a retry is a new job. */
    round: integer('round').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The request whose write queued it (X-Request-Id, issue 41 §7): its delivery job and log lines carry it. */
    requestId: text('request_id'),
  },
  (table) => [
    uniqueIndex('notification_deliveries_once_idx').on(table.notificationId, table.channel),
    index('notification_deliveries_pending_idx').on(table.createdAt).where(sql`${table.state} = 'pending'`),
    index('notification_deliveries_trouble_idx').on(table.updatedAt).where(sql`${table.state} in ('failed', 'uncertain')`),
    check('notification_deliveries_channel_check', sql`${table.channel} in (${quoted(optionalChannels)})`),
    check('notification_deliveries_state_check', sql`${table.state} in (${quoted(deliveryStates)})`),
  ],
);

/** A person's choices; a kind and channel without a row keeps the default (contract `defaultChannelSetting`). */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    channel: text('channel', { enum: optionalChannels }).notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind, table.channel] })],
);

/** A browser's web-push subscription (the service worker's PushSubscription). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);

/**
 * The demo's mailbox: what the simulated SMS provider and the built-in SMTP server received when no
 * real provider is configured (`npm start`). Never written when SMTP_URL and SMS_PROVIDER name real ones.
 */
export const demoMessages = pgTable(
  'demo_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    html: text('html'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('demo_messages_recipient_idx').on(table.recipient, table.id)],
);

/**
 * Every SMS code sent, for the cap per number and per address per hour (issue 38): counted, not
 * reset by asking again (Better Auth counts tries per code only, its issue #11162).
 */
export const phoneCodeSends = pgTable(
  'phone_code_sends',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phoneNumber: text('phone_number').notNull(),
    ipAddress: text('ip_address'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('phone_code_sends_number_idx').on(table.phoneNumber, table.at), index('phone_code_sends_address_idx').on(table.ipAddress, table.at)],
);
