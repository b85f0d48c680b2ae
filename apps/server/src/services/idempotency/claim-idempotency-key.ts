import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';
import { IDEMPOTENCY_KEY_TTL_MS, sameKey, type IdempotentAnswer, type KeyedRequest } from './keyed-request.ts';

export type ClaimOutcome =
  /** This request holds the key: it runs, then records its answer with `claim`. */
  | { kind: 'claimed'; claim: string }
  /** The key's first request was answered: this is its answer. */
  | { kind: 'replay'; answer: IdempotentAnswer }
  /** The key's first request is still being carried out. */
  | { kind: 'in-flight' }
  /** The key was used with another request. */
  | { kind: 'reused' };

/**
 * Claims a write's Idempotency-Key. The insert that wins (ON CONFLICT DO NOTHING) holds the key, so two
 * requests with it, on one instance or two, never both run. A claim older than `leaseMs` without an answer
 * was abandoned (its instance died, or its answer could not be recorded): the next retry takes it over and
 * runs the write again, which the domain's own checks (a product booked once, an order in one state) then
 * answer. A row older than a day is a new key.
 */
export async function claimIdempotencyKey(
  db: Database,
  request: KeyedRequest,
  fingerprint: string,
  now: Date,
  leaseMs: number,
): Promise<ClaimOutcome> {
  // The row may be released (a 5xx) between the insert and the read: a few rounds settle it.
  for (let round = 0; round < 3; round += 1) {
    const claim = randomUUID();
    const [inserted] = await db
      .insert(idempotencyKeys)
      .values({ ...request, fingerprint, claim, createdAt: now })
      .onConflictDoNothing()
      .returning({ claim: idempotencyKeys.claim });
    if (inserted) return { kind: 'claimed', claim };

    const [held] = await db.select().from(idempotencyKeys).where(sameKey(request)).limit(1);
    if (!held) continue;
    const age = now.getTime() - held.createdAt.getTime();
    const expired = age >= IDEMPOTENCY_KEY_TTL_MS;
    if (!expired) {
      if (held.fingerprint !== fingerprint) return { kind: 'reused' };
      if (held.status !== null) {
        return { kind: 'replay', answer: { status: held.status, headers: held.headers ?? {}, body: held.body } };
      }
      if (age < leaseMs) return { kind: 'in-flight' };
    }
    // Expired, or abandoned: taken over only if nobody else took it since it was read.
    const [taken] = await db
      .update(idempotencyKeys)
      .set({ fingerprint, claim, status: null, headers: null, body: null, createdAt: now })
      .where(and(sameKey(request), eq(idempotencyKeys.claim, held.claim)))
      .returning({ claim: idempotencyKeys.claim });
    if (taken) return { kind: 'claimed', claim };
  }
  return { kind: 'in-flight' };
}
