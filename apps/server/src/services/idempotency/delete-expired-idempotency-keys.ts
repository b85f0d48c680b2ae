import { lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';
import { IDEMPOTENCY_KEY_TTL_MS } from './keyed-request.ts';

/** Deletes the keys claimed a day ago or more (a claim takes an expired row over anyway); answers how many. */
export async function deleteExpiredIdempotencyKeys(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lte(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
