import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { languages } from '@phonehaat/contract';

/**
 * Better Auth's four tables, on our own schema. The JS property names are the ones Better Auth
 * expects; `role`, `verify`, `registeredAt` and `deletedAt` are the marketplace's additions.
 */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: text('role', { enum: ['User', 'Seller', 'admin'] })
      .notNull()
      .default('User'),
    verify: boolean('verify').notNull().default(false),
    /** Set once the user registered their profile through POST /users; after that the role is fixed. */
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    /**
     * Better Auth's phoneNumber plugin (issue 38): the number in E.164 (+8801…), verified by an SMS code.
     * A verified phone (or email) lets a seller's listing go live and a payout be paid.
     */
    phoneNumber: text('phone_number').unique(),
    phoneNumberVerified: boolean('phone_number_verified').notNull().default(false),
    /** The language the user chose (`en` or `bn`); pages follow it when the browser has no `lang` cookie. */
    language: text('language', { enum: languages }).notNull().default('en'),
    /** Soft delete: the row stays because bookings and payments refer to it. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * Buyers' ratings of this user as a seller, summed and counted as each review is written (the
     * same transaction): product answers show the average without reading reviews (issue 24).
     */
    sellerRatingSum: integer('seller_rating_sum').notNull().default(0),
    sellerRatingCount: integer('seller_rating_count').notNull().default(0),
    /**
     * Orders of this user's phones that completed, counted by the completing transition in its own
     * transaction (decision 0044): the product page's seller card reads it with the seller's row.
     */
    sellerCompletedSales: integer('seller_completed_sales').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('users_role_check', sql`${table.role} in ('User', 'Seller', 'admin')`),
    check('users_language_check', sql`${table.language} in ('en', 'bn')`),
    index('users_role_idx').on(table.role, table.createdAt),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('accounts_user_idx').on(table.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('verifications_identifier_idx').on(table.identifier)],
);
