import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../src/lib/pg-errors.ts';

/** Drizzle's wrapper around a driver error, as the error handler receives it. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: rollback'), { cause });

describe('isDatabaseUnavailable', () => {
  it('knows a lost or refused connection, and a ROLLBACK on a connection that died mid-transaction', () => {
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error('Client has encountered a connection error and is not queryable')))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
  });
  it('knows a failover: too many connections, a read-only primary, a name that does not resolve yet', () => {
    const failing = (message: string, code: string) => wrapped(Object.assign(new Error(message), { code }));
    expect(isDatabaseUnavailable(failing('sorry, too many clients already', '53300'))).toBe(true);
    expect(isDatabaseUnavailable(failing('cannot execute INSERT in a read-only transaction', '25006'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('getaddrinfo EAI_AGAIN db'), { code: 'EAI_AGAIN' }))).toBe(true);
  });
  it('leaves a wrong query to be what it is', () => {
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('duplicate key value'), { code: '23505' })))).toBe(false);
    expect(isDatabaseUnavailable(wrapped(new Error('column "x" does not exist')))).toBe(false);
  });
});
