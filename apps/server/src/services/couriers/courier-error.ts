import type { CourierName } from './courier.ts';

export type CourierErrorKind =
  /** No answer, a timeout or a 5xx: the outcome is unknown; the job queue retries (a create asks by invoice first). */
  | 'unreachable'
  /** An answer without the documented shape; `field` names the first field that did not match. */
  | 'malformed'
  /** Our credentials were refused (401/403). */
  | 'unauthorized'
  /** The courier answered and said no (validation, unknown area…). */
  | 'refused'
  /** The courier already has a parcel under this invoice. */
  | 'duplicate'
  /** No such parcel. */
  | 'not_found'
  /** A webhook without the configured secret. */
  | 'bad_signature'
  /** The courier's documented API has no such operation. */
  | 'unsupported';

/** A courier call that did not give what was asked, named by courier and kind (never carrying credentials). */
export class CourierError extends Error {
  override name = 'CourierError';
  constructor(
    readonly courier: CourierName,
    readonly kind: CourierErrorKind,
    message: string,
    readonly detail: { field?: string; httpStatus?: number; timedOut?: boolean } = {},
  ) {
    super(`${courier}: ${message}`);
  }

  /** Worth retrying through the job queue. */
  get retryable(): boolean {
    return this.kind === 'unreachable';
  }
}

export const isCourierError = (error: unknown, kind?: CourierErrorKind): error is CourierError =>
  error instanceof CourierError && (kind === undefined || error.kind === kind);
