import { isDatabaseUnavailable } from './pg-errors.ts';

/**
 * The process's `unhandledRejection` handler: a rejection whose reason is the database being away is
 * logged and the process keeps running; any other is thrown again, as an uncaught exception, which
 * ends the process as before (main.ts's close-with-grace).
 *
 * Why: pg-boss 10 does not await the write that completes or fails a job (manager.js `watch`: `this.complete(…)`
 * and `this.fail(…)` without `await`). When PostgreSQL goes away under a running job that write's
 * rejection is unhandled, and Node's default — close-with-grace's too — ends the process: one instance of
 * three exited during a PostgreSQL restart (issue 41). The job itself is safe: it is retried once it expires.
 */
export function toleratingDatabaseOutages(log: { warn(details: object, message: string): void }): (reason: unknown) => void {
  return (reason) => {
    if (!isDatabaseUnavailable(reason)) throw reason;
    log.warn({ err: reason }, 'database unavailable under a background task; it runs again once the database is back');
  };
}
