import { createHash } from 'node:crypto';
import { and, eq, type SQL } from 'drizzle-orm';
import { idempotencyKeys } from '../../db/schema/index.ts';

/** A stored answer is replayed for a day (decision 0072); after that the key is new again. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** Whose key, on which route: the row's primary key. */
export interface KeyedRequest {
  /** `user:<id>`, or `anonymous` for a request without a signed-in user. */
  scope: string;
  method: string;
  path: string;
  key: string;
}

/** The stored answer of a keyed write. */
export interface IdempotentAnswer {
  status: number;
  headers: Record<string, string>;
  body: string | null;
}

/**
 * What makes a retry the same request: its method, URL (with the query) and body. The body is the one the
 * route validated, so a retry sends the same JSON and hashes the same.
 */
export function requestFingerprint(method: string, url: string, body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([method, url, body ?? null]))
    .digest('hex');
}

export function sameKey(request: KeyedRequest): SQL {
  return and(
    eq(idempotencyKeys.scope, request.scope),
    eq(idempotencyKeys.method, request.method),
    eq(idempotencyKeys.path, request.path),
    eq(idempotencyKeys.key, request.key),
  )!;
}
