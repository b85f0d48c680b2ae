import { randomUUID } from 'node:crypto';
import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request a piece of work is done for (issue 41 §7): its id rides along in async context from the
 * request's first hook (plugins/request-ids.ts), so a log line or a job queued deep in a service can
 * name it without every signature carrying it.
 */
const requestContext = new AsyncLocalStorage<{ requestId: string }>();

export function runForRequest<T>(requestId: string, run: () => T): T {
  return requestContext.run({ requestId }, run);
}

/** The id of the request being answered, if this runs for one. */
export const currentRequestId = (): string | undefined => requestContext.getStore()?.requestId;

/** An incoming X-Request-Id is kept when it is short and plain (a proxy's or a client's id); anything else is replaced. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:+=/-]{1,128}$/;

/** The request's id: the caller's X-Request-Id when sane, else a new UUID. */
export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === 'string' && SANE_REQUEST_ID.test(header) ? header : randomUUID();
}

/**
 * pino's mixin: a line logged while a request runs names the request (`reqId`), also through the app's
 * logger deep in a service; the request's own logger has it bound already (Fastify), so it is not repeated.
 */
export function requestIdMixin(_mergeObject: object, _level: number, logger: { bindings(): Record<string, unknown> }): object {
  const requestId = currentRequestId();
  return requestId === undefined || logger.bindings().reqId !== undefined ? {} : { reqId: requestId };
}
