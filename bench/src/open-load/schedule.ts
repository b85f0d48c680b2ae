/**
 * Constant arrival (the open model): request i is due at start + i / rate and is sent then, whether or
 * not earlier ones have been answered. Its latency runs from that due time, not from when it actually
 * left, so a stalled server or a stalled load generator shows up in the figures instead of quietly
 * lowering the rate (coordinated omission, as wrk2 avoids it).
 */

/** Time in ms and a way to wait; injected so that tests can drive the schedule with fake timers. */
export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const realClock: Clock = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export interface Outcome {
  /** Answered with a 2xx status. */
  ok: boolean;
  /** From the request's due time to the end of its answer (or its failure). */
  latencyMs: number;
  /** How late the load generator sent it: time sent − time due. */
  sendLagMs: number;
  /** Why it failed: `status 500`, an error code, or `dropped` when too many were in flight. */
  error?: string;
}

export interface ScheduleOptions {
  ratePerSec: number;
  durationSec: number;
  /** Requests beyond this many unanswered ones are not sent and count as errors (bounds memory and sockets). */
  maxInFlight: number;
  /** Sends request `index` and settles when its answer has been read; answers its HTTP status. */
  send: (index: number) => Promise<number>;
  onOutcome: (index: number, outcome: Outcome) => void;
  clock?: Clock;
}

export interface ScheduleResult {
  scheduled: number;
  dropped: number;
  /** From the first due time to the last answer. */
  elapsedMs: number;
}

export async function runOpenSchedule(options: ScheduleOptions): Promise<ScheduleResult> {
  const clock = options.clock ?? realClock;
  const total = Math.round(options.ratePerSec * options.durationSec);
  const intervalMs = 1000 / options.ratePerSec;
  const pending = new Set<Promise<void>>();
  let dropped = 0;
  const start = clock.now();

  const fire = (index: number, dueAt: number) => {
    const sentAt = clock.now();
    if (pending.size >= options.maxInFlight) {
      dropped += 1;
      options.onOutcome(index, { ok: false, latencyMs: sentAt - dueAt, sendLagMs: sentAt - dueAt, error: 'dropped' });
      return;
    }
    const settle = (ok: boolean, error?: string) => {
      const latencyMs = clock.now() - dueAt;
      options.onOutcome(index, { ok, latencyMs, sendLagMs: sentAt - dueAt, ...(error && { error }) });
    };
    const request = options.send(index).then(
      (status) => settle(status >= 200 && status < 300, status >= 200 && status < 300 ? undefined : `status ${status}`),
      (error: unknown) => settle(false, errorName(error)),
    );
    pending.add(request);
    void request.finally(() => pending.delete(request));
  };

  for (let index = 0; index < total;) {
    const now = clock.now();
    // Everything already due goes now, even if the generator fell behind: late sends keep their due time.
    while (index < total && start + index * intervalMs <= now) {
      fire(index, start + index * intervalMs);
      index += 1;
    }
    if (index < total) await clock.sleep(Math.max(0, start + index * intervalMs - clock.now()));
  }
  await Promise.all(pending);
  return { scheduled: total, dropped, elapsedMs: clock.now() - start };
}

function errorName(error: unknown): string {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') return error.code;
  return error instanceof Error ? error.name : 'error';
}
