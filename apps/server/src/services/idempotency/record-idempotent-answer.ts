import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';
import { sameKey, type IdempotentAnswer, type KeyedRequest } from './keyed-request.ts';

/** Keeps the answer of the request that holds the key, for its retries. */
export async function recordIdempotentAnswer(
  db: Database,
  request: KeyedRequest,
  claim: string,
  answer: IdempotentAnswer,
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set(answer)
    .where(and(sameKey(request), eq(idempotencyKeys.claim, claim)));
}

/** Gives the key up (a 5xx, or an answer that cannot be kept): the next retry runs the write again. */
export async function releaseIdempotencyKey(db: Database, request: KeyedRequest, claim: string): Promise<void> {
  await db.delete(idempotencyKeys).where(and(sameKey(request), eq(idempotencyKeys.claim, claim)));
}
