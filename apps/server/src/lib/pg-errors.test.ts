import { describe, expect, it } from 'vitest';
import { isDeadlock, retryingDeadlocks } from './pg-errors.ts';

// As Drizzle throws them: its error, the driver's under `cause` with the SQLSTATE.
const failed = (code: string) =>
  Object.assign(new Error('Failed query: insert …'), { cause: Object.assign(new Error('db'), { code }) });

describe('a transaction ended by a deadlock', () => {
  it('is told apart from other failures', () => {
    expect(isDeadlock(failed('40P01'))).toBe(true);
    expect(isDeadlock(failed('23505'))).toBe(false);
    expect(isDeadlock(new Error('plain'))).toBe(false);
  });

  it('runs again until it commits, at most three times, and only for a deadlock', async () => {
    let runs = 0;
    await expect(
      retryingDeadlocks(async () => {
        runs += 1;
        if (runs < 3) throw failed('40P01');
        return 'paid';
      }),
    ).resolves.toBe('paid');
    expect(runs).toBe(3);

    runs = 0;
    const stuck = retryingDeadlocks(async () => {
      runs += 1;
      throw failed('40P01');
    });
    await expect(stuck).rejects.toThrow('Failed query');
    expect(runs).toBe(3);

    runs = 0;
    await expect(
      retryingDeadlocks(async () => {
        runs += 1;
        throw failed('23505');
      }),
    ).rejects.toThrow();
    expect(runs).toBe(1);
  });
});
