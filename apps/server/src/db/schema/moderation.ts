import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { reportReasons, reportStatuses } from '@phonehaat/contract';
import { users } from './auth.ts';
import { products } from './catalogue.ts';

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A signed-in person's report of a listing (issue 26 item 8). `open` until an admin reviews the listing's
 * reports: `dismissed` (the listing stays) or `upheld` (the listing was removed).
 */
export const listingReports = pgTable(
  'listing_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason', { enum: reportReasons }).notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: reportStatuses }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: text('resolved_by').references(() => users.id),
  },
  (table) => [
    check('listing_reports_reason_check', sql`${table.reason} in (${quoted(reportReasons)})`),
    check('listing_reports_status_check', sql`${table.status} in (${quoted(reportStatuses)})`),
    check('listing_reports_text_check', sql`char_length(${table.text}) <= 1000`),
    // One open report per person per listing; after a review they may report it again.
    uniqueIndex('listing_reports_one_open_idx')
      .on(table.productId, table.reporterId)
      .where(sql`${table.status} = 'open'`),
    // The admin's queue: listings with open reports.
    index('listing_reports_open_idx')
      .on(table.productId, table.createdAt)
      .where(sql`${table.status} = 'open'`),
    index('listing_reports_reporter_idx').on(table.reporterId, table.createdAt.desc()),
  ],
);
