import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Writes sent with an `Idempotency-Key` (issue 41 §6, decision 0072): the first request claims its key
 * (the insert that wins), and its answer is kept for a day so that a retry gets that answer instead of
 * doing the write again. A row without `status` is a request still being carried out.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** `user:<id>` for a signed-in request, `anonymous` otherwise: one person's key never answers another's request. */
    scope: text('scope').notNull(),
    method: text('method').notNull(),
    /** The URL's path, without its query (the query is in the fingerprint). */
    path: text('path').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the method, URL and body: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** Which request holds the key: only it records the answer, even after another took an abandoned claim over. */
    claim: uuid('claim').notNull(),
    status: integer('status'),
    /** The answer's headers that matter to a client (content-type, location). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    body: text('body'),
    /** When the key was claimed: the claim is abandoned after a minute, the row expires after a day. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.method, table.path, table.key] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
    check('idempotency_keys_key_check', sql`length(${table.key}) between 1 and 255`),
  ],
);
