import { timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import type { CourierName } from './courier.ts';
import { CourierError } from './courier-error.ts';

/** One JSON answer as it came: the HTTP status and the parsed body. */
export interface JsonAnswer {
  httpStatus: number;
  json: unknown;
}

export interface JsonRequest {
  courier: CourierName;
  fetch: typeof fetch;
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: unknown;
  timeoutMs: number;
}

/**
 * Sends one request with a deadline. No answer in time, a network failure or a 5xx is 'unreachable' (the
 * outcome is unknown); a body that is not JSON is 'malformed'. Any other status comes back to the caller.
 */
export async function requestJson(request: JsonRequest): Promise<JsonAnswer> {
  const { courier } = request;
  let response: Response;
  try {
    response = await request.fetch(request.url, {
      method: request.method,
      headers: { accept: 'application/json', 'content-type': 'application/json', ...request.headers },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(request.timeoutMs),
    });
  } catch (error) {
    throw unreachable(courier, error, null);
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw unreachable(courier, error, response.status);
  }
  if (response.status >= 500) {
    throw new CourierError(courier, 'unreachable', `answered HTTP ${response.status}`, { httpStatus: response.status });
  }
  try {
    return { httpStatus: response.status, json: JSON.parse(text) as unknown };
  } catch {
    throw new CourierError(courier, 'malformed', `answered HTTP ${response.status} with a body that is not JSON`, {
      httpStatus: response.status,
      field: '(body)',
    });
  }
}

function unreachable(courier: CourierName, error: unknown, httpStatus: number | null): CourierError {
  const timedOut = error instanceof Error && error.name === 'TimeoutError';
  return new CourierError(courier, 'unreachable', timedOut ? 'did not answer in time' : 'could not be reached', {
    timedOut,
    ...(httpStatus === null ? {} : { httpStatus }),
  });
}

/** Parses an answer with its documented shape; a mismatch is 'malformed', naming the first field that differs. */
export function parseAnswer<S extends z.ZodType>(courier: CourierName, schema: S, answer: JsonAnswer, what: string): z.output<S> {
  const parsed = schema.safeParse(answer.json);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : '(body)';
  throw new CourierError(courier, 'malformed', `${what} did not have the documented shape at ${field}`, {
    field,
    httpStatus: answer.httpStatus,
  });
}

/** Compares a presented secret with the configured one in constant time. */
export function sameSecret(presented: string | null, configured: string): boolean {
  if (presented === null) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(configured);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A JSON webhook body, or a 'malformed' error naming the courier. */
export function webhookJson(courier: CourierName, rawBody: string): unknown {
  try {
    return JSON.parse(rawBody) as unknown;
  } catch {
    throw new CourierError(courier, 'malformed', 'webhook body is not JSON', { field: '(body)' });
  }
}
