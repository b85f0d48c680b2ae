import type { ErrorBody, FieldError } from '@phonehaat/contract';

/** An API failure with the server's message (spec §8 shows it to the user) and its code. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly fields?: Record<string, string>,
    /** The fields' errors as codes with parameters (decision 0057), which forms translate by key. */
    readonly issues?: FieldError[],
  ) {
    super(message);
  }
}

/**
 * The one reader of the server's error JSON, `{ message, code?, errors? }`, checked with the contract's
 * `errorBody`. Anything else (a proxy's HTML page, a body without a message) reads as undefined.
 *
 * The schema is loaded with the first failed answer rather than with the page: imported statically,
 * zod joins the first download of every page, 22 KB gzip more for `/` (measured: 128 → 150 KB, at
 * its 150 KB budget before anything else is added).
 */
export async function parseErrorBody(payload: unknown): Promise<ErrorBody | undefined> {
  if (typeof payload !== 'object' || payload === null) return undefined;
  try {
    const { errorBody } = await import('@phonehaat/contract/common');
    const parsed = errorBody.safeParse(payload);
    return parsed.success ? parsed.data : undefined;
  } catch {
    // The schema's chunk did not load (offline, or replaced by a new deployment): the fallback says enough.
    return undefined;
  }
}

/** JSON text to a value, or undefined when it is not JSON (an error page from a proxy). */
export function jsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The ApiError for a failed answer: the server's message, code and field messages, else `fallback`. */
export async function apiErrorOf(status: number, payload: unknown, fallback = `Request failed (${status})`): Promise<ApiError> {
  const body = await parseErrorBody(payload);
  return new ApiError(status, body?.message ?? fallback, body?.code, body?.errors, body?.issues as FieldError[] | undefined);
}
