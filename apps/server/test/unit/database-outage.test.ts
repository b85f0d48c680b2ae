import { describe, expect, it } from 'vitest';
import { toleratingDatabaseOutages } from '../../src/lib/database-outage.ts';

describe('toleratingDatabaseOutages', () => {
  const warnings: string[] = [];
  const onRejection = toleratingDatabaseOutages({ warn: (_details, message) => warnings.push(message) });

  it('logs a rejection whose reason is the database being away, and the process goes on', () => {
    // pg-boss's un-awaited `complete` while PostgreSQL restarts.
    expect(() =>
      onRejection(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })),
    ).not.toThrow();
    expect(() =>
      onRejection(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
    ).not.toThrow();
    expect(warnings).toHaveLength(2);
  });

  it('throws any other reason again, so that it ends the process as an uncaught exception', () => {
    const bug = new TypeError('undefined is not a function');
    expect(() => onRejection(bug)).toThrow(bug);
    expect(() => onRejection('a string')).toThrow();
  });
});
